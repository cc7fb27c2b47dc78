import { useLingui } from "@lingui/react/macro";
import { cleanMobile, isIndianMobile } from "@vyom/catalog/contract";
import { useMachine } from "@xstate/react";
import { type FormEvent, useId, useState } from "react";
import { knownText } from "@/i18n/known-text.ts";
import { useHydrated } from "@/lib/use-hydrated.ts";
import type { ProofPageState } from "../data/proof-pages.ts";
import { reportMessages } from "../data/report-errors.ts";
import type { ReportOtpRequest } from "../data/reports-api.ts";
import { reportOtpMachine } from "../machines/report-otp.machine.ts";
import { OtpCodeForm } from "./otp-code-form.tsx";
import { ReportList, type ReportListProps } from "./report-list.tsx";
import { useListInHistory, useProofArrival } from "./use-proof-arrival.ts";

/**
 * The OTP way to reports, for a mobile number or a corporate employee: the details form, the
 * code form, then the list. Inputs are checked here, with a message at the field, before any
 * request; the machine does the calls.
 */
interface ReportOtpFlowProps {
  kind: Exclude<ReportOtpRequest["kind"], "session">;
  machine?: typeof reportOtpMachine;
  /** Passed to the list (tests swap the calls). */
  listProps?: Pick<ReportListProps, "loadReports" | "loadPdf">;
}

export function ReportOtpFlow(props: ReportOtpFlowProps) {
  // Back from a report (or a reload of the list) reopens the list; a report page whose proof
  // ended brings its message. Read when the page mounts, before the entry is rewritten, but acted
  // on only once hydrated: the build prerendered this page from its path alone (the form), so
  // hydration draws the form, and the list or the message comes in the render right after.
  const arrival = useProofArrival();
  const hydrated = useHydrated();
  const arrived = hydrated ? arrival : {};
  const fromEntry = arrived.reportsOpen === true || arrived.reportsMessage !== undefined;
  return (
    <ReportOtpSteps
      key={fromEntry ? "from-entry" : "new"}
      {...props}
      arrival={arrived}
      entryRead={hydrated}
    />
  );
}

interface ReportOtpStepsProps extends ReportOtpFlowProps {
  arrival: ProofPageState;
  /** False while hydrating: the history entry is left as it is until it has been acted on. */
  entryRead: boolean;
}

function ReportOtpSteps({
  kind,
  machine = reportOtpMachine,
  listProps,
  arrival,
  entryRead,
}: ReportOtpStepsProps) {
  const [snapshot, send] = useMachine(machine, {
    input: { resume: arrival.reportsOpen === true, message: arrival.reportsMessage ?? null },
  });
  const { context } = snapshot;
  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(knownText(text));
  const verified = snapshot.matches("verified");
  useListInHistory(entryRead ? verified : null);
  const [mobile, setMobile] = useState("");
  const [corporateId, setCorporateId] = useState("");
  const [employeeId, setEmployeeId] = useState("");
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const ids = {
    mobile: useId(),
    corporate: useId(),
    employee: useId(),
    error: useId(),
  };

  const sending = snapshot.matches("sending");
  const verifying = snapshot.matches("verifying");
  const inCode = snapshot.matches("code") || verifying;

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    let request: ReportOtpRequest;
    if (kind === "mobile") {
      if (!isIndianMobile(mobile)) {
        setFieldError({ field: "mobile", message: reportMessages.invalidMobile });
        return;
      }
      request = { kind, mobileNumber: mobile };
    } else {
      if (corporateId.trim() === "") {
        setFieldError({ field: "corporate", message: reportMessages.missingCorporateId });
        return;
      }
      if (employeeId.trim() === "") {
        setFieldError({ field: "employee", message: reportMessages.missingEmployeeId });
        return;
      }
      request = { kind, corporateId: corporateId.trim(), employeeId: employeeId.trim() };
    }
    setFieldError(null);
    send({ type: "SEND", request });
  };

  const errorFor = (field: string) =>
    fieldError?.field === field ? (
      <p className="field-error" id={ids.error}>
        {say(fieldError.message)}
      </p>
    ) : null;
  const describedBy = (field: string) => (fieldError?.field === field ? ids.error : undefined);

  if (verified || snapshot.matches("signingOut")) {
    return (
      <ReportList
        source="access"
        doneLabel={t`Done`}
        onDone={() => send({ type: "DONE" })}
        onExpired={(message) => send({ type: "EXPIRED", message })}
        {...listProps}
      />
    );
  }

  const alert = context.error ? (
    <p className="report-alert" role="alert">
      {say(context.error)}
    </p>
  ) : null;

  if (inCode) {
    return (
      <OtpCodeForm
        sentTo={context.sentTo}
        error={context.error}
        verifying={verifying}
        canResend={snapshot.matches({ code: "canResend" })}
        resending={snapshot.matches({ code: "resending" })}
        secondsLeft={context.resendInSeconds}
        verifyLabel={t`Verify and show reports`}
        onVerify={(otp) => send({ type: "VERIFY", otp })}
        onResend={() => send({ type: "RESEND" })}
      >
        <button
          type="button"
          className="button button-secondary"
          disabled={verifying}
          onClick={() => send({ type: "EDIT" })}
        >
          {kind === "mobile" ? t`Change number` : t`Change IDs`}
        </button>
      </OtpCodeForm>
    );
  }

  return (
    <form className="report-form" onSubmit={submitDetails} noValidate>
      {kind === "mobile" ? (
        <div className="field">
          <label className="field-label" htmlFor={ids.mobile}>
            {t`Registered mobile number`}
          </label>
          <input
            id={ids.mobile}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            // No maxLength: the browser would cut a pasted "+91 98765 43210" before cleanMobile
            // sees it; cleanMobile keeps ten digits.
            value={mobile}
            aria-invalid={fieldError?.field === "mobile"}
            aria-describedby={describedBy("mobile")}
            onChange={(event) => setMobile(cleanMobile(event.target.value))}
          />
          {errorFor("mobile")}
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor={ids.corporate}>
              {t`Corporate ID`}
            </label>
            <input
              id={ids.corporate}
              autoCapitalize="characters"
              maxLength={40}
              value={corporateId}
              aria-invalid={fieldError?.field === "corporate"}
              aria-describedby={describedBy("corporate")}
              onChange={(event) => setCorporateId(event.target.value)}
            />
            {errorFor("corporate")}
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.employee}>
              {t`Employee ID`}
            </label>
            <input
              id={ids.employee}
              autoCapitalize="characters"
              maxLength={40}
              value={employeeId}
              aria-invalid={fieldError?.field === "employee"}
              aria-describedby={describedBy("employee")}
              onChange={(event) => setEmployeeId(event.target.value)}
            />
            {errorFor("employee")}
          </div>
        </>
      )}
      {alert}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t`Sending OTP…` : t`Send OTP`}
      </button>
      <p className="report-hint">
        {kind === "mobile"
          ? t`We send a one-time password to this number. Reports need an internet connection and are never stored on this device.`
          : t`We send a one-time password to the mobile number registered with your employer.`}
      </p>
    </form>
  );
}
