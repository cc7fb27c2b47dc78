import "./admin.css";
import { useOnline } from "@/lib/use-online.ts";
import { AdminWorkspace } from "./components/admin-workspace.tsx";
import { OnlineOnlyNotice } from "./components/online-only-notice.tsx";
import { type StaffAccount, StaffLayout, StaffMain } from "./components/staff-layout.tsx";
import { TwoFactorSetup } from "./components/two-factor-setup.tsx";
import { type AdminSessionState, useAdminSession } from "./components/use-admin-session.ts";

/**
 * /transactions-history: the staff workspace (online only), in the staff layout: the header with
 * who is signed in and Sign out, the tabs the role may open, each screen titled by its tab.
 * Nothing renders until the server confirms the session; without one, /admin-login.
 */
export function TransactionsHistoryPage() {
  const online = useOnline();
  const { state, retry, logOut, signedOut, twoFactorEnrolled } = useAdminSession();
  const account: StaffAccount | undefined =
    state.status === "signed-in"
      ? { email: state.email, role: state.role }
      : state.status === "signing-out"
        ? { email: state.email }
        : undefined;

  const notices = (
    <>
      {state.status === "signed-in" && !state.twoFactor ? (
        <TwoFactorSetup onEnrolled={twoFactorEnrolled} onUnauthorised={signedOut} />
      ) : null}
      {!online || state.status === "offline" ? <OnlineOnlyNotice /> : null}
      <SessionNotice state={state} retry={retry} logOut={logOut} />
    </>
  );

  return (
    <StaffLayout
      account={account}
      onSignOut={state.status === "signed-in" ? (everywhere) => logOut(everywhere) : undefined}
    >
      {state.status === "signed-in" ? (
        <AdminWorkspace onUnauthorised={signedOut} role={state.role}>
          {notices}
        </AdminWorkspace>
      ) : (
        <StaffMain title="Staff workspace">{notices}</StaffMain>
      )}
    </StaffLayout>
  );
}

function SessionNotice({
  state,
  retry,
  logOut,
}: {
  state: AdminSessionState;
  retry: () => void;
  logOut: () => void;
}) {
  switch (state.status) {
    case "checking":
      return (
        <p className="admin-summary" role="status">
          Checking your sign-in…
        </p>
      );
    case "unreachable":
      return (
        <p className="admin-notice" role="status">
          Could not reach the server.{" "}
          <button type="button" className="admin-link-button" onClick={retry}>
            Retry
          </button>
        </p>
      );
    case "signing-out":
      return state.failed ? (
        <div className="admin-notice" role="alert">
          <p>
            Could not sign out: the server could not be reached, so the session is still active.
          </p>
          <p className="admin-actions">
            <button type="button" className="button button-primary" onClick={() => logOut()}>
              Try again
            </button>
            <button type="button" className="button button-secondary" onClick={retry}>
              Back to the list
            </button>
          </p>
        </div>
      ) : (
        <p className="admin-summary" role="status">
          Signing out…
        </p>
      );
    default:
      return null;
  }
}
