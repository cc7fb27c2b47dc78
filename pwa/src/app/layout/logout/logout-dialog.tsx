import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { ModalDialog } from "@/components/modal-dialog.tsx";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";
import { logoutMachine } from "./logout.machine.ts";

const forms = (count: number) => (count === 1 ? "1 form" : `${count} forms`);

/**
 * Carries out the logout the header or the side menu asked for (lib/ui-state.tsx), and asks first
 * when it matters (logout.machine.ts): unsent forms, or logging out on all devices. Then home.
 */
export function LogoutDialog({ machine = logoutMachine }: { machine?: typeof logoutMachine }) {
  const { logoutRequest } = useUiState();
  const { takeLogoutRequest } = useUiActions();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(machine);
  const { scope, waiting, failed, error } = snapshot.context;

  useEffect(() => {
    if (!logoutRequest) return;
    send({ type: "LOG_OUT", scope: logoutRequest });
    takeLogoutRequest();
  }, [logoutRequest, send, takeLogoutRequest]);

  const loggedOut = snapshot.matches("loggedOut");
  useEffect(() => {
    if (!loggedOut) return;
    navigate("/");
    send({ type: "RESET" });
  }, [loggedOut, navigate, send]);

  const asking = snapshot.matches("confirming");
  const failedNow = snapshot.matches("failed");
  const busy = snapshot.matches("leaving") || snapshot.matches("clearing");
  const everywhere = scope === "all-devices";
  const open = asking || failedNow || (busy && everywhere);
  const action = everywhere ? "Log out on all devices" : "Log out";

  return (
    <ModalDialog
      className="logout-dialog"
      open={open}
      onClose={() => send({ type: "CANCEL" })}
      labelledBy="logout-title"
    >
      <h2 id="logout-title" className="dialog-title">
        {everywhere ? "Log out on all devices?" : "Log out?"}
      </h2>
      {everywhere && (
        <p>
          Every phone and computer where you are logged in will be logged out, and any open access
          to your reports ends.
        </p>
      )}
      {waiting > 0 && (
        <p>
          {forms(waiting)} {waiting === 1 ? "is" : "are"} waiting to be sent.{" "}
          {waiting === 1 ? "It stays" : "They stay"} on this phone and{" "}
          {waiting === 1 ? "is" : "are"} still sent when the phone is online.
        </p>
      )}
      {failed > 0 && (
        <p>
          {forms(failed)} could not be sent and {failed === 1 ? "stays" : "stay"} on this phone
          until you retry or remove {failed === 1 ? "it" : "them"}.
        </p>
      )}
      {(waiting > 0 || failed > 0 || everywhere) && (
        <p>Everything else of yours is removed from this phone.</p>
      )}
      {error && (
        <p className="logout-alert" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: failedNow ? "RETRY" : "CONFIRM" })}
        >
          {busy ? "Logging out…" : failedNow ? "Try again" : action}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => send({ type: "CANCEL" })}
        >
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
