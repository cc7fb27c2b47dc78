import "./admin.css";
import { useDocumentTitle } from "@/components/use-document-title.ts";
import { useOnline } from "@/lib/use-online.ts";
import { AdminWorkspace } from "./components/admin-workspace.tsx";
import { OnlineOnlyNotice } from "./components/online-only-notice.tsx";
import { TwoFactorSetup } from "./components/two-factor-setup.tsx";
import { type AdminSessionState, useAdminSession } from "./components/use-admin-session.ts";

const title = "Transaction History";

/**
 * /transactions-history: the admin's payment transactions and home-collection bookings (online
 * only). Nothing renders until the server confirms the session; without one, /admin-login.
 */
export function TransactionsHistoryPage() {
  useDocumentTitle(title);
  const online = useOnline();
  const { state, retry, logOut, signedOut, twoFactorEnrolled } = useAdminSession();

  return (
    <div className="page admin-page">
      <div className="admin-heading">
        <h1 className="page-title">{title}</h1>
        {state.status === "signed-in" ? (
          <div className="admin-account">
            <span>
              Signed in as <strong>{state.email}</strong>
            </span>
            <button type="button" className="button button-secondary" onClick={() => logOut()}>
              Log out
            </button>
            <button type="button" className="button button-secondary" onClick={() => logOut(true)}>
              Log out on all devices
            </button>
          </div>
        ) : null}
      </div>
      {state.status === "signed-in" && !state.twoFactor ? (
        <TwoFactorSetup onEnrolled={twoFactorEnrolled} onUnauthorised={signedOut} />
      ) : null}
      {!online || state.status === "offline" ? <OnlineOnlyNotice /> : null}
      <SessionNotice state={state} retry={retry} logOut={logOut} />
      {state.status === "signed-in" ? (
        <AdminWorkspace onUnauthorised={signedOut} role={state.role} />
      ) : null}
    </div>
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
          <p>Could not log out: the server could not be reached, so the session is still active.</p>
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
          Logging out…
        </p>
      );
    default:
      return null;
  }
}
