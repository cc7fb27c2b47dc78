import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import { CaptchaCheck } from "@/components/captcha-check.tsx";
import type { ToastTone } from "@/components/toast.tsx";
import { authMessages } from "../machines/auth-messages.ts";
import { loginMachine } from "../machines/login.machine.ts";
import { MobileField } from "./mobile-field.tsx";
import { OtpInput, type OtpInputHandle } from "./otp-input.tsx";
import { useAuthActorEffects } from "./use-auth-actor.ts";

/** Login cannot go ahead without a connection, so "no connection" reads like any failed check. */
const loginCaptchaMessages = { unreachable: "Could not check. Tick the box to try again." };

interface LoginFormProps {
  onDone: () => void;
  onToast: (message: string, tone: ToastTone) => void;
  onCreateAccount: () => void;
  /** Tests pass the machine with other actors. */
  machine?: typeof loginMachine;
  solveCaptcha?: (signal: AbortSignal) => Promise<string>;
}

/** The Login tab: mobile, Send OTP, the five OTP boxes, then captcha and Login
 * (docs/product.md#login-flow). */
export function LoginForm({
  onDone,
  onToast,
  onCreateAccount,
  machine = loginMachine,
  solveCaptcha,
}: LoginFormProps) {
  const [snapshot, send, actorRef] = useMachine(machine);
  const { context } = snapshot;
  const otpBoxes = useRef<OtpInputHandle>(null);
  useAuthActorEffects(actorRef, snapshot.status === "done", onToast, onDone);

  const otpReady = snapshot.matches("otpReady");
  const sending =
    snapshot.matches("checkingUser") ||
    snapshot.matches("checkingLegacy") ||
    snapshot.matches("sendingOtp");
  const submitting =
    snapshot.matches({ otpReady: { submission: "checkingCaptcha" } }) ||
    snapshot.matches({ otpReady: { submission: "loggingIn" } }) ||
    snapshot.matches("savingSession");
  const resendOffered = snapshot.matches({ otpReady: { resend: "offered" } });
  const finished = snapshot.matches("savingSession") || snapshot.status === "done";

  // docs/product.md#login-flow: once the OTP is sent the boxes are enabled and focused.
  useEffect(() => {
    if (otpReady) otpBoxes.current?.focus();
  }, [otpReady]);

  return (
    <form
      className="auth-form"
      aria-label="Login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: otpReady ? "SUBMIT" : "SEND_OTP" });
      }}
    >
      <MobileField
        id="login-mobile"
        value={context.mobile}
        error={context.mobileError}
        disabled={finished}
        onChange={(value) => send({ type: "MOBILE_CHANGED", value })}
      />
      <button
        type="button"
        className="button button-secondary"
        disabled={otpReady || sending || finished}
        onClick={() => send({ type: "SEND_OTP" })}
      >
        {sending ? "Sending OTP…" : "Send OTP"}
      </button>
      {otpReady ? <p className="auth-notice">{authMessages.otpSentNotice}</p> : null}
      <OtpInput
        ref={otpBoxes}
        label="OTP"
        value={context.otp}
        disabled={!otpReady || submitting}
        errorId={context.otpError ? "login-otp-error" : undefined}
        onChange={(value) => send({ type: "OTP_CHANGED", value })}
      />
      {context.otpError ? (
        <p id="login-otp-error" className="field-error">
          {context.otpError}
        </p>
      ) : null}
      {resendOffered ? (
        <p className="auth-resend">
          {authMessages.resendPrompt}{" "}
          <button type="button" className="link-button" onClick={() => send({ type: "RESEND" })}>
            Send Again
          </button>
        </p>
      ) : null}
      {otpReady ? (
        <>
          <CaptchaCheck
            key={context.captchaRound}
            solve={solveCaptcha}
            messages={loginCaptchaMessages}
            onChange={(status, value) => {
              if (status === "solved" && value) send({ type: "CAPTCHA_SOLVED", value });
              else if (status === "idle") send({ type: "CAPTCHA_CLEARED" });
            }}
          />
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? "Logging in…" : "Login"}
          </button>
        </>
      ) : null}
      {context.alert ? (
        <p className="auth-alert" role="alert">
          {context.alert}
        </p>
      ) : null}
      <p className="auth-switch">
        New here?{" "}
        <button type="button" className="link-button" onClick={onCreateAccount}>
          Create Account
        </button>
      </p>
    </form>
  );
}
