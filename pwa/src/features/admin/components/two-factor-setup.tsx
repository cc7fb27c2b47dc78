import { useState } from "react";
import { type Enrolment, isUnauthorised, startEnrolment } from "../data/admin-api.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { TwoFactorEnrolment } from "./two-factor-enrolment.tsx";

type Step =
  | { kind: "offer"; failed: boolean }
  | { kind: "enrol"; enrolment: Enrolment }
  | { kind: "recovery-codes"; codes: string[] };

/** For a signed-in admin without two-factor sign-in: the offer, the enrolment, the codes. */
export function TwoFactorSetup({
  onEnrolled,
  onUnauthorised,
}: {
  onEnrolled: () => void;
  onUnauthorised: () => void;
}) {
  const [step, setStep] = useState<Step>({ kind: "offer", failed: false });

  async function start() {
    try {
      setStep({ kind: "enrol", enrolment: await startEnrolment() });
    } catch (error) {
      if (isUnauthorised(error)) return onUnauthorised();
      console.warn("Two-factor enrolment could not start", error);
      setStep({ kind: "offer", failed: true });
    }
  }

  if (step.kind === "enrol") {
    return (
      <TwoFactorEnrolment
        enrolment={step.enrolment}
        onConfirmed={(codes) => setStep({ kind: "recovery-codes", codes })}
        onExpired={() => setStep({ kind: "offer", failed: false })}
      />
    );
  }
  if (step.kind === "recovery-codes") {
    return <RecoveryCodes codes={step.codes} onSaved={onEnrolled} />;
  }
  return (
    <p className="admin-notice">
      Two-factor sign-in is off for your account: anyone with your password can sign in.{" "}
      <button type="button" className="admin-link-button" onClick={start}>
        Set up two-factor sign-in
      </button>
      {step.failed ? " (could not start: try again)" : null}
    </p>
  );
}
