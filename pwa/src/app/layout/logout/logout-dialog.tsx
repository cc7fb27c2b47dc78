import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { ModalDialog } from "@/components/modal-dialog.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";
import { logoutMachine } from "./logout.machine.ts";

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
  const { t, i18n } = useLingui();
  const action = everywhere ? t`Log out on all devices` : t`Log out`;

  return (
    <ModalDialog
      className="logout-dialog"
      open={open}
      onClose={() => send({ type: "CANCEL" })}
      labelledBy="logout-title"
    >
      <h2 id="logout-title" className="dialog-title">
        {everywhere ? t`Log out on all devices?` : t`Log out?`}
      </h2>
      {everywhere && (
        <p>
          {t`Every phone and computer where you are logged in will be logged out, and any open access to your reports ends.`}
        </p>
      )}
      {waiting > 0 && (
        <p>
          {t`${plural(waiting, {
            one: "# form is waiting to be sent. It stays on this phone and is still sent when the phone is online.",
            other:
              "# forms are waiting to be sent. They stay on this phone and are still sent when the phone is online.",
          })}`}
        </p>
      )}
      {failed > 0 && (
        <p>
          {t`${plural(failed, {
            one: "# form could not be sent and stays on this phone until you retry or remove it.",
            other:
              "# forms could not be sent and stay on this phone until you retry or remove them.",
          })}`}
        </p>
      )}
      {(waiting > 0 || failed > 0 || everywhere) && (
        <p>{t`Everything else of yours is removed from this phone.`}</p>
      )}
      {error && (
        <p className="logout-alert" role="alert">
          {i18n._(knownText(error))}
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: failedNow ? "RETRY" : "CONFIRM" })}
        >
          {busy ? t`Logging out…` : failedNow ? t`Try again` : action}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => send({ type: "CANCEL" })}
        >
          {t`Cancel`}
        </button>
      </div>
    </ModalDialog>
  );
}
