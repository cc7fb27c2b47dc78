import { authMessages } from "../machines/auth-messages.ts";

interface ResendPromptProps {
  /** The server's cool-down is over: Send Again is a button. */
  offered: boolean;
  sending: boolean;
  secondsLeft: number;
  onResend: () => void;
}

/** 0:09, 1:20: minutes and seconds, as a phone's timer shows them. */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * "Didn't receive the OTP?" with the time left before the server accepts another send, then the
 * Send Again button. The countdown is plain text, not a live region: a screen reader is not
 * interrupted every second, and the button arrives where the text was.
 */
export function ResendPrompt({ offered, sending, secondsLeft, onResend }: ResendPromptProps) {
  return (
    <p className="auth-resend">
      {authMessages.resendPrompt}{" "}
      {offered || sending ? (
        <button type="button" className="link-button" disabled={sending} onClick={onResend}>
          Send Again
        </button>
      ) : (
        <span className="auth-countdown">
          Send Again in{" "}
          <time dateTime={`PT${Math.max(0, secondsLeft)}S`}>{countdownText(secondsLeft)}</time>
        </span>
      )}
    </p>
  );
}
