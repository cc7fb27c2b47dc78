import { useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { ResendCountdownText } from "@/components/resend-countdown.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { reportMessages } from "../data/report-errors.ts";

/**
 * The report OTP's code form (the OTP pages and the login's step-up): where the code went, the
 * five digits checked here before any request, the server's refusal, Verify and "Send OTP again"
 * once the machine allows it (until then, the countdown to it: components/resend-countdown.tsx).
 * `children`: further buttons (e.g. "Change number").
 */
interface OtpCodeFormProps {
  sentTo: string | null;
  /** The machine's message (a wrong code, a limit). */
  error: string | null;
  verifying: boolean;
  canResend: boolean;
  /** A send again on its way: the button stays, disabled. */
  resending?: boolean;
  /** The seconds until the server accepts a send again (shown while `canResend` is false). */
  secondsLeft: number;
  verifyLabel: string;
  onVerify: (otp: string) => void;
  onResend: () => void;
  children?: ReactNode;
}

export function OtpCodeForm({
  sentTo,
  error,
  verifying,
  canResend,
  resending = false,
  secondsLeft,
  verifyLabel,
  onVerify,
  onResend,
  children,
}: OtpCodeFormProps) {
  const [otp, setOtp] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const ids = { otp: useId(), error: useId() };
  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(knownText(text));
  const number = sentTo === null ? "" : say(sentTo);
  const sendAgain = t`Send OTP again`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{5}$/.test(otp)) {
      setFieldError(reportMessages.incompleteOtp);
      return;
    }
    setFieldError(null);
    onVerify(otp);
  };

  return (
    <form className="report-form" onSubmit={submit} noValidate>
      <p role="status">{t`OTP sent to ${number}. It is valid for 5 minutes.`}</p>
      <div className="field">
        <label className="field-label" htmlFor={ids.otp}>
          {t`Enter OTP`}
        </label>
        <input
          id={ids.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={5}
          value={otp}
          aria-invalid={fieldError !== null}
          aria-describedby={fieldError ? ids.error : undefined}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, "").slice(0, 5))}
        />
        {fieldError && (
          <p className="field-error" id={ids.error}>
            {say(fieldError)}
          </p>
        )}
      </div>
      {error && (
        <p className="report-alert" role="alert">
          {say(error)}
        </p>
      )}
      <div className="report-actions">
        <button type="submit" className="button button-primary" disabled={verifying}>
          {verifying ? t`Verifying…` : verifyLabel}
        </button>
        {canResend || resending ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={resending}
            onClick={onResend}
          >
            {sendAgain}
          </button>
        ) : (
          <ResendCountdownText label={sendAgain} secondsLeft={secondsLeft} />
        )}
        {children}
      </div>
    </form>
  );
}
