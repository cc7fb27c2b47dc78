import { t } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import { ToastRegion, toastDurationMs } from "@/components/toast.tsx";
import type { OutboxKind, OutboxRecord } from "@/db/records.ts";
import { knownText } from "@/i18n/known-text.ts";
import { i18n, useLingui } from "@/i18n/runtime.tsx";
import { CONTACT_SOON } from "@/lib/delivery-words.ts";
import { describeSubmission, kindPlural } from "./data/describe-submission.ts";
import { acknowledgeSent, useRowsToAnnounce } from "./data/use-outbox-rows.ts";

/**
 * The notices in the reader's words (the runtime's language: SentNotices re-renders on a change),
 * English exactly as delivery-words.ts's `sentWords` and CONTACT_SOON say it.
 */
const sent = (what: string) => t`✔️ Sent: ${what}.`;
const followUp = (kind: OutboxKind) =>
  kind === "booking" ? ` ${i18n._(knownText(CONTACT_SOON))}` : "";

/**
 * More delivered forms of one kind than this are announced in one notice ("✔️ Sent: 12
 * bookings."): a phone that queued many while offline would otherwise fill its screen, and a
 * screen reader's queue, with notices to close one by one.
 */
export const separateNoticesUpTo = 3;

interface SentNotice {
  /** The toast's id: its first row's. */
  id: number;
  rowIds: number[];
  message: string;
  /** A booking's own notice leads back to choosing its collection window (/thanks). */
  action?: { to: string; label: string };
}

/** Where a sent booking's window is chosen: its after-submit page, which offers the windows. */
const chooseWindow = (row: OutboxRecord) => ({
  to: `/thanks?${new URLSearchParams({ for: row.kind, ref: String(row.id) })}`,
  label: t`Choose your collection window`,
});

export function sentNotices(rows: readonly OutboxRecord[]): SentNotice[] {
  const byKind = new Map<OutboxKind, OutboxRecord[]>();
  for (const row of rows) {
    const ofKind = byKind.get(row.kind);
    if (ofKind) ofKind.push(row);
    else byKind.set(row.kind, [row]);
  }
  return [...byKind].flatMap(([kind, ofKind]): SentNotice[] => {
    const after = followUp(kind);
    if (ofKind.length <= separateNoticesUpTo) {
      return ofKind.map((row) => ({
        id: row.id,
        rowIds: [row.id],
        message: `${sent(describeSubmission(row))}${after}`,
        ...(kind === "booking" ? { action: chooseWindow(row) } : {}),
      }));
    }
    const rowIds = ofKind.map((row) => row.id);
    return [
      {
        id: rowIds[0] as number,
        rowIds,
        message: `${sent(`${ofKind.length} ${kindPlural(kind)}`)}${after}`,
      },
    ];
  });
}

/**
 * Closes each notice `durationMs` after it first shows, as any toast goes: a notice left open
 * lay over the page and took the taps under it until someone closed it.
 */
function useClosingByThemselves(notices: readonly SentNotice[], durationMs: number) {
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const key = notices.map((notice) => `${notice.id}:${notice.rowIds.join(",")}`).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the notices shown change (key), not on each new array
  useEffect(() => {
    const shown = new Set(notices.map((notice) => notice.id));
    for (const [id, timer] of timers.current) {
      if (!shown.has(id)) {
        clearTimeout(timer);
        timers.current.delete(id);
      }
    }
    for (const notice of notices) {
      if (timers.current.has(notice.id)) continue;
      timers.current.set(
        notice.id,
        setTimeout(() => void acknowledgeSent(notice.rowIds), durationMs),
      );
    }
  }, [key, durationMs]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
}

/**
 * "It was sent": a notice for the saved submissions the flusher delivered after the person
 * stopped watching them (in this tab, another tab or the service worker), one per submission or
 * one for many of a kind. It closes by itself after a while; closing it, in any tab, closes it
 * everywhere. A booking's notice links to choosing its collection window.
 */
export function SentNotices({ durationMs = toastDurationMs }: { durationMs?: number }) {
  // Subscribed to the language: the notices are worded in it.
  useLingui();
  const notices = sentNotices(useRowsToAnnounce());
  useClosingByThemselves(notices, durationMs);
  const toasts = notices.map(({ id, message, action }) => ({
    id,
    tone: "success" as const,
    message,
    ...(action ? { action } : {}),
  }));
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
