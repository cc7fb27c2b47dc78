import { plural, t } from "@lingui/core/macro";
import { REFERENCE_WHEN_SENT } from "@vyom/catalog/contract";
import { useId, useState } from "react";
import type { OutboxRecord } from "@/db/records.ts";
import { knownText, saidOrGeneric } from "@/i18n/known-text.ts";
import { i18n, useLingui } from "@/i18n/runtime.tsx";
import { SAVED_MANY } from "@/lib/delivery-words.ts";
import { clockTime, describeSubmission } from "./data/describe-submission.ts";
import { refusedWords, serverTroubleWords } from "./data/outbox-reason-words.ts";
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

// The lines below are worded in the runtime's language when the panel renders (OutboxStatus
// subscribes to it). A count says "booking" when every row counted is a booking, else "form".

/** "1 booking needs your attention", "3 forms need your attention". */
function needAttention(rows: number, bookings: number): string {
  return bookings === rows
    ? t`${plural(rows, { one: "# booking needs your attention", other: "# bookings need your attention" })}`
    : t`${plural(rows, { one: "# form needs your attention", other: "# forms need your attention" })}`;
}

function waitingToBeSent(rows: number, bookings: number): string {
  return bookings === rows
    ? t`${plural(rows, { one: "# booking waiting to be sent", other: "# bookings waiting to be sent" })}`
    : t`${plural(rows, { one: "# form waiting to be sent", other: "# forms waiting to be sent" })}`;
}

function couldNotBeSent(rows: number, bookings: number): string {
  return bookings === rows
    ? t`${plural(rows, { one: "# booking could not be sent", other: "# bookings could not be sent" })}`
    : t`${plural(rows, { one: "# form could not be sent", other: "# forms could not be sent" })}`;
}

/** A stored reason in the reader's words (outbox-reason-words.ts). */
const reasonWords = (reason: string) => saidOrGeneric(i18n, reason, serverTroubleWords);

function waitingLine(row: OutboxRecord): string {
  const time = clockTime(row.createdAt);
  if (row.state === "sending") return t`Saved at ${time} · sending now…`;
  if (row.attempts === 0) return t`Saved at ${time} · will be sent automatically`;
  const attempts = row.attempts;
  const reason = reasonWords(row.lastError ?? "no answer");
  return t`Saved at ${time} · not sent yet (${plural(attempts, { one: "# try", other: "# tries" })}: ${reason}) · will keep trying`;
}

function attentionLine(row: OutboxRecord): string {
  const time = clockTime(row.createdAt);
  const times = row.serverErrors?.count ?? row.attempts;
  const status = row.serverErrors ? ` (${row.serverErrors.status})` : "";
  const nextTime = clockTime(row.nextAttemptAt);
  const next =
    row.state === "sending"
      ? t`Sending again now…`
      : t`It will be tried again at ${nextTime}, or press Try again.`;
  return t`Saved at ${time} · our server could not take it${status}, ${times} times in a row. It is kept on this phone. ${next} If it keeps failing, please call us.`;
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
  // Subscribed to the language: the panel's words are the runtime's.
  useLingui();
  const waiting = rows.filter(isWaiting);
  const stuck = rows.filter(needsAttention);
  const failed = rows.filter((row) => row.state === "failed");
  if (counts.waiting === 0 && counts.failed === 0) return null;

  // Rows that need attention are waiting too, but are counted (and listed) on their own.
  const waitingOnly = counts.waiting - counts.needsAttention;
  const attention = counts.needsAttention;
  const summary = [
    attention > 0 ? needAttention(attention, counts.needsAttentionBookings) : "",
    waitingOnly > 0
      ? waitingToBeSent(waitingOnly, counts.waitingBookings - counts.needsAttentionBookings)
      : "",
    counts.failed > 0 ? couldNotBeSent(counts.failed, counts.failedBookings) : "",
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <section className="outbox-status" aria-label={t`Saved on this phone`}>
      {persistence === "refused" && counts.waiting > 0 ? (
        <p className="outbox-warning" role="alert">
          {t`Your browser may delete saved bookings if the phone clears this site's data. Please stay online until they are sent.`}
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
            <h2 className="outbox-heading">{t`Needs your attention`}</h2>
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
                      {t`Try again`}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {waitingOnly > 0 ? (
          <>
            <h2 className="outbox-heading">{t`Waiting to be sent`}</h2>
            <p className="outbox-note">{i18n._(knownText(SAVED_MANY))}</p>
            <ul className="outbox-list">
              {waiting.map((row) => (
                <li key={row.id} className="outbox-item">
                  <strong>{describeSubmission(row)}</strong>
                  <span className="outbox-item-status">{waitingLine(row)}</span>
                  {row.kind === "booking" ? (
                    // The server gives a booking its reference (catalog/src/contract/booking-reference.ts).
                    <span className="outbox-item-status">
                      {i18n._(knownText(REFERENCE_WHEN_SENT))}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void sendNow()}
            >
              {t`Send now`}
            </button>
          </>
        ) : null}
        {counts.failed > 0 ? (
          <>
            <h2 className="outbox-heading">{t`Could not send`}</h2>
            <ul className="outbox-list">
              {failed.map((row) => (
                <li key={row.id} className="outbox-item outbox-item-failed">
                  <strong>{describeSubmission(row)}</strong>
                  <span className="outbox-item-status">
                    {row.lastError && saidOrGeneric(i18n, row.lastError, refusedWords)}
                  </span>
                  <span className="outbox-item-actions">
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void retrySubmission(row.id)}
                    >
                      {t`Try again`}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void removeSubmission(row.id)}
                    >
                      {t`Remove`}
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
