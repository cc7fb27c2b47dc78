import "./admin.css";
import { useState, useSyncExternalStore } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { transactionsHistoryPath } from "./admin-paths.ts";
import { AdminLoginForm } from "./components/admin-login-form.tsx";
import { CodeForm } from "./components/code-form.tsx";
import { RecoveryCodes } from "./components/recovery-codes.tsx";
import { StaffLayout, StaffMain } from "./components/staff-layout.tsx";
import { TwoFactorEnrolment } from "./components/two-factor-enrolment.tsx";
import { type Enrolment, submitSignInCode } from "./data/admin-api.ts";
import { isAdminSignedIn, markAdminSignedIn } from "./data/admin-flag.ts";

type Step =
  | { kind: "password" }
  | { kind: "code" }
  | { kind: "enrol"; enrolment: Enrolment }
  | { kind: "recovery-codes"; codes: string[] };

/**
 * /admin-login: staff sign-in (online only, in the staff layout): e-mail and password, then, for
 * an admin with two-factor sign-in, the app's code; an admin who must set it up first enrols here
 * and is shown the recovery codes before going on. Someone already signed in in this tab goes
 * straight to the workspace, which asks the server whether the session still holds.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: "password" });
  const signedInHere = useSignedInFlag();
  if (step.kind === "password" && signedInHere) {
    return <Navigate to={transactionsHistoryPath} replace />;
  }
  const signedIn = () => {
    markAdminSignedIn();
    navigate(transactionsHistoryPath, { replace: true });
  };
  const startAgain = () => setStep({ kind: "password" });

  return (
    <StaffLayout>
      <StaffMain title="Admin Login">
        {step.kind === "password" ? (
          <AdminLoginForm
            onAccepted={(answer) => {
              if (answer.status === "success") signedIn();
              else if (answer.status === "code-required") setStep({ kind: "code" });
              else setStep({ kind: "enrol", enrolment: answer.enrolment });
            }}
          />
        ) : step.kind === "code" ? (
          <CodeForm
            label="Code from your authenticator app"
            hint="The 6-digit code your app shows for Vyom Diagnostics, or one of your recovery codes."
            submitLabel="Verify"
            send={async (code) => {
              await submitSignInCode(code);
              signedIn();
            }}
            onExpired={startAgain}
          />
        ) : step.kind === "enrol" ? (
          <TwoFactorEnrolment
            enrolment={step.enrolment}
            onConfirmed={(codes) => setStep({ kind: "recovery-codes", codes })}
            onExpired={startAgain}
          />
        ) : (
          <RecoveryCodes codes={step.codes} onSaved={signedIn} />
        )}
      </StaffMain>
    </StaffLayout>
  );
}

const noChange = () => () => {};

/**
 * The tab's sign-in flag, read once hydrated: the page is prerendered (the form, for everyone), so
 * its first render must match that HTML; the flag's redirect comes right after.
 */
function useSignedInFlag(): boolean {
  return useSyncExternalStore(noChange, isAdminSignedIn, () => false);
}
