import "./layout.css";
import "./dialogs.css";
import { Outlet, useNavigation } from "react-router-dom";
import { AppStatus } from "@/features/offline/app-status.tsx";
import { useServerCartSync } from "@/lib/cart-sync.ts";
import { BottomBar } from "./bottom-bar.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { LoginDialog } from "./login-dialog.tsx";
import { QuickLinksBar } from "./quick-links-bar.tsx";
import { SideMenu } from "./side-menu.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { ThankYouOverlay } from "./thank-you-overlay.tsx";
import { useRouteChangeEffects } from "./use-route-change-effects.ts";

/** The chrome around every page (spec section 2, shared chrome). */
export function AppLayout() {
  useRouteChangeEffects();
  useServerCartSync();
  const navigation = useNavigation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <QuickLinksBar />
      <SiteHeader />
      <DesktopMenu />
      {navigation.state === "loading" ? (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
      <main id="main" className="container main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomBar />
      <SideMenu />
      <LoginDialog />
      <ThankYouOverlay />
      <AppStatus />
    </div>
  );
}
