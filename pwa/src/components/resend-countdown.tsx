import { Trans } from "@lingui/react/macro";
import { countdownText } from "@/lib/resend-countdown.ts";
import "./resend-countdown.css";

interface ResendCountdownTextProps {
  /** What will be offered: "Send Again", "Send OTP again". */
  label: string;
  secondsLeft: number;
  className?: string;
}

/**
 * "Send Again in 0:19": the time left before the server accepts another send (lib/resend-countdown.ts).
 * Plain text, not a live region: a screen reader is not interrupted every second, and the button
 * arrives where the text was.
 */
export function ResendCountdownText({ label, secondsLeft, className }: ResendCountdownTextProps) {
  const countdown = countdownText(secondsLeft);
  return (
    <span className={className ? `resend-countdown ${className}` : "resend-countdown"}>
      <Trans>
        {label} in <time dateTime={`PT${Math.max(0, secondsLeft)}S`}>{countdown}</time>
      </Trans>
    </span>
  );
}
