/**
 * `POST /api/auth/otp-call`: the live code read out by a phone call (MSG91's OTP API retry by
 * voice, here through the simulator). A call is a send again: it waits out the same cool-down,
 * comes out of the same per-number, per-address and daily budgets, and reaches only a number for
 * which the asking client holds a live code. Attacked here: before the countdown, replay, flood,
 * a stranger's number, another site, a script without the app's header, malformed bodies, and a
 * server whose SMS adapter cannot call.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { otpChallenges } from "../../db/schema.ts";
import { otpLimits } from "../../services/otp/otp-limits.ts";
import {
  appHeaders,
  nextAddress,
  nextMobile,
  requestOtp,
  sendOtp,
  startOfNextHour,
} from "./auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => startOfNextHour(ctx));

const call = (
  mobile: string,
  options: { address?: string; headers?: Record<string, string>; otpClient?: false } = {},
) =>
  ctx.postJson(
    "/api/auth/otp-call",
    { mobileNumber: mobile },
    {
      address: options.address ?? nextAddress(),
      headers: options.headers ?? appHeaders,
      ...(options.otpClient === false ? { otpClient: false as const } : {}),
    },
  );

/** The development inbox's calls to the number (the simulator's voice retries). */
async function callsTo(mobile: string): Promise<string[]> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message).filter((m) => m.startsWith("Voice call:"));
}

const spoken = (code: string) => [...code].join(" ");
const cooldownOver = () => ctx.clock.advance(otpLimits.sendCooldownMs + 1_000);

describe("POST /api/auth/otp-call", () => {
  it("a send answers that calls are offered; after the countdown the call reads out the live code, which logs in", async () => {
    const mobile = nextMobile();
    const sent = await requestOtp(ctx, mobile);
    expect(await sent.json()).toEqual({ status: "sent", resendAfterSeconds: 20, voiceRetry: true });
    const res0 = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
    const [sms] = ((await res0.json()) as { messages: { message: string }[] }).messages;
    const code = sms?.message.slice(0, 5) ?? "";
    cooldownOver();
    const res = await call(mobile);
    expect(res.status).toBe(200);
    // Counted as the number's second send: its next cool-down doubles, as a resend's would.
    expect(await res.json()).toEqual({ status: "sent", resendAfterSeconds: 40, voiceRetry: true });
    expect(await callsTo(mobile)).toEqual([
      `Voice call: your Vyom Diagnostics OTP is ${spoken(code)}. Again, ${spoken(code)}.`,
    ]);
    // The code the call read out is the live one: it checks.
    const verified = await ctx.postJson(
      "/api/auth/verify-otp",
      { recievedOtp: code, mobileNumber: mobile },
      { address: nextAddress() },
    );
    expect(await verified.json()).toEqual({ isVerified: true });
  });

  it("before the countdown ends: 429 with the same Retry-After a send again gets, and no call", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    ctx.clock.advance(5_000);
    const res = await call(mobile);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBe(15);
    const resend = await requestOtp(ctx, mobile, { resend: true });
    expect(resend.headers.get("retry-after")).toBe("15");
    expect(await callsTo(mobile)).toEqual([]);
  });

  it("replayed: the second call waits the doubled cool-down; a call after an SMS resend waits as a third send", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    cooldownOver();
    expect((await call(mobile)).status).toBe(200);
    const again = await call(mobile);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBe(40);
    ctx.clock.advance(41_000);
    expect((await requestOtp(ctx, mobile, { resend: true })).status).toBe(200);
    const third = await call(mobile);
    expect(third.status).toBe(429);
    expect(await callsTo(mobile)).toHaveLength(1);
  });

  it("a stranger's number: a client with no live code of its own for it gets 409 and places no call", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    cooldownOver();
    const res = await call(mobile, { otpClient: false });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "no-code-to-call" });
    expect((await call(nextMobile())).status).toBe(409);
    expect(await callsTo(mobile)).toEqual([]);
  });

  it("a used or expired code has nothing to call for", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    await ctx.db
      .update(otpChallenges)
      .set({ consumedAt: ctx.clock() })
      .where(eq(otpChallenges.mobileNumber, mobile));
    cooldownOver();
    expect((await call(mobile)).status).toBe(409);
    const other = nextMobile();
    await sendOtp(ctx, other);
    ctx.clock.advance(otpLimits.codeLifetimeMs + 1_000);
    expect((await call(other)).status).toBe(409);
    expect(code).toMatch(/^\d{5}$/);
    expect(await callsTo(mobile)).toEqual([]);
    expect(await callsTo(other)).toEqual([]);
  });

  it("a flood from one address is stopped by the same hourly budget as its SMS sends", async () => {
    const address = nextAddress();
    let refused: Response | undefined;
    for (let i = 0; i <= otpLimits.sendsPerAddress.limit && !refused; i++) {
      const res = await call(nextMobile(), { address });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(409);
    }
    expect(refused?.status).toBe(429);
    // The budget is the sends' too: an SMS send from that address is refused as well.
    expect((await requestOtp(ctx, nextMobile(), { address })).status).toBe(429);
  });

  it("refuses a script without the app's header, and another site's request", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    cooldownOver();
    const script = await call(mobile, { headers: {} });
    expect(script.status).toBe(403);
    const crossSite = await call(mobile, {
      headers: { ...appHeaders, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await callsTo(mobile)).toEqual([]);
  });

  it.each([
    ["a NUL in the number", { mobileNumber: "98765\u000043210" }],
    ["a lone surrogate", { mobileNumber: "9876543210\ud800" }],
    ["an unknown purpose", { mobileNumber: "9876543210", purpose: "report" }],
    ["no number", {}],
    ["deep nesting", JSON.parse(`${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}`)],
  ])("refuses %s with 400 and places no call", async (_, body) => {
    const res = await ctx.postJson("/api/auth/otp-call", body, {
      address: nextAddress(),
      headers: appHeaders,
    });
    expect(res.status).toBe(400);
  });

  it("a server whose SMS adapter cannot call (MSG91's Flow API) offers none: voiceRetry false, 404", async () => {
    const flowOnly = ctx.appWith({ sms: { ...ctx.deps.sms, retryOtpByVoice: undefined } });
    const mobile = nextMobile();
    const headers = { ...appHeaders, "x-forwarded-for": nextAddress() };
    const sent = await flowOnly.request(`/api/auth/get-otp/${mobile}`, { headers });
    expect(await sent.json()).toMatchObject({ voiceRetry: false });
    const res = await flowOnly.request("/api/auth/otp-call", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ mobileNumber: mobile }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "voice-not-offered" });
  });
});
