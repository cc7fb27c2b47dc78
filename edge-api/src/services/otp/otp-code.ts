/**
 * OTP codes: five digits from the CSPRNG (the product's five boxes), stored only as an
 * HMAC-SHA256 keyed with the server secret and bound to the mobile number. With only 100,000
 * possible codes a plain hash would be reversed instantly; without the key a leaked table row
 * reveals nothing, and a code hashed for one number never matches another's.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const OTP_LENGTH = 5;

export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

export function hashOtpCode(secret: string, mobile: string, code: string): string {
  return createHmac("sha256", secret).update(`otp:${mobile}:${code}`).digest("hex");
}

export function otpCodeMatches(
  secret: string,
  mobile: string,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashOtpCode(secret, mobile, code), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
