import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { adminLoginPath } from "../admin-paths.ts";
import {
  fetchAdminSession,
  isUnauthorised,
  signOutAdmin,
  signOutEverywhere,
} from "../data/admin-api.ts";
import { clearAdminSignedIn, markAdminSignedIn } from "../data/admin-flag.ts";
import { useOnline } from "./use-online.ts";

export type AdminSessionState =
  | { status: "checking" }
  | { status: "offline" }
  | { status: "unreachable" }
  | { status: "signed-in"; email: string; twoFactor: boolean }
  | { status: "signing-out"; email: string; failed: boolean }
  | { status: "signed-out" };

/**
 * The guard of the admin pages. Nothing admin renders until the server has confirmed the session
 * cookie (GET /api/admin/session); a 401 here or from any later admin call clears the tab's flag
 * and goes to /admin-login, replacing the history entry so Back cannot return to a dead page.
 * Being offline is said as such rather than treated as signed out.
 */
export function useAdminSession() {
  const online = useOnline();
  const navigate = useNavigate();
  const [state, setState] = useState<AdminSessionState>(() =>
    navigator.onLine ? { status: "checking" } : { status: "offline" },
  );

  const signedOut = useCallback(() => {
    clearAdminSignedIn();
    setState({ status: "signed-out" });
    navigate(adminLoginPath, { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (online && state.status === "offline") setState({ status: "checking" });
  }, [online, state.status]);

  useEffect(() => {
    if (state.status !== "checking") return;
    const controller = new AbortController();
    fetchAdminSession(controller.signal).then(
      ({ email, twoFactor }) => {
        markAdminSignedIn();
        setState({ status: "signed-in", email, twoFactor });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorised(error)) return signedOut();
        console.warn("Admin session check failed", error);
        setState(navigator.onLine ? { status: "unreachable" } : { status: "offline" });
      },
    );
    return () => controller.abort();
  }, [state.status, signedOut]);

  const retry = useCallback(() => setState({ status: "checking" }), []);

  /**
   * Log out: the data leaves the screen (and memory) at once; the server ends the session; then
   * /admin-login, pushed so that Back lands on the history page, whose guard finds no session. If
   * the server cannot be reached the session is still alive there, so say so and stay.
   * `everywhere` ends every session of this admin, on every device.
   */
  const logOut = useCallback(
    async (everywhere = false) => {
      if (state.status !== "signed-in" && state.status !== "signing-out") return;
      const { email } = state;
      setState({ status: "signing-out", email, failed: false });
      try {
        await (everywhere ? signOutEverywhere() : signOutAdmin());
      } catch (error) {
        console.warn("Admin logout failed", error);
        setState({ status: "signing-out", email, failed: true });
        return;
      }
      clearAdminSignedIn();
      setState({ status: "signed-out" });
      navigate(adminLoginPath);
    },
    [state, navigate],
  );

  const twoFactorEnrolled = useCallback(
    () =>
      setState((current) =>
        current.status === "signed-in" ? { ...current, twoFactor: true } : current,
      ),
    [],
  );

  return { state, retry, logOut, signedOut, twoFactorEnrolled };
}
