/**
 * The doctor's links in words: how long one works, its address, and one line each for when it
 * was made, when it ends (or ended, or was revoked) and whether the doctor opened it. Times are
 * India's whatever the phone's zone, short ("28 Nov, 21:52"): a link lives a week at most. Said in
 * the reader's language of the moment (i18n/runtime.tsx's i18n).
 */
import { msg, t } from "@lingui/core/macro";
import { appTimeZone } from "@/lib/dates.ts";
import type { ReportShare } from "./shares-api.ts";

/** The choices of "how long", in hours (the API takes 1 to 168; 24 unless chosen). */
export const shareDurations = [
  { hours: 1, words: msg`1 hour` },
  { hours: 24, words: msg`24 hours` },
  { hours: 168, words: msg`7 days` },
] as const;

export const defaultShareHours = 24;

/**
 * The page the doctor opens. The token is in the fragment: a browser never sends a fragment to
 * any server, so it is in no request line, server log or Referer; the page sends it in a header.
 */
export function shareLink(origin: string, token: string): string {
  return `${origin}/shared-report#${token}`;
}

let shortFormat: Intl.DateTimeFormat | undefined;

/** e.g. "28 Nov, 21:52" in Asia/Kolkata. */
export function shortTime(at: string | Date): string {
  shortFormat ??= new Intl.DateTimeFormat("en-IN", {
    timeZone: appTimeZone,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return shortFormat.format(new Date(at));
}

/** "Made 28 Nov, 21:52 · ends 29 Nov, 21:52" (or "ended", or "revoked" and when). */
export function shareLifeWords(share: ReportShare): string {
  const made = shortTime(share.createdAt);
  if (share.revokedAt) {
    const revoked = shortTime(share.revokedAt);
    return t`Made ${made} · revoked ${revoked}`;
  }
  const ends = shortTime(share.expiresAt);
  if (!share.live) return t`Made ${made} · ended ${ends}`;
  return t`Made ${made} · ends ${ends}`;
}

/**
 * "Opened 2 times, last on 28 Nov, 21:52", "Opened once, on …" or "Not opened yet": the page and
 * the PDF alike (each is the doctor reading it).
 */
export function openingsWords(openings: ReportShare["openings"]): string {
  if (openings.length === 0) return t`Not opened yet`;
  const latest = openings.reduce((a, b) => (Date.parse(b.at) > Date.parse(a.at) ? b : a));
  const last = shortTime(latest.at);
  if (openings.length === 1) return t`Opened once, on ${last}`;
  const count = openings.length;
  return t`Opened ${count} times, last on ${last}`;
}
