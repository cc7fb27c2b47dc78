import { deskMessages } from "@vyom/catalog/contract";
import { useEffect, useState } from "react";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import {
  actOnVisit,
  type DeskActionBody,
  type DeskVisit,
  fetchVisitAudit,
  type LabSimulatorRequest,
  labSimulatorAvailable,
  refusalMessage,
  sendSimulatedResults,
  type Technician,
} from "./desk-api.ts";
import { patientWords } from "./visit-patient.ts";
import { actionLabels, actionsFrom, reportStatus, statusLabels } from "./visit-status.ts";

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/**
 * One visit at the desk: its details, the buttons its status allows (each a step the API audits
 * and tells the customer about by SMS), once collected the status of its reports as the lab
 * releases them, a refusal in the API's words, and its audit log.
 */
export function VisitDetail({
  visit,
  technicians,
  onChanged,
  onUnauthorised,
}: {
  visit: DeskVisit;
  technicians: Technician[];
  onChanged: (visit: DeskVisit) => void;
  onUnauthorised: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [technicianId, setTechnicianId] = useState("");
  const [arrivingBy, setArrivingBy] = useState(visit.window?.startsAt ?? "");
  const [reason, setReason] = useState("");
  const [method, setMethod] = useState<"cash" | "upi">("cash");
  const [auditKey, setAuditKey] = useState(0);
  const audit = useOnlineRead((signal) => fetchVisitAudit(visit.id, signal), {
    key: `${visit.id}/${auditKey}`,
    onUnauthorised,
    label: "the audit log",
  });
  const allows = (action: keyof typeof actionsFrom) => actionsFrom[action].includes(visit.status);
  const active = technicians.filter((technician) => technician.active);
  // Reports become ready only when the lab releases them: the desk sees it, never declares it.
  const reports = reportStatus(visit);
  const patient = patientWords(visit.patient);

  async function act(body: DeskActionBody) {
    setBusy(true);
    setProblem(null);
    try {
      const after = await actOnVisit(visit.id, body);
      onChanged(after);
      setAuditKey((key) => key + 1);
      if (body.action === "cancel") setReason("");
    } catch (error) {
      setProblem(refusalMessage(error));
      // Someone else may have moved it: show what it is now.
      setAuditKey((key) => key + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="desk-visit" aria-labelledby={`visit-${visit.id}`}>
      <h2 id={`visit-${visit.id}`} className="desk-heading">
        {visit.kind === "order" ? "Order" : "Booking"} {visit.reference}
      </h2>
      <dl className="desk-facts">
        <dt>Status</dt>
        <dd data-testid="visit-status">{statusLabels[visit.status]}</dd>
        <dt>Customer</dt>
        <dd>
          {visit.customerName ? `${visit.customerName}, ` : ""}
          <a href={`tel:+91${visit.mobileNumber}`}>{visit.mobileNumber}</a>
        </dd>
        {patient ? (
          <>
            <dt>Patient</dt>
            <dd data-testid="visit-patient">{patient}</dd>
          </>
        ) : null}
        <dt>Window</dt>
        <dd>
          {visit.window
            ? `${visit.window.day} ${visit.window.startsAt}, ${visit.window.areaName ?? visit.window.areaId}`
            : "None chosen"}
        </dd>
        <dt>Technician</dt>
        <dd>
          {visit.technician
            ? `${visit.technician.name} (${visit.technician.mobileNumber})${visit.arrivingBy ? `, arriving by ${visit.arrivingBy}` : ""}`
            : "None yet"}
        </dd>
        <dt>Tests</dt>
        <dd>{visit.tests.join(", ") || "—"}</dd>
        {reports ? (
          <>
            <dt>Reports</dt>
            <dd data-testid="report-status">{reports}</dd>
          </>
        ) : null}
        {visit.payment ? (
          <>
            <dt>Payment</dt>
            <dd>{visit.payment}</dd>
          </>
        ) : null}
      </dl>

      {problem ? (
        <p className="admin-notice" role="alert">
          {problem}
        </p>
      ) : null}

      <div className="desk-actions">
        {allows("confirm") ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => act({ action: "confirm" })}
          >
            Confirm
          </button>
        ) : null}
        {allows("assign-technician") ? (
          <form
            className="desk-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void act({ action: "assign-technician", technicianId, arrivingBy });
            }}
          >
            <label>
              Technician{" "}
              <select
                value={technicianId}
                required
                onChange={(event) => setTechnicianId(event.target.value)}
              >
                <option value="">Choose…</option>
                {active.map((technician) => (
                  <option key={technician.id} value={technician.id}>
                    {technician.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Arriving by{" "}
              <input
                type="time"
                value={arrivingBy}
                required
                onChange={(event) => setArrivingBy(event.target.value)}
              />
            </label>
            <button type="submit" className="button button-secondary" disabled={busy}>
              Assign technician
            </button>
          </form>
        ) : null}
        {allows("mark-collected") ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => act({ action: "mark-collected" })}
          >
            Mark collected
          </button>
        ) : null}
        {allows("mark-in-lab") ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => act({ action: "mark-in-lab" })}
          >
            Mark in the lab
          </button>
        ) : null}
        {visit.kind === "order" && visit.payment === "pay-at-collection" && allows("mark-paid") ? (
          <form
            className="desk-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void act({ action: "mark-paid", method });
            }}
          >
            <label>
              Paid by{" "}
              <select
                value={method}
                onChange={(event) => setMethod(event.target.value === "upi" ? "upi" : "cash")}
              >
                <option value="cash">Cash</option>
                <option value="upi">UPI</option>
              </select>
            </label>
            <button type="submit" className="button button-secondary" disabled={busy}>
              Mark paid at collection
            </button>
          </form>
        ) : null}
        {allows("cancel") ? (
          <form
            className="desk-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim() === "") {
                setProblem(deskMessages.reasonRequired);
                return;
              }
              void act({ action: "cancel", reason: reason.trim() });
            }}
          >
            <label>
              Reason{" "}
              <input
                type="text"
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
            <button type="submit" className="button button-secondary" disabled={busy}>
              Cancel booking
            </button>
          </form>
        ) : null}
      </div>

      {SAMPLE_AT_LAB.includes(visit.status) ? (
        <LabSimulator key={visit.id} visitId={visit.id} />
      ) : null}

      <h3 className="desk-heading">Audit log</h3>
      {audit.error ? (
        <LoadFailure what="the audit log" error={audit.error} onRetry={audit.retry} />
      ) : audit.data ? (
        audit.data.length === 0 ? (
          <p className="admin-summary">Nothing done at the desk yet.</p>
        ) : (
          <ol className="desk-audit" aria-label="Audit log">
            {audit.data.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>{" "}
                <strong>{actionLabels[entry.action] ?? entry.action}</strong> by {entry.actor}
                {describeChange(entry.before, entry.after)}
              </li>
            ))}
          </ol>
        )
      ) : (
        <p className="admin-summary" role="status">
          Loading the audit log…
        </p>
      )}
    </section>
  );
}

/** Statuses whose sample a lab has: the only ones a lab files results for. */
const SAMPLE_AT_LAB: readonly string[] = ["collected", "in-lab", "report-ready"];

const simulatorPresses: readonly { label: string; request: LabSimulatorRequest }[] = [
  { label: "Send partial (HL7)", request: { stage: "partial", protocol: "hl7v2" } },
  { label: "Send final (FHIR)", request: { stage: "final", protocol: "fhir" } },
  { label: "Send correction (HL7)", request: { stage: "corrected", protocol: "hl7v2" } },
  { label: "Critical value (FHIR)", request: { stage: "final", protocol: "fhir", critical: true } },
];

/**
 * Development only: the LIS simulator's buttons, so the results path can be walked with no lab
 * attached. Shown only when the server has the simulator (never in production, and only to a
 * browser on the server's machine); each press shows the ingest API's answer in its words.
 */
function LabSimulator({ visitId }: { visitId: string }) {
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void labSimulatorAvailable(controller.signal).then(
      (yes) => !controller.signal.aborted && setAvailable(yes),
    );
    return () => controller.abort();
  }, []);
  if (!available) return null;

  async function press(request: LabSimulatorRequest) {
    setBusy(true);
    try {
      const sent = await sendSimulatedResults(visitId, request);
      setAnswer(`${sent.message} (HTTP ${sent.status})`);
    } catch (error) {
      setAnswer(refusalMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="desk-actions">
      <legend>Lab simulator (development)</legend>
      {simulatorPresses.map(({ label, request }) => (
        <button
          key={label}
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void press(request)}
        >
          {label}
        </button>
      ))}
      {answer ? (
        <p className="admin-summary" role="status">
          {answer}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "received → confirmed", from the snapshots the audit keeps. */
function describeChange(before: unknown, after: unknown): string {
  const status = (value: unknown) =>
    typeof value === "object" && value !== null && "status" in value
      ? String((value as { status: unknown }).status)
      : undefined;
  const from = status(before);
  const to = status(after);
  return from && to && from !== to ? ` (${from} → ${to})` : "";
}
