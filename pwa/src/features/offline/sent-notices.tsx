import { ToastRegion } from "@/components/toast.tsx";
import type { OutboxKind, OutboxRecord } from "@/db/records.ts";
import { describeSubmission, kindPlural } from "./data/describe-submission.ts";
import { acknowledgeSent, useRowsToAnnounce } from "./data/use-outbox-rows.ts";

const followUp: Partial<Record<string, string>> = { booking: " ☎️ We will contact you soon!" };

/**
 * More delivered forms of one kind than this are announced in one notice ("12 bookings were
 * sent."): a phone that queued many while offline would otherwise fill its screen, and a screen
 * reader's queue, with notices to close one by one.
 */
export const separateNoticesUpTo = 3;

interface SentNotice {
  /** The toast's id: its first row's. */
  id: number;
  rowIds: number[];
  message: string;
}

export function sentNotices(rows: readonly OutboxRecord[]): SentNotice[] {
  const byKind = new Map<OutboxKind, OutboxRecord[]>();
  for (const row of rows) {
    const ofKind = byKind.get(row.kind);
    if (ofKind) ofKind.push(row);
    else byKind.set(row.kind, [row]);
  }
  return [...byKind].flatMap(([kind, ofKind]): SentNotice[] => {
    const after = followUp[kind] ?? "";
    if (ofKind.length <= separateNoticesUpTo) {
      return ofKind.map((row) => ({
        id: row.id,
        rowIds: [row.id],
        message: `✔️ ${describeSubmission(row)} was sent.${after}`,
      }));
    }
    const rowIds = ofKind.map((row) => row.id);
    return [
      {
        id: rowIds[0] as number,
        rowIds,
        message: `✔️ ${ofKind.length} ${kindPlural(kind)} were sent.${after}`,
      },
    ];
  });
}

/**
 * "It was sent": a notice for the saved submissions the flusher delivered after the person
 * stopped watching them (in this tab, another tab or the service worker), one per submission or
 * one for many of a kind. Closing it, in any tab, closes it everywhere.
 */
export function SentNotices() {
  const notices = sentNotices(useRowsToAnnounce());
  const toasts = notices.map(({ id, message }) => ({ id, tone: "success" as const, message }));
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={(id) => {
        const notice = notices.find((each) => each.id === id);
        if (notice) void acknowledgeSent(notice.rowIds);
      }}
    />
  );
}
