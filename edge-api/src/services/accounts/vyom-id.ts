/**
 * The customer id of docs/product.md#constants-and-limits: the first three letters of the name, a
 * random four-digit number, the mobile's digits at positions 7-9, and another random four-digit
 * number, e.g. `KAR4821543` + `9012` for "Karthik" / 98765 43210. Letters are upper-cased; a name
 * with fewer than three letters is padded with X. The random parts come from the CSPRNG; a clash
 * with an existing id is handled by the caller retrying.
 */
import { randomInt } from "node:crypto";

export const vyomIdPattern = /^[A-Z]{3}\d{4}\d{3}\d{4}$/;

const fourDigits = () => randomInt(1_000, 10_000).toString();

export function generateVyomId(name: string, mobile: string): string {
  const letters = name
    .normalize("NFKD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
  const prefix = letters.slice(0, 3).padEnd(3, "X");
  return `${prefix}${fourDigits()}${mobile.slice(6, 9)}${fourDigits()}`;
}
