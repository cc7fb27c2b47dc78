import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateOtpCode, hashOtpCode, otpCodeMatches } from "./otp-code.ts";

const secret = "test-secret-key-of-enough-length";

describe("OTP codes", () => {
  it("are always five digits and vary", () => {
    const codes = Array.from({ length: 2_000 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    expect(new Set(codes).size).toBeGreaterThan(1_900);
  });

  it("are stored as a keyed hash that does not contain the code", () => {
    const hash = hashOtpCode(secret, "9876543210", "04213");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("04213");
    expect(hashOtpCode("another-secret", "9876543210", "04213")).not.toBe(hash);
  });

  it("match only the same code for the same number", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{5}$/),
        fc.stringMatching(/^\d{5}$/),
        fc.stringMatching(/^[6-9]\d{9}$/),
        (code, other, mobile) => {
          const stored = hashOtpCode(secret, mobile, code);
          expect(otpCodeMatches(secret, mobile, code, stored)).toBe(true);
          expect(otpCodeMatches(secret, mobile, other, stored)).toBe(other === code);
          expect(otpCodeMatches(secret, `${mobile.slice(0, 9)}x`, code, stored)).toBe(false);
        },
      ),
    );
  });

  it("never match a malformed stored hash", () => {
    expect(otpCodeMatches(secret, "9876543210", "12345", "not-hex")).toBe(false);
  });
});
