import "./abha.css";
import { useMachine } from "@xstate/react";
import { useId } from "react";
import { knownText } from "@/i18n/known-text.ts";
import { i18n, useLingui } from "@/i18n/runtime.tsx";
import { useOnline } from "@/lib/use-online.ts";
import { AbhaLinkForm } from "./components/abha-link-form.tsx";
import { AbhaLinked } from "./components/abha-linked.tsx";
import { StepUpOtpForm, type StepUpStep } from "./components/step-up-otp-form.tsx";
import { abhaWords as words } from "./data/abha-words.ts";
import { abhaMachine } from "./machines/abha.machine.ts";

/** The section's, the contract's and the API's words by their English (known-text.ts). */
const say = (english: string) => i18n._(knownText(english));

/**
 * "Your ABHA number" on My bookings, for the signed-in customer: add one with consent, see it,
 * remove it. Online only: nothing of it is kept on the phone, so offline the section only says it
 * needs a connection (and reads the number afresh when the connection is back).
 */
export function AbhaSection() {
  useLingui();
  const online = useOnline();
  const titleId = useId();
  return (
    <section className="abha-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{say(words.title)}</h2>
      {online ? (
        <AbhaPanel />
      ) : (
        <p className="abha-offline" role="note">
          {say(words.needsConnection)}
        </p>
      )}
    </section>
  );
}

function stepOf(matches: (step: { stepUp: StepUpStep }) => boolean): StepUpStep | undefined {
  const steps: StepUpStep[] = ["asking", "sending", "code", "verifying"];
  return steps.find((step) => matches({ stepUp: step }));
}

function AbhaPanel() {
  useLingui();
  const [snapshot, send] = useMachine(abhaMachine);
  const { context } = snapshot;

  if (snapshot.matches("loading")) return <p>{say(words.loading)}</p>;
  if (snapshot.matches("failed")) {
    return (
      <>
        <p className="abha-alert" role="alert">
          {context.error ? say(context.error) : null}
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => send({ type: "RETRY" })}
        >
          {say(words.tryAgain)}
        </button>
      </>
    );
  }

  const sending = snapshot.matches("saving");
  const step = stepOf((state) => snapshot.matches(state));
  const busy = sending || step !== undefined;
  return (
    <>
      {context.abha ? (
        <AbhaLinked
          abha={context.abha}
          confirming={snapshot.matches({ shown: "confirming" })}
          busy={busy}
          sending={sending}
          onRemove={() => send({ type: "REMOVE" })}
          onConfirm={() => send({ type: "CONFIRM_REMOVE" })}
          onKeep={() => send({ type: "KEEP" })}
        />
      ) : (
        <AbhaLinkForm
          busy={busy}
          sending={sending}
          refused={context.fieldErrors}
          onAdd={(abhaNumber, consentLanguage) =>
            send({ type: "ADD", abhaNumber, consentLanguage })
          }
        />
      )}
      {step ? (
        <StepUpOtpForm
          step={step}
          sentTo={context.sentTo}
          error={context.error}
          canResend={snapshot.matches({ stepUp: { code: "canResend" } })}
          resending={snapshot.matches({ stepUp: { code: "resending" } })}
          secondsLeft={context.resendInSeconds}
          onSend={() => send({ type: "SEND_OTP" })}
          onVerify={(otp) => send({ type: "VERIFY", otp })}
          onResend={() => send({ type: "RESEND" })}
          onCancel={() => send({ type: "CANCEL" })}
        />
      ) : null}
      {!step && context.error ? (
        <p className="abha-alert" role="alert">
          {say(context.error)}
        </p>
      ) : null}
      {context.notice ? <p role="status">{say(context.notice)}</p> : null}
    </>
  );
}
