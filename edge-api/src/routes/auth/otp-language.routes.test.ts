/**
 * `?language=` on the OTP sends (docs/i18n.md#on-the-server): the code arrives in the language's
 * registered template (the simulator registers every language's), English when left out; any
 * other value is 400 before anything is counted, stored or sent; and a language never changes
 * the number, the count or the cool-down of the sends.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { otpChallenges, rateLimitCounters } from "../../db/schema.ts";
import { appHeaders, nextAddress, nextMobile, startOfNextHour } from "./auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(() => startOfNextHour(ctx));

const send = (path: string, address = nextAddress()) =>
  ctx.get(path, { address, headers: appHeaders });

async function inbox(mobile: string): Promise<string[]> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message);
}

const challengesOf = (mobile: string) =>
  ctx.db.select().from(otpChallenges).where(eq(otpChallenges.mobileNumber, mobile));

describe("an OTP in the reader's language", () => {
  it("sends a login code in Tamil, which logs in as any code does", async () => {
    const mobile = nextMobile();
    const res = await send(`/api/auth/get-otp/${mobile}?language=ta`);
    expect(res.status).toBe(200);
    const [text = ""] = await inbox(mobile);
    expect(text).toMatch(/^\d{5} உங்கள் Vyom Diagnostics OTP\. இது 5 நிமிடங்களுக்குச் செல்லுபடியாகும்\./);
    const code = text.slice(0, 5);
    const verified = await ctx.postJson(
      "/api/auth/verify-otp",
      { mobileNumber: mobile, recievedOtp: code },
      { address: nextAddress() },
    );
    expect(verified.status).toBe(200);
  });

  it("sends a sign-up code in Hindi and a resend in Kannada; English when none is named", async () => {
    const mobile = nextMobile();
    expect((await send(`/api/auth/get-otp/${mobile}?purpose=sign-up&language=hi`)).status).toBe(
      200,
    );
    ctx.clock.advance(60_000);
    expect((await send(`/api/auth/resend-otp/${mobile}?purpose=sign-up&language=kn`)).status).toBe(
      200,
    );
    ctx.clock.advance(120_000);
    expect((await send(`/api/auth/get-otp/${mobile}`)).status).toBe(200);
    const [english, kannada, hindi] = await inbox(mobile);
    expect(hindi).toMatch(/^\d{5} आपका Vyom Diagnostics OTP है।/);
    expect(kannada).toMatch(/^\d{5} ನಿಮ್ಮ Vyom Diagnostics OTP\./);
    expect(english).toMatch(/^\d{5} is your Vyom Diagnostics OTP\./);
  });

  it.each([
    ["another code", "fr"],
    ["a code in capitals", "TA"],
    ["a locale", "ta-IN"],
    ["an empty value", ""],
    ["a NUL", "ta%00"],
    ["a lone surrogate", "%ED%A0%80"],
    ["a long value", "t".repeat(5_000)],
  ])("refuses %s with 400, counting, storing and sending nothing", async (_, language) => {
    const mobile = nextMobile();
    const address = nextAddress();
    const counters = await ctx.db.select().from(rateLimitCounters);
    const res = await send(`/api/auth/get-otp/${mobile}?language=${language}`, address);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "invalid-request" });
    expect(await inbox(mobile)).toEqual([]);
    expect(await challengesOf(mobile)).toEqual([]);
    expect(await ctx.db.select().from(rateLimitCounters)).toEqual(counters);
    // The same client, number and second, with a language the API knows: sent at once.
    expect((await send(`/api/auth/get-otp/${mobile}?language=te`, address)).status).toBe(200);
  });

  it("keeps the number's cool-down whatever the language: a new language is no new budget", async () => {
    const mobile = nextMobile();
    expect((await send(`/api/auth/get-otp/${mobile}?language=ta`)).status).toBe(200);
    for (const language of ["en", "kn", "te", "hi", "ta"]) {
      const again = await send(`/api/auth/get-otp/${mobile}?language=${language}`);
      expect(again.status, language).toBe(429);
    }
    expect(await inbox(mobile)).toHaveLength(1);
    expect(await challengesOf(mobile)).toHaveLength(1);
  });

  it("refuses a repeated parameter rather than choose between them", async () => {
    const mobile = nextMobile();
    const res = await send(`/api/auth/get-otp/${mobile}?language=kn&language=hi`);
    expect(res.status).toBe(400);
    expect(await inbox(mobile)).toEqual([]);
  });
});
