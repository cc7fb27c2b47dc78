import { randomInt } from "node:crypto";
import { brand } from "@vyom/catalog/brand";

/** No 0/O or 1/I: the id is read out over the phone to customer care. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const PREFIX = brand.slug.slice(0, 3).toUpperCase();

const indiaDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** `YYYYMMDD` of `now` in Asia/Kolkata. */
export function indiaDateStamp(now: Date): string {
  const parts = Object.fromEntries(indiaDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}${parts.month}${parts.day}`;
}

/** `YYYY-MM-DD` of `now` in Asia/Kolkata. */
export function indiaIsoDate(now: Date): string {
  const stamp = indiaDateStamp(now);
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}`;
}

/**
 * A human-readable order id, e.g. `VYO-20250314-K7M2QX`: the brand, the Indian calendar date and
 * six random characters (32^6 ≈ 10^9 a day; the unique index catches the rare clash).
 */
export function generateOrderId(now: Date): string {
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX}-${indiaDateStamp(now)}-${suffix}`;
}

export const ORDER_ID_PATTERN = new RegExp(`^${PREFIX}-\\d{8}-[${ALPHABET}]{6}$`);
