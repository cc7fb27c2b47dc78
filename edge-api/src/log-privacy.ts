/**
 * What a log line may carry. The logger (logger.ts) passes every record through `scrubLogRecord`
 * before it is written, whoever logged it, so a call site that forgets the rule cannot leak.
 *
 * Guarantees, at any depth of the record:
 * - a 10-digit Indian mobile number (with or without +91, 91 or 0 before it) inside any string or
 *   number is masked as services/sms/sms.ts's `maskMobile` masks it (98******10);
 * - the value of a field named for a person's name, an OTP or code, a password, a token, a cookie,
 *   an authorization or a secret is replaced by "[redacted]", whatever it holds.
 * Names inside free text cannot be recognised: call sites log ids, never a person's details.
 */
import { mobileDigits } from "@vyom/catalog/contract";
import { maskMobile } from "./services/sms/sms.ts";

const REDACTED = "[redacted]";

/** Letters or digits around the number mean it is part of something else (a uuid, a hash). */
const MOBILE = new RegExp(
  `(?<![0-9A-Za-z])(\\+?91[\\s-]?|0)?(${mobileDigits})(?![0-9A-Za-z])`,
  "g",
);

const SECRET_KEY = /(password|passwd|token|cookie|authorization|secret|otp|captcha)$/i;
const SECRET_KEYS = new Set(
  ["code", "name", "fullName", "firstName", "middleName", "lastName", "patientName"]
    .concat(["customerName", "memberName", "set-cookie"])
    .map((key) => key.toLowerCase()),
);

const isSecretKey = (key: string) => SECRET_KEYS.has(key.toLowerCase()) || SECRET_KEY.test(key);

/** The text with every mobile number in it masked. */
function maskMobiles(text: string): string {
  return text.replace(MOBILE, (_match, prefix: string | undefined, mobile: string) => {
    return `${prefix ?? ""}${maskMobile(mobile)}`;
  });
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === "string") return maskMobiles(value);
  if (typeof value === "number") {
    const text = String(value);
    const masked = maskMobiles(text);
    return masked === text ? value : masked;
  }
  if (value === null || typeof value !== "object") return value;
  // Records are a few flat fields; anything nested deeper than this is not worth writing.
  if (depth > 6) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? REDACTED : scrub(item, depth + 1);
  }
  return out;
}

export function scrubLogRecord(record: Record<string, unknown>): Record<string, unknown> {
  return scrub(record, 0) as Record<string, unknown>;
}
