import { REFERENCE_WHEN_SENT } from "@vyom/catalog/contract";
import { useId, useState } from "react";
import type { OutboxRecord } from "@/db/records.ts";
import { SAVED_MANY } from "@/lib/delivery-words.ts";
import { clockTime, describeSubmission } from "./data/describe-submission.ts";
import {
  removeSubmission,
  retrySubmission,
  sendNow,
  useOutboxSummary,
  usePersistence,
  useUnsentRows,
} from "./data/use-outbox-rows.ts";

const needsAttention = (row: OutboxRecord) => row.attentionSince !== undefined;
const isWaiting = (row: OutboxRecord) =>
  (row.state === "pending" || row.state === "sending") && !needsAttention(row);

/** "1 booking", "2 bookings", "3 forms" (when the kinds are mixed). */
function count(rows: number, bookings: number): string {
  const noun = bookings === rows ? "booking" : "form";
  return `${rows} ${noun}${rows === 1 ? "" : "s"}`;
}

function waitingLine(row: OutboxRecord): string {
  const saved = `Saved at ${clockTime(row.createdAt)}`;
  if (row.state === "sending") return `${saved} · sending now…`;
  if (row.attempts === 0) return `${saved} · will be sent automatically`;
  const tries = `${row.attempts} ${row.attempts === 1 ? "try" : "tries"}`;
  return `${saved} · not sent yet (${tries}: ${row.lastError ?? "no answer"}) · will keep trying`;
}

function attentionLine(row: OutboxRecord): string {
  const times = row.serverErrors?.count ?? row.attempts;
  const status = row.serverErrors ? ` (${row.serverErrors.status})` : "";
  const next =
    row.state === "sending"
      ? "Sending again now…"
      : `It will be tried again at ${clockTime(row.nextAttemptAt)}, or press Try again.`;
  return `Saved at ${clockTime(row.createdAt)} · our server could not take it${status}, ${times} times in a row. It is kept on this phone. ${next} If it keeps failing, please call us.`;
}

/**
 * The outbox on screen: how many submissions wait on this phone, which could not be sent and
 * why, and what the person can do (send now, try again, remove). Plainly warns when the browser
 * refused persistent storage while something waits.
 */
export function OutboxStatus() {
  const counts = useOutboxSummary();
  const persistence = usePersistence();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The rows themselves are read only while the panel is open: the chip needs counts alone.
  const rows = useUnsentRows(open);
  const waiting = rows.filter(isWaiting);
  const stuck = rows.filter(needsAttention);
  const failed = rows.filter((row) => row.state === "failed");
  if (counts.waiting === 0 && counts.failed === 0) return null;

  // Rows that need attention are waiting too, but are counted (and listed) on their own.
  const waitingOnly = counts.waiting - counts.needsAttention;
  const attention = counts.needsAttention;
  const summary = [
    attention > 0
      ? `${count(attention, counts.needsAttentionBookings)} ${attention === 1 ? "needs" : "need"} your attention`
      : "",
    waitingOnly > 0
      ? `${count(waitingOnly, counts.waitingBookings - counts.needsAttentionBookings)} waiting to be sent`
      : "",
    counts.failed > 0 ? `${count(counts.failed, counts.failedBookings)} could not be sent` : "",
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <section className="outbox-status" aria-label="Saved on this phone">
      {persistence === "refused" && counts.waiting > 0 ? (
        <p className="outbox-warning" role="alert">
          Your browser may delete saved bookings if the phone clears this site's data. Please stay
          online until they are sent.
        </p>
      ) : null}
      <button
        type="button"
        className={`outbox-chip${failed.length > 0 || attention > 0 ? " outbox-chip-failed" : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-live="polite">{summary}</span>
      </button>
      <div id={panelId} className="outbox-panel" hidden={!open}>
        {stuck.length > 0 ? (
          <>
            <h2 className="outbox-heading">Needs your attention</h2>
            <ul className="outbox-list">
              {stuck.map((row) => (
                <li key={row.id} className="outbox-item outbox-item-failed">
                  <strong>{describeSubmission(row)}</strong>
                  <span className="outbox-item-status">{attentionLine(row)}</span>
                  <span className="outbox-item-actions">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void retrySubmission(row.id)}
                    >
                      Try again
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {waitingOnly > 0 ? (
          <>
            <h2 className="outbox-heading">Waiting to be sent</h2>
            <p className="outbox-note">{SAVED_MANY}</p>
            <ul className="outbox-list">
              {waiting.map((row) => (
                <li key={row.id} className="outbox-item">
                  <strong>{describeSubmission(row)}</strong>
                  <span className="outbox-item-status">{waitingLine(row)}</span>
                  {row.kind === "booking" ? (
                    // The server gives a booking its reference (catalog/src/contract/booking-reference.ts).
                    <span className="outbox-item-status">{REFERENCE_WHEN_SENT}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void sendNow()}
            >
              Send now
            </button>
          </>
        ) : null}
        {counts.failed > 0 ? (
          <>
            <h2 className="outbox-heading">Could not send</h2>
            <ul className="outbox-list">
              {failed.map((row) => (
                <li key={row.id} className="outbox-item outbox-item-failed">
                  <strong>{describeSubmission(row)}</strong>
                  <span className="outbox-item-status">{row.lastError}</span>
                  <span className="outbox-item-actions">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void retrySubmission(row.id)}
                    >
                      Try again
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void removeSubmission(row.id)}
                    >
                      Remove
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
