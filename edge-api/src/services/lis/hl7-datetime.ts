/**
 * HL7 v2 dates and date-times (TS/DTM) to and from ISO strings.
 *
 * Strict on purpose: @medplum/core's parseHl7DateTime reads "2024131" or "20240230" as some other
 * day without complaint, and a result filed under the wrong collection time is worse than a
 * rejected message. Only the forms the integration guide names are read:
 * YYYYMMDD[HHMM[SS[.S{1,4}]]][+/-ZZZZ].
 */

/**
 * Indian labs send local time and most LIS leave the offset out: a time without one is read as
 * India Standard Time (+05:30, no daylight saving), never as UTC or the server's zone.
 */
export const DEFAULT_HL7_OFFSET = "+0530";

const TIMESTAMP =
  /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.(\d{1,4}))?)?)?(?:([+-])(\d{2})(\d{2}))?$/;

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An HL7 timestamp as an ISO string in UTC (`toISOString()`), or undefined when malformed. */
export function parseHl7Timestamp(text: string): string | undefined {
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0", frac = "0", sign, oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!validDay(year, month, day)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  const offset = sign
    ? { sign, hours: Number(oh), minutes: Number(om) }
    : { sign: DEFAULT_HL7_OFFSET[0], hours: 5, minutes: 30 };
  if (offset.hours > 14 || offset.minutes > 59) return undefined;
  const offsetMs = (offset.sign === "-" ? -1 : 1) * (offset.hours * 60 + offset.minutes) * 60_000;
  const ms = Math.round(Number(`0.${frac}`) * 1000);
  const local = Date.UTC(year, month - 1, day, Number(h), Number(mi), Number(s), ms);
  return new Date(local - offsetMs).toISOString();
}

/** An HL7 date (PID-7) as YYYY-MM-DD; a time after the date is allowed and ignored. */
export function parseHl7Date(text: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{4}(?:\d{2})?)?$/.exec(text);
  if (!m) return undefined;
  const [, y, mo, d] = m;
  if (!validDay(Number(y), Number(mo), Number(d))) return undefined;
  return `${y}-${mo}-${d}`;
}

/** YYYY-MM-DD as an HL7 date. */
export function formatHl7Date(isoDate: string): string {
  return isoDate.replaceAll("-", "");
}

/**
 * A moment as an HL7 timestamp in India time with its offset written out:
 * YYYYMMDDHHMMSS+0530, with .SSS before the offset only when there are milliseconds.
 */
export function formatHl7Timestamp(at: Date | string): string {
  const ist = new Date(new Date(at).getTime() + (5 * 60 + 30) * 60_000);
  const digits = ist.toISOString().replace(/[-:T]/g, "");
  const ms = ist.getUTCMilliseconds() > 0 ? digits.slice(14, 18) : "";
  return `${digits.slice(0, 14)}${ms}${DEFAULT_HL7_OFFSET}`;
}
