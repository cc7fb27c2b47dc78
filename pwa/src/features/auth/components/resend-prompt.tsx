import { useLingui } from "@lingui/react/macro";
import { ResendCountdownText } from "@/components/resend-countdown.tsx";
import { knownText } from "@/i18n/known-text.ts";
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
  const { t, i18n } = useLingui();
  const sendAgain = t`Send Again`;
  return (
    <p className="auth-resend">
      {i18n._(knownText(authMessages.resendPrompt))}{" "}
      {offered || sending ? (
        <>
          <button type="button" className="link-button" disabled={sending} onClick={onResend}>
            {sendAgain}
          </button>
          {onCall ? (
            <>
              {` ${t`or`} `}
              <button type="button" className="link-button" disabled={sending} onClick={onCall}>
                {i18n._(knownText(authMessages.callForCode))}
              </button>
            </>
          ) : null}
        </>
      ) : (
        <ResendCountdownText
          className="auth-countdown"
          label={sendAgain}
          secondsLeft={secondsLeft}
        />
      )}
    </p>
  );
}
