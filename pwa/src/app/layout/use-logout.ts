import { type LogoutScope, useUiActions } from "@/lib/ui-state.tsx";

/**
 * Log out on this device or on all devices: the logout dialog (logout/logout-dialog.tsx) carries
 * it out, asking first when unsent forms would stay on the phone, then goes home.
 */
export function useLogout(): (scope?: LogoutScope) => void {
  const { requestLogout, closeSideMenu } = useUiActions();
  return (scope = "this-device") => {
    closeSideMenu();
    requestLogout(scope);
  };
}
