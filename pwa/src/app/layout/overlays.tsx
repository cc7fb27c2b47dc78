import "./dialogs.css";
import { lazy, Suspense, useEffect, useState } from "react";
import { useUiState } from "@/lib/ui-state.tsx";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { AppNotices } from "./app-notices.tsx";
import { LoginDialog } from "./login-dialog.tsx";
import { SideMenu } from "./side-menu.tsx";
import { ThankYouOverlay } from "./thank-you-overlay.tsx";

// The logout dialog runs an XState machine (XState is ~13 KB gz): loaded when a logout is first
// asked for, not with every page. The request waits in the UI state (ui-state.tsx) and the dialog
// takes it when it mounts, so the tap is not lost.
const LogoutDialog = lazy(
  untilLoaded(() =>
    import("./logout/logout-dialog.tsx").then((m) => ({ default: m.LogoutDialog })),
  ),
);

function LogoutWhenAsked() {
  const { logoutRequest } = useUiState();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (logoutRequest) setAsked(true);
  }, [logoutRequest]);
  // Stays mounted once asked: the machine carries the confirmation and its outcome.
  return asked || logoutRequest ? (
    <Suspense fallback={null}>
      <LogoutDialog />
    </Suspense>
  ) : null;
}

/**
 * The app's modal dialogs, none of them open on arrival: their chunk loads after the page (app-
 * layout's AfterPageLoad). A tap that opens one earlier only sets the UI state (ui-state.tsx), and
 * the dialog opens as soon as it mounts, so nothing is lost.
 */
export function Overlays() {
  return (
    <>
      <SideMenu />
      <LoginDialog />
      <ThankYouOverlay />
      <LogoutWhenAsked />
      <AppNotices />
    </>
  );
}
