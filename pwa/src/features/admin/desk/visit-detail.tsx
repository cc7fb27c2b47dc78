import { indiaDate } from "@vyom/catalog/contract";
import { useEffect, useState } from "react";
import { formatDateTime } from "@/lib/format.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { LoadFailure } from "../components/load-failure.tsx";
import {
  actOnVisit,
  type DeskActionBody,
  type DeskVisit,
  fetchTechnicianSuggestions,
  fetchVisitAudit,
  type LabSimulatorRequest,
  labSimulatorAvailable,
  refusalMessage,
  sendSimulatedResults,
  type Technician,
  type TechnicianSuggestions,
} from "./desk-api.ts";
import { VisitActions } from "./visit-actions.tsx";
import { VisitFacts } from "./visit-facts.tsx";
import { actionLabels, actionsFrom } from "./visit-status.ts";

/**
 * One visit at the desk: what the dispatcher needs of it (visit-facts.tsx), its buttons in a
 * fixed row (visit-actions.tsx: each step the API audits and tells the customer about by SMS),
 * the technician suggested for its area, a refusal in the API's words, and its audit log.
 */
export function VisitDetail({
  visit,
  technicians,
  onChanged,
  onUnauthorised,
  now = () => new Date(),
}: {
  visit: DeskVisit;
  technicians: Technician[];
  onChanged: (visit: DeskVisit) => void;
  onUnauthorised: () => void;
  /** The desk's clock (tests give one): which day it is in India decides the day guard. */
  now?: () => Date;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [auditKey, setAuditKey] = useState(0);
  const today = indiaDate(now());
  const audit = useOnlineRead((signal) => fetchVisitAudit(visit.id, signal), {
    key: `${visit.id}/${auditKey}`,
    onUnauthorised,
    label: "the audit log",
  });
  const assignable = actionsFrom["assign-technician"].includes(visit.status);
  const suggestions = useOnlineRead((signal) => fetchTechnicianSuggestions(visit.id, signal), {
    key: visit.id,
    enabled: assignable,
    onUnauthorised,
    label: "the technicians to suggest",
  });
  const choices = technicianChoices(technicians, suggestions.data);

  async function act(body: DeskActionBody): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      const after = await actOnVisit(visit.id, body);
      onChanged(after);
      setAuditKey((key) => key + 1);
      return true;
    } catch (error) {
      setProblem(refusalMessage(error));
      // Someone else may have moved it: show what it is now.
      setAuditKey((key) => key + 1);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="desk-visit" aria-labelledby={`visit-${visit.id}`}>
      <h2 id={`visit-${visit.id}`} className="desk-heading">
        {visit.kind === "order" ? "Order" : "Booking"} {visit.reference}
      </h2>
      <VisitFacts visit={visit} today={today} />

      {problem ? (
        <p className="admin-notice" role="alert">
          {problem}
        </p>
      ) : null}
      {busy ? (
        <p className="admin-summary" role="status">
          Sending…
        </p>
      ) : null}

      <VisitActions
        visit={visit}
        today={today}
        busy={busy}
        choices={choices}
        suggestions={suggestions.data}
        onAct={act}
        onProblem={setProblem}
      />

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
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>{" "}
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

/**
 * The technicians to choose from: with the suggestions, the visit's area first, each with their
 * visits that day against the daily capacity; without them (still loading, or failed), the
 * active ones by name.
 */
function technicianChoices(
  technicians: Technician[],
  suggestions: TechnicianSuggestions | undefined,
) {
  if (!suggestions) {
    return technicians
      .filter((technician) => technician.active)
      .map((technician) => ({ id: technician.id, label: technician.name }));
  }
  return suggestions.technicians.map((technician) => ({
    id: technician.id,
    label: `${technician.name}${technician.id === suggestions.suggested ? " (suggested)" : ""} · ${technician.sameArea ? "this area" : "other area"} · ${technician.visitsThatDay}/${suggestions.capacity} that day${technician.hasRoom ? "" : ", full"}`,
  }));
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

/** "received → confirmed", from the snapshots the audit keeps; and an override confirmed. */
function describeChange(before: unknown, after: unknown): string {
  const field = (value: unknown, name: string) =>
    typeof value === "object" && value !== null && name in value
      ? String((value as Record<string, unknown>)[name])
      : undefined;
  const from = field(before, "status");
  const to = field(after, "status");
  const change = from && to && from !== to ? ` (${from} → ${to})` : "";
  const override =
    field(after, "override") === "collected-before-visit-day"
      ? `, before the visit's day (${field(after, "day")}), confirmed`
      : "";
  return `${change}${override}`;
}
