/**
 * Property: whatever body arrives at the auth, captcha and cart POST routes, the answer is a 4xx
 * or a 2xx JSON, never a 5xx. Bodies are random JSON, and objects with the right field names and
 * random values (the shapes most likely to get past a shallow check), NUL and lone surrogates
 * included.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { POISONS } from "../../../test/fuzz/arbitraries.ts";
import { fuzzRuns } from "../../../test/fuzz/runs.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const fields: Record<string, string[]> = {
  "/api/auth/verify-otp": ["recievedOtp", "mobileNumber"],
  "/api/auth/login": ["recievedOtp", "mobileNumber"],
  "/api/auth/sign-up": [
    "mobileNumber",
    "name",
    "email",
    "pincode",
    "namePrefix",
    "mobileCode",
    "vyomId",
    "recievedOtp",
  ],
  "/api/auth/verify-captcha": ["captchaValue"],
  "/api/cart/create": ["tests", "healthPackages", "vyomId", "bookingId"],
};

const plausible = fc.oneof(
  fc.jsonValue(),
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.stringMatching(/^\d{5}$/),
  fc.constantFrom("MR", "MRS", "+91", "a@b.in", "600020", "", "null", "e30="),
  fc.constantFrom(...POISONS),
  fc.stringMatching(/^[6-9]\d{9}$/).map((mobile) => `${mobile}\u0000`),
  fc.array(
    fc.record({ testName: fc.jsonValue(), testPrice: fc.jsonValue(), corpId: fc.jsonValue() }),
  ),
);

describe.each(Object.entries(fields))("POST %s with random bodies", (path, keys) => {
  it("never answers 5xx", async () => {
    const shaped = fc.dictionary(fc.constantFrom(...keys), plausible);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), fc.nat(250), async (body, n) => {
        const res = await ctx.postJson(path, body, { address: `192.0.2.${n}` });
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
      }),
      { numRuns: fuzzRuns(60) },
    );
  });
});

describe("GET routes with random path segments", () => {
  it("never answer 5xx", async () => {
    const routes = ["verify-user", "legacy-user", "get-otp", "resend-otp"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.string(),
        fc.nat(250),
        async (route, s, n) => {
          const res = await ctx.get(`/api/auth/${route}/${encodeURIComponent(s)}`, {
            address: `192.0.2.${n}`,
          });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: fuzzRuns(60) },
    );
  });
});
