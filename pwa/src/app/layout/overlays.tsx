import "./dialogs.css";
import { LoginDialog } from "./login-dialog.tsx";
import { LogoutDialog } from "./logout/logout-dialog.tsx";
import { SideMenu } from "./side-menu.tsx";
import { ThankYouOverlay } from "./thank-you-overlay.tsx";

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
      <LogoutDialog />
    </>
  );
}
