import { randomInt } from "node:crypto";
import {
  ORDER_ID_ALPHABET as ALPHABET,
  indiaDate,
  ORDER_ID_PATTERN,
  ORDER_ID_PREFIX as PREFIX,
} from "@vyom/catalog/contract";

export { ORDER_ID_PATTERN };

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
