import "./footer.css";
import "./layout.css";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { useStorageInUse } from "@/lib/use-storage-in-use.ts";
import { loadAfterPage } from "../load-after-page.ts";
import { AfterPageLoad } from "./after-page-load.tsx";
import { BottomBar } from "./bottom-bar.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { QuickLinksBar } from "./quick-links-bar.tsx";
import { SiteHeader } from "./site-header.tsx";

// After the page (app/after-page.ts, one chunk, asked for until it arrives: load-after-page.ts):
// the outbox, install and update notices, which read the outbox (Dexie), each a fixed overlay or
// empty at first (no layout shift); the side menu, login and thank-you dialogs, which open on a
// tap; and the footer's code. The prerender never renders the notices or dialogs.
const AppStatus = lazy(() => loadAfterPage().then((m) => ({ default: m.AppStatus })));

// The server cart follows the device's cart while someone is logged in: nothing to show, and it
// reads storage anyway, so it starts with the notices, and only once the device's storage holds
// something or is being written (db/storage-in-use.ts): nobody is logged in on a first visit.
const ServerCartSync = lazy(
  untilLoaded(() => import("@/lib/cart-sync.ts").then((m) => ({ default: m.ServerCartSync }))),
);

// The footer: links and text below the fold (docs/performance.md, figure 1). A prerendered page
// carries its markup, which stays as it is and is hydrated when the code arrives; until then its
// links work as plain links, and it has no button before then (its Login appears once the
// session is read). Its CSS is the layout's, so that markup is styled from the first paint. The
// prerender renders it at once.
const SiteFooter = lazy(() =>
  (import.meta.env.SSR ? import("./site-footer.tsx") : loadAfterPage()).then((m) => ({
    default: m.SiteFooter,
  })),
);

// Scroll and focus on a route change (route-change-effects.ts): nothing to do before the first
// navigation.
const RouteChangeEffects = lazy(() =>
  loadAfterPage().then((m) => ({ default: m.RouteChangeEffects })),
);

// The dialogs are in a boundary of their own, so they do not wait for the notices' storage code.
const Overlays = lazy(() => loadAfterPage().then((m) => ({ default: m.Overlays })));

/** The chrome around every page (docs/product.md#shared-chrome). */
export function AppLayout() {
  const firstLocation = useRef(useLocation()).current;
  const stored = useStorageInUse();
  const { t } = useLingui();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Skip to main content`}
      </a>
      <QuickLinksBar />
      <SiteHeader />
      <DesktopMenu />
      <main id="main" className="container main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <BottomBar />
      <AfterPageLoad>
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
        <Suspense fallback={null}>
          <RouteChangeEffects first={firstLocation} />
        </Suspense>
        <AppStatus />
        {stored ? <ServerCartSync /> : null}
      </AfterPageLoad>
    </div>
  );
}
