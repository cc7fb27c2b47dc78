/**
 * How the customer's pages write a day, a time and a collection window (docs/product.md#formats):
 * "29 Nov 2026", "9:40 am", "7:00-9:00 am" (one am/pm when both ends share it, "11:00 am-1:00 pm"
 * when they do not). Days and times here are India's already (`YYYY-MM-DD`, `HH:MM` as the API
 * gives them), so no time zone is involved. Money is `formatRupees` (catalog/src/pricing.ts). The
 * app reads all of them through pwa/src/lib/format.ts.
 */
const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** "2026-11-29" → "29 Nov 2026"; anything else as it came. */
export function dayWords(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

const clockParts = (time: string) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return undefined;
  const hours = Number(match[1]);
  return {
    text: `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}`,
    half: hours < 12 ? "am" : "pm",
  };
};

/** "17:30" → "5:30 pm"; anything else as it came. */
export function clockWords(time: string): string {
  const parts = clockParts(time);
  return parts ? `${parts.text} ${parts.half}` : time;
}

/** "07:00", "09:00" → "7:00-9:00 am"; "11:00", "13:00" → "11:00 am-1:00 pm"; no end: "7:00 am". */
export function windowWords(startsAt: string, endsAt?: string): string {
  const start = clockParts(startsAt);
  const end = endsAt === undefined ? undefined : clockParts(endsAt);
  if (!start) return endsAt ? `${startsAt}-${endsAt}` : startsAt;
  if (!end) return clockWords(startsAt);
  return start.half === end.half
    ? `${start.text}-${end.text} ${end.half}`
    : `${start.text} ${start.half}-${end.text} ${end.half}`;
}

/** "07:00-09:00" (an order's time slot) → "7:00-9:00 am". */
export const slotWords = (slot: string): string => {
  const [startsAt = slot, endsAt] = slot.split("-");
  return windowWords(startsAt, endsAt);
};

/** "29 Nov 2026, 7:00-9:00 am". */
export const dayWindowWords = (day: string, startsAt: string, endsAt?: string): string =>
  `${dayWords(day)}, ${windowWords(startsAt, endsAt)}`;
