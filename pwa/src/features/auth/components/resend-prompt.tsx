import { ResendCountdownText } from "@/components/resend-countdown.tsx";
import { authMessages } from "../machines/auth-messages.ts";

interface ResendPromptProps {
  /** The server's cool-down is over: Send Again is a button. */
  offered: boolean;
  sending: boolean;
  secondsLeft: number;
  onResend: () => void;
  /** The server can read the code out by a call: "Get the code by call" beside Send Again. */
  onCall?: (() => void) | undefined;
}

/**
 * "Didn't receive the OTP?" with the time left before the server accepts another send, then the
 * Send Again button (and the call, when offered). The countdown is components/resend-countdown.tsx's.
 */
export function ResendPrompt({
  offered,
  sending,
  secondsLeft,
  onResend,
  onCall,
}: ResendPromptProps) {
  return (
    <p className="auth-resend">
      {authMessages.resendPrompt}{" "}
      {offered || sending ? (
        <>
          <button type="button" className="link-button" disabled={sending} onClick={onResend}>
            Send Again
          </button>
          {onCall ? (
            <>
              {" or "}
              <button type="button" className="link-button" disabled={sending} onClick={onCall}>
                {authMessages.callForCode}
              </button>
            </>
          ) : null}
        </>
      ) : (
        <ResendCountdownText
          className="auth-countdown"
          label="Send Again"
          secondsLeft={secondsLeft}
        />
      )}
    </p>
  );
}
