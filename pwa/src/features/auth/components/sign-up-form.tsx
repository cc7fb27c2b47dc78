import { Trans, useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { ToastTone } from "@/components/toast.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { namePrefixes } from "../data/auth-api.ts";
import { countryCode } from "../machines/auth-rules.ts";
import { type SignUpField, signUpMachine } from "../machines/sign-up.machine.ts";
import { MobileField } from "./mobile-field.tsx";
import { OtpInput, type OtpInputHandle } from "./otp-input.tsx";
import { ResendPrompt } from "./resend-prompt.tsx";
import { useAuthActorEffects } from "./use-auth-actor.ts";

interface SignUpFormProps {
  onDone: () => void;
  onToast: (message: string, tone: ToastTone) => void;
  onShowLogin: () => void;
  machine?: typeof signUpMachine;
}

/**
 * The Sign Up tab: step 1 'Enter your details', step 2 'Verify OTP' (docs/product.md#sign-up-flow),
 * with the login's countdown to Send Again (resend-prompt.tsx).
 */
export function SignUpForm({
  onDone,
  onToast,
  onShowLogin,
  machine = signUpMachine,
}: SignUpFormProps) {
  const [snapshot, send, actorRef] = useMachine(machine);
  const { context } = snapshot;
  const mobile = context.mobile;
  const otpBoxes = useRef<OtpInputHandle>(null);
  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(knownText(text));
  useAuthActorEffects(actorRef, snapshot.status === "done", onToast, onDone);

  const onOtpStep = snapshot.matches("verifyingOtp");
  const signingUp =
    snapshot.matches({ verifyingOtp: { submission: "signingUp" } }) ||
    snapshot.matches("savingSession");
  const resendOffered = snapshot.matches({ verifyingOtp: { resend: "offered" } });
  const resending =
    snapshot.matches({ verifyingOtp: { resend: "resending" } }) ||
    snapshot.matches({ verifyingOtp: { resend: "calling" } });
  const change = (field: SignUpField) => (value: string) =>
    send({ type: "FIELD_CHANGED", field, value });

  useEffect(() => {
    if (onOtpStep) otpBoxes.current?.focus();
  }, [onOtpStep]);

  if (onOtpStep || snapshot.matches("savingSession") || snapshot.status === "done") {
    return (
      <form
        className="auth-form"
        aria-labelledby="sign-up-otp-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "SIGN_UP" });
        }}
      >
        <h3 id="sign-up-otp-title" className="auth-step-title">
          {t`Verify OTP`}
        </h3>
        <p className="auth-notice">
          <Trans>
            OTP sent to{" "}
            <strong>
              {countryCode} {mobile}
            </strong>
          </Trans>{" "}
          <button
            type="button"
            className="link-button"
            disabled={signingUp}
            onClick={() => send({ type: "EDIT_DETAILS" })}
          >
            {t`Edit details`}
          </button>
        </p>
        <OtpInput
          ref={otpBoxes}
          label={t`OTP`}
          value={context.otp}
          disabled={signingUp}
          errorId={context.otpError ? "sign-up-otp-error" : undefined}
          onChange={(value) => send({ type: "OTP_CHANGED", value })}
        />
        {context.otpError ? (
          <p id="sign-up-otp-error" className="field-error">
            {say(context.otpError)}
          </p>
        ) : null}
        {onOtpStep ? (
          <ResendPrompt
            offered={resendOffered}
            sending={resending}
            secondsLeft={context.resendInSeconds}
            onResend={() => send({ type: "RESEND" })}
            onCall={context.voiceRetry ? () => send({ type: "CALL" }) : undefined}
          />
        ) : null}
        {context.alert ? (
          <p className="auth-alert" role="alert">
            {say(context.alert)}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={signingUp}>
          {signingUp ? t`Signing up…` : t`Sign Up`}
        </button>
      </form>
    );
  }

  const sending = snapshot.matches("sendingOtp");
  return (
    <form
      className="auth-form"
      aria-labelledby="sign-up-details-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "VERIFY" });
      }}
    >
      <h3 id="sign-up-details-title" className="auth-step-title">
        {t`Enter your details`}
      </h3>
      <div className="auth-field">
        <label htmlFor="sign-up-name">{t`Name`}</label>
        <div className="name-input">
          <select
            aria-label={t`Name prefix`}
            value={context.namePrefix}
            disabled={sending}
            onChange={(event) => change("namePrefix")(event.target.value)}
          >
            {namePrefixes.map((prefix) => (
              <option key={prefix} value={prefix}>
                {prefix}
              </option>
            ))}
          </select>
          <input
            id="sign-up-name"
            autoComplete="name"
            required
            value={context.name}
            disabled={sending}
            onChange={(event) => change("name")(event.target.value)}
          />
        </div>
      </div>
      <MobileField
        id="sign-up-mobile"
        value={context.mobile}
        error={context.mobileError}
        disabled={sending}
        onChange={change("mobile")}
      />
      <div className="auth-field">
        <label htmlFor="sign-up-email">{t`Mail Id`}</label>
        <input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          required
          value={context.email}
          disabled={sending}
          onChange={(event) => change("email")(event.target.value)}
        />
      </div>
      <div className="auth-field">
        <label htmlFor="sign-up-pincode">{t`Pincode`}</label>
        <input
          id="sign-up-pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{6}"
          required
          value={context.pincode}
          disabled={sending}
          onChange={(event) => change("pincode")(event.target.value)}
        />
      </div>
      {context.detailsError ? <p className="field-error">{say(context.detailsError)}</p> : null}
      {context.alert ? (
        <p className="auth-alert" role="alert">
          {say(context.alert)}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t`Sending OTP…` : t`Verify`}
      </button>
      <p className="auth-switch">
        {t`Already have an account?`}{" "}
        <button type="button" className="link-button" onClick={onShowLogin}>
          {t`Login`}
        </button>
      </p>
    </form>
  );
}
