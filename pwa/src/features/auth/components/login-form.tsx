import { useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { ToastTone } from "@/components/toast.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { authMessages } from "../machines/auth-messages.ts";
import { loginMachine } from "../machines/login.machine.ts";
import { MobileField } from "./mobile-field.tsx";
import { OtpInput, type OtpInputHandle } from "./otp-input.tsx";
import { ResendPrompt } from "./resend-prompt.tsx";
import { useAuthActorEffects } from "./use-auth-actor.ts";

interface LoginFormProps {
  /** `notice`: what the page should say once the dialog closes (the city was switched). */
  onDone: (notice?: string) => void;
  onToast: (message: string, tone: ToastTone) => void;
  onCreateAccount: () => void;
  /** Tests pass the machine with other actors. */
  machine?: typeof loginMachine;
}

/**
 * The Login tab: mobile, Send OTP, the five OTP boxes, the countdown to Send Again (and to
 * "Get the code by call" when the server offers calls), then Login
 * (docs/product.md#login-flow). Enter in the mobile field sends the OTP: Send OTP is the form's
 * submit button until the code is sent, Login after.
 */
export function LoginForm({
  onDone,
  onToast,
  onCreateAccount,
  machine = loginMachine,
}: LoginFormProps) {
  const [snapshot, send, actorRef] = useMachine(machine);
  const { context } = snapshot;
  const otpBoxes = useRef<OtpInputHandle>(null);
  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(knownText(text));
  useAuthActorEffects(actorRef, snapshot.status === "done", onToast, () =>
    onDone(context.notice ?? undefined),
  );

  const otpReady = snapshot.matches("otpReady");
  const sending =
    snapshot.matches("checkingUser") ||
    snapshot.matches("checkingLegacy") ||
    snapshot.matches("sendingOtp");
  const submitting =
    snapshot.matches({ otpReady: { submission: "loggingIn" } }) ||
    snapshot.matches("savingSession");
  const resendOffered = snapshot.matches({ otpReady: { resend: "offered" } });
  const resending =
    snapshot.matches({ otpReady: { resend: "resending" } }) ||
    snapshot.matches({ otpReady: { resend: "calling" } });
  const finished = snapshot.matches("savingSession") || snapshot.status === "done";

  // docs/product.md#login-flow: once the OTP is sent the boxes are enabled and focused.
  useEffect(() => {
    if (otpReady) otpBoxes.current?.focus();
  }, [otpReady]);

  return (
    <form
      className="auth-form"
      aria-label={t`Login`}
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
        type={otpReady ? "button" : "submit"}
        className="button button-secondary"
        disabled={otpReady || sending || finished}
      >
        {sending ? t`Sending OTP…` : t`Send OTP`}
      </button>
      {otpReady ? <p className="auth-notice">{say(authMessages.otpSentNotice)}</p> : null}
      <OtpInput
        ref={otpBoxes}
        label={t`OTP`}
        value={context.otp}
        disabled={!otpReady || submitting}
        errorId={context.otpError ? "login-otp-error" : undefined}
        onChange={(value) => send({ type: "OTP_CHANGED", value })}
      />
      {context.otpError ? (
        <p id="login-otp-error" className="field-error">
          {say(context.otpError)}
        </p>
      ) : null}
      {otpReady && !finished ? (
        <ResendPrompt
          offered={resendOffered}
          sending={resending}
          secondsLeft={context.resendInSeconds}
          onResend={() => send({ type: "RESEND" })}
          onCall={context.voiceRetry ? () => send({ type: "CALL" }) : undefined}
        />
      ) : null}
      {otpReady ? (
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? t`Logging in…` : t`Login`}
        </button>
      ) : null}
      {context.alert ? (
        <p className="auth-alert" role="alert">
          {say(context.alert)}
        </p>
      ) : null}
      <p className="auth-switch">
        {t`New here?`}{" "}
        <button type="button" className="link-button" onClick={onCreateAccount}>
          {t`Create Account`}
        </button>
      </p>
    </form>
  );
}
