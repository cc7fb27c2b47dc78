import { useLingui } from "@lingui/react/macro";
import { abhaMessages } from "@vyom/catalog/contract";
import { type FormEvent, useId, useState } from "react";
import { ResendCountdownText } from "@/components/resend-countdown.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { abhaWords as words } from "../data/abha-words.ts";

export type StepUpStep = "asking" | "sending" | "code" | "verifying";

interface StepUpOtpFormProps {
  step: StepUpStep;
  /** Where the OTP went (the session's masked number). */
  sentTo: string | null;
  /** The refusal of the send or of the code. */
  error: string | null;
  canResend: boolean;
  /** A send again on its way: the button stays, disabled. */
  resending: boolean;
  /** The seconds until the server accepts a send again (shown while `canResend` is false). */
  secondsLeft: number;
  onSend: () => void;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

/**
 * The API asked for a recent OTP before changing the ABHA number: Send OTP (to the session's own
 * number, never one typed here), then the 5-digit code, checked here before it is sent; "Send OTP
 * again" once the server's cool-down is over, counted down until then.
 */
export function StepUpOtpForm({
  step,
  sentTo,
  error,
  canResend,
  resending,
  secondsLeft,
  onSend,
  onVerify,
  onResend,
  onCancel,
}: StepUpOtpFormProps) {
  const { t, i18n } = useLingui();
  // The section's, the contract's and the API's words by their English (known-text.ts).
  const say = (english: string) => i18n._(knownText(english));
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string | null>(null);
  const ids = { otp: useId(), otpError: useId() };
  const alert = error ? (
    <p className="abha-alert" role="alert">
      {say(error)}
    </p>
  ) : null;
  const cancel = (
    <button type="button" className="button button-secondary" onClick={onCancel}>
      {say(words.cancel)}
    </button>
  );

  if (step === "asking" || step === "sending") {
    return (
      <div className="abha-step-up">
        <p>{say(abhaMessages.stepUp)}</p>
        {alert}
        <div className="abha-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={step === "sending"}
            onClick={onSend}
          >
            {say(step === "sending" ? words.sendingOtp : words.sendOtp)}
          </button>
          {cancel}
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{5}$/.test(otp)) {
      setOtpError(words.incompleteOtp);
      return;
    }
    setOtpError(null);
    onVerify(otp);
  };

  const number = sentTo ?? say(words.yourNumber);
  return (
    <form className="abha-step-up" onSubmit={submit} noValidate>
      <p role="status">{t`OTP sent to ${number}. It is valid for 5 minutes.`}</p>
      <div className="abha-field">
        <label className="abha-field-label" htmlFor={ids.otp}>
          {say(words.otpLabel)}
        </label>
        <input
          id={ids.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={5}
          value={otp}
          aria-invalid={otpError !== null}
          aria-describedby={otpError ? ids.otpError : undefined}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, "").slice(0, 5))}
        />
        {otpError ? (
          <p className="abha-field-error" id={ids.otpError}>
            {say(otpError)}
          </p>
        ) : null}
      </div>
      {alert}
      <div className="abha-actions">
        <button type="submit" className="button button-primary" disabled={step === "verifying"}>
          {say(step === "verifying" ? words.verifying : words.verify)}
        </button>
        {canResend || resending ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={resending}
            onClick={onResend}
          >
            {say(words.resend)}
          </button>
        ) : (
          <ResendCountdownText label={say(words.resend)} secondsLeft={secondsLeft} />
        )}
        {cancel}
      </div>
    </form>
  );
}
