import type { AdminRole } from "@vyom/catalog/contract";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useOnline } from "@/lib/use-online.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { adminLoginPath } from "../admin-paths.ts";
import { fetchAdminSession, signOutAdmin, signOutEverywhere } from "../data/admin-api.ts";
import { clearAdminSignedIn, markAdminSignedIn } from "../data/admin-flag.ts";

export type AdminSessionState =
  | { status: "checking" }
  | { status: "offline" }
  | { status: "unreachable" }
  | { status: "signed-in"; email: string; role: AdminRole; twoFactor: boolean }
  | { status: "signing-out"; email: string; failed: boolean }
  | { status: "signed-out" };

/** What this tab did after the server confirmed the session. */
type Leaving = { status: "signing-out"; failed: boolean } | { status: "signed-out" } | null;

/**
 * The guard of the admin pages. Nothing admin renders until the server has confirmed the session
 * cookie (GET /api/admin/session, read through useOnlineRead); a 401 here or from any later admin
 * call clears the tab's flag and goes to /admin-login, replacing the history entry so Back cannot
 * return to a dead page. Being offline is said as such rather than treated as signed out, and
 * nothing is asked until the browser is online.
 */
export function useAdminSession() {
  const online = useOnline();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving>(null);
  const [enrolled, setEnrolled] = useState(false);

  const signedOut = useCallback(() => {
    clearAdminSignedIn();
    setLeaving({ status: "signed-out" });
    navigate(adminLoginPath, { replace: true });
  }, [navigate]);

  const session = useOnlineRead(
    async (signal) => {
      const answer = await fetchAdminSession(signal);
      markAdminSignedIn();
      return answer;
    },
    { enabled: online, onUnauthorised: signedOut, label: "the admin session" },
  );

  const state = sessionState(session.data, session.error, leaving, enrolled, online);

  /**
   * Log out: the data leaves the screen (and memory) at once; the server ends the session; then
   * /admin-login, pushed so that Back lands on the history page, whose guard finds no session. If
   * the server cannot be reached the session is still alive there, so say so and stay.
   * `everywhere` ends every session of this admin, on every device.
   */
  const logOut = useCallback(
    async (everywhere = false) => {
      if (state.status !== "signed-in" && state.status !== "signing-out") return;
      setLeaving({ status: "signing-out", failed: false });
      try {
        await (everywhere ? signOutEverywhere() : signOutAdmin());
      } catch (error) {
        console.warn("Admin logout failed", error);
        setLeaving({ status: "signing-out", failed: true });
        return;
      }
      clearAdminSignedIn();
      setLeaving({ status: "signed-out" });
      navigate(adminLoginPath);
    },
    [state.status, navigate],
  );

  const twoFactorEnrolled = useCallback(() => setEnrolled(true), []);

  return { state, retry: session.retry, logOut, signedOut, twoFactorEnrolled };
}

function sessionState(
  confirmed: { email: string; role: AdminRole; twoFactor: boolean } | undefined,
  error: unknown,
  leaving: Leaving,
  enrolled: boolean,
  online: boolean,
): AdminSessionState {
  if (leaving?.status === "signed-out") return leaving;
  if (confirmed && leaving) return { ...leaving, email: confirmed.email };
  if (confirmed) {
    return {
      status: "signed-in",
      email: confirmed.email,
      role: confirmed.role,
      twoFactor: confirmed.twoFactor || enrolled,
    };
  }
  if (!online) return { status: "offline" };
  return error === null ? { status: "checking" } : { status: "unreachable" };
}
