import { useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { knownText } from "@/i18n/known-text.ts";
import { reportMessages } from "../data/report-errors.ts";
import { reportOtpMachine } from "../machines/report-otp.machine.ts";
import { OtpCodeForm } from "./otp-code-form.tsx";

/**
 * The login's step-up for the report history: the server asked for a recent OTP, so the person
 * sends one to their own registered number (the session's, never one typed here) and enters it.
 * The same machine as the OTP pages; once verified, `onVerified` shows the list again.
 */
export function StepUpForm({
  onVerified,
  machine = reportOtpMachine,
}: {
  onVerified: () => void;
  machine?: typeof reportOtpMachine;
}) {
  const { t, i18n } = useLingui();
  // The machine keeps English (report-errors.ts declares it): shown in the reader's language.
  const say = (text: string) => i18n._(knownText(text));
  const [snapshot, send] = useMachine(machine, { input: {} });
  const { context } = snapshot;
  const verified = snapshot.matches("verified");

  useEffect(() => {
    if (verified) onVerified();
  }, [verified, onVerified]);

  if (snapshot.matches("code") || snapshot.matches("verifying")) {
    return (
      <OtpCodeForm
        sentTo={context.sentTo}
        error={context.error}
        verifying={snapshot.matches("verifying")}
        canResend={snapshot.matches({ code: "canResend" })}
        resending={snapshot.matches({ code: "resending" })}
        secondsLeft={context.resendInSeconds}
        verifyLabel={t`Verify and show reports`}
        onVerify={(otp) => send({ type: "VERIFY", otp })}
        onResend={() => send({ type: "RESEND" })}
      />
    );
  }

  const sending = snapshot.matches("sending");
  return (
    <div className="report-form">
      <p>{say(reportMessages.stepUp)}</p>
      {context.error && (
        <p className="report-alert" role="alert">
          {say(context.error)}
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={sending || verified}
        onClick={() => send({ type: "SEND", request: { kind: "session" } })}
      >
        {sending ? t`Sending OTP…` : t`Send OTP`}
      </button>
    </div>
  );
}
