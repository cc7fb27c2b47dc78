/**
 * The number prefix an OTP send's budget counts (otp-send-budgets.ts): the first five digits of
 * an Indian mobile number. Mobile series are allotted to an operator, in one service area, in
 * blocks of 100,000 numbers (one lakh) named by those five digits; SMS pumping fraud sends to
 * sequential numbers in blocks a colluding operator holds, while a lab's new customers spread
 * over the thousands of blocks of their city, a handful in any one block a day. Four digits (a
 * million numbers) would put too many real customers behind one budget; six would let a flood
 * step to the next block after every 1,000 numbers.
 */
import { createHash } from "node:crypto";

export const PREFIX_DIGITS = 5;

export function numberPrefix(subject: string): string {
  if (/^\d{10}$/.test(subject)) return subject.slice(0, PREFIX_DIGITS);
  // Not a number (the reports' stand-in key for an unregistered employee): a prefix drawn from
  // its hash, spread as real numbers' prefixes are, so stand-ins share no budget of their own
  // that would tell them apart from registered employees.
  const drawn = createHash("sha256").update(subject).digest().readUInt32BE(0) % 10 ** PREFIX_DIGITS;
  return String(drawn).padStart(PREFIX_DIGITS, "0");
}
