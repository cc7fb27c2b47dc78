import type { DeskVisit } from "@vyom/catalog/contract/schemas";
import type { OutboxRecord } from "@/db/records.ts";
import { actionOf, type TechnicianActionPayload } from "@/db/technician-day.ts";
import { formatClock } from "@/lib/format.ts";
import { collectWords } from "@/lib/visit-money.ts";

const actionWords: Record<TechnicianActionPayload["action"], string> = {
  "start-visit": "Start visit",
  "mark-collected": "Collected",
  "mark-paid": "Payment received",
};

/**
 * One visit on the technician's page: who, where, a call button, the tests with their
 * preparation, what to collect, and the actions its status allows. An action still in the outbox
 * shows as waiting (its button gone, so a second tap cannot queue it twice); a refused one says why.
 * One the server took after the kept day was read (`sentSinceKept`) counts as done.
 */
export function VisitCard({
  visit,
  unsent,
  sentSinceKept = [],
  onAction,
}: {
  visit: DeskVisit;
  unsent: readonly OutboxRecord[];
  sentSinceKept?: readonly OutboxRecord[];
  onAction: (payload: TechnicianActionPayload) => void;
}) {
  const mine = unsent.filter((row) => actionOf(row)?.visitId === visit.id);
  const queued = (action: TechnicianActionPayload["action"]) =>
    [...mine, ...sentSinceKept].some(
      (row) =>
        row.state !== "failed" &&
        actionOf(row)?.visitId === visit.id &&
        actionOf(row)?.action === action,
    );
  const started = visit.startedAt !== null || queued("start-visit");
  const collected = visit.status === "collected" || queued("mark-collected");
  const open = visit.status === "confirmed" || visit.status === "technician-assigned";
  const payable =
    visit.payment === "pay-at-collection" && visit.status !== "cancelled" && !queued("mark-paid");
  const names = visit.patients.map((patient) => patient.name).join(", ");
  const headingId = `visit-${visit.id}`;
  return (
    <article className="technician-visit" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {visit.window ? `${formatClock(visit.window.startsAt)} · ` : ""}
        {visit.customerName ?? names}
      </h2>
      {names && names !== visit.customerName ? <p>Patients: {names}</p> : null}
      {visit.address ? (
        <address>
          {visit.address.line}
          {visit.address.landmark ? `, near ${visit.address.landmark}` : ""}
          <br />
          {visit.address.area}, {visit.address.pincode}
        </address>
      ) : (
        <p>Address: ask the customer on the call</p>
      )}
      <a className="technician-call" href={`tel:+91${visit.mobileNumber}`}>
        Call {visit.mobileNumber}
      </a>
      <ul aria-label="Tests">
        {visit.testDetails.map((test) => (
          <li key={test.name}>
            {test.name}
            {test.preparation ? ` (${test.preparation})` : ""}
          </li>
        ))}
      </ul>
      <p>{collectWords(visit)}</p>
      <p role="status">
        {collected ? "Collected" : started ? "Started: on the way" : "Not started"}
      </p>
      {mine.map((row) => (
        <p key={row.id} className={row.state === "failed" ? "technician-refused" : undefined}>
          {row.state === "failed"
            ? `Not sent: ${actionWords[actionOf(row)?.action ?? "start-visit"]}. ${row.lastError ?? ""}`
            : `Waiting to send: ${actionWords[actionOf(row)?.action ?? "start-visit"]}`}
        </p>
      ))}
      <div className="technician-actions">
        {visit.status === "technician-assigned" && !started ? (
          <button
            type="button"
            onClick={() => onAction({ visitId: visit.id, action: "start-visit" })}
          >
            Start visit
          </button>
        ) : null}
        {open && !collected ? (
          <button
            type="button"
            onClick={() => onAction({ visitId: visit.id, action: "mark-collected" })}
          >
            Collected
          </button>
        ) : null}
        {payable ? (
          <>
            <button
              type="button"
              onClick={() => onAction({ visitId: visit.id, action: "mark-paid", method: "cash" })}
            >
              Cash received
            </button>
            <button
              type="button"
              onClick={() => onAction({ visitId: visit.id, action: "mark-paid", method: "upi" })}
            >
              UPI received
            </button>
          </>
        ) : null}
      </div>
    </article>
  );
}
