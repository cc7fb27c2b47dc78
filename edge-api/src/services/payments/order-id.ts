import { randomInt } from "node:crypto";
import { brand } from "@vyom/catalog/brand";
import { indiaDate } from "@vyom/catalog/contract";

/** No 0/O or 1/I: the id is read out over the phone to customer care. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const PREFIX = brand.slug.slice(0, 3).toUpperCase();

/** `YYYYMMDD` of `now` in Asia/Kolkata. */
export const indiaDateStamp = (now: Date): string => indiaDate(now).replaceAll("-", "");

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
