import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { otpLimits } from "../../services/otp/otp-limits.ts";
import {
  nextAddress,
  nextMobile,
  readOtp,
  requestOtp,
  sendOtp,
  solvedCaptcha,
  startOfNextHour,
  wrongCode,
} from "./auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => startOfNextHour(ctx));

const verify = (mobile: string, code: string, address = nextAddress()) =>
  ctx.postJson("/api/auth/verify-otp", { recievedOtp: code, mobileNumber: mobile }, { address });

async function isVerified(mobile: string, code: string) {
  const res = await verify(mobile, code);
  expect(res.status).toBe(200);
  return ((await res.json()) as { isVerified: boolean }).isVerified;
}

async function expectRateLimited(res: Response, retryAfter?: number) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { error: string; retryAfter: number };
  expect(body.error).toBe("rate-limited");
  expect(res.headers.get("retry-after")).toBe(String(body.retryAfter));
  if (retryAfter !== undefined) expect(body.retryAfter).toBe(retryAfter);
  else expect(body.retryAfter).toBeGreaterThan(0);
  return body.retryAfter;
}

describe("GET /api/auth/get-otp/:mobile", () => {
  it("sends a five-digit code by SMS and answers only that it was sent and its cool-down", async () => {
    const mobile = nextMobile();
    const res = await requestOtp(ctx, mobile);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: "sent", resendAfterSeconds: 20, voiceRetry: true });
    const code = await readOtp(ctx, mobile);
    expect(code).toMatch(/^\d{5}$/);
    expect(text).not.toContain(code);
    for (const [, value] of res.headers) expect(value).not.toContain(code);
    const inbox = (await (
      await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK })
    ).json()) as { messages: { message: string }[] };
    expect(inbox.messages[0]?.message).toBe(
      `${code} is your Vyom Diagnostics OTP. It is valid for 5 minutes. Do not share it with anyone.`,
    );
  });

  it.each(["12345", "5876543210", "98765432101", "98765abcde"])(
    "refuses mobile %s with 400",
    async (m) => {
      const res = await requestOtp(ctx, m);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid-request" });
    },
  );

  it("enforces the 20 s cool-down between sends, with Retry-After", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    await expectRateLimited(await requestOtp(ctx, mobile), 20);
    ctx.clock.advance(15_000);
    await expectRateLimited(await requestOtp(ctx, mobile, { resend: true }), 5);
    ctx.clock.advance(5_000);
    expect((await requestOtp(ctx, mobile, { resend: true })).status).toBe(200);
  });

  it("accepts the legacy path's Send Again, prompted 20 s after the first send", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    ctx.clock.advance(20_000);
    const res = await requestOtp(ctx, mobile, { resend: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "sent", resendAfterSeconds: 40, voiceRetry: true });
  });

  it("answers each send's cool-down: the next send is refused just before it, sent at it", async () => {
    const mobile = nextMobile();
    const address = nextAddress();
    const said: number[] = [];
    for (let send = 1; send <= 4; send++) {
      // From the third send in an hour the number counts as under attack: a captcha is needed.
      const captcha = send >= 4 ? await solvedCaptcha(ctx) : undefined;
      const res = await requestOtp(ctx, mobile, {
        address,
        resend: send > 1,
        ...(captcha ? { captcha } : {}),
      });
      expect(res.status).toBe(200);
      const { resendAfterSeconds } = (await res.json()) as { resendAfterSeconds: number };
      said.push(resendAfterSeconds);
      ctx.clock.advance(resendAfterSeconds * 1_000 - 1_000);
      await expectRateLimited(await requestOtp(ctx, mobile, { address, resend: true }), 1);
      ctx.clock.advance(1_000);
    }
    expect(said).toEqual([20, 40, 80, 160]);
  });

  it("doubles the cool-down with every send in the hour, up to 15 minutes, never hours", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    const waits: number[] = [];
    for (let send = 2; send <= 8; send++) {
      const retryAfter = await expectRateLimited(await requestOtp(ctx, mobile));
      waits.push(retryAfter);
      ctx.clock.advance(retryAfter * 1_000);
      // From the third send in an hour the number counts as under attack: a captcha is needed.
      const captcha = send >= 4 ? await solvedCaptcha(ctx) : undefined;
      await sendOtp(ctx, mobile, captcha ? { captcha } : {});
    }
    expect(waits).toEqual([20, 40, 80, 160, 320, 640, 900]);
  });

  it("caps sends per client address at 20 an hour, across numbers", async () => {
    const address = nextAddress();
    for (let i = 0; i < otpLimits.sendsPerAddress.limit; i++) {
      const res = await requestOtp(ctx, nextMobile(), { address });
      expect(res.status).toBe(200);
    }
    await expectRateLimited(await requestOtp(ctx, nextMobile(), { address }));
    expect((await requestOtp(ctx, nextMobile())).status).toBe(200);
  });
});

describe("POST /api/auth/verify-otp", () => {
  it("verifies the right code once (single use)", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    const res = await verify(mobile, code);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ isVerified: true });
    expect(text).not.toContain(code);
    expect(await isVerified(mobile, code)).toBe(false);
  });

  it("refuses a wrong code, another number's code, and a number that never got one", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    expect(await isVerified(mobile, wrongCode(code))).toBe(false);
    expect(await isVerified(nextMobile(), code)).toBe(false);
    expect(await isVerified(mobile, code)).toBe(true);
  });

  it("lets a code live 5 minutes and no longer", async () => {
    const first = nextMobile();
    const firstCode = await sendOtp(ctx, first);
    ctx.clock.advance(otpLimits.codeLifetimeMs - 1_000);
    expect(await isVerified(first, firstCode)).toBe(true);

    const second = nextMobile();
    const secondCode = await sendOtp(ctx, second);
    ctx.clock.advance(otpLimits.codeLifetimeMs);
    expect(await isVerified(second, secondCode)).toBe(false);
  });

  it("kills a code after 5 wrong tries, whatever addresses they come from", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    for (let i = 0; i < otpLimits.maxTriesPerCode; i++) {
      expect(await isVerified(mobile, wrongCode(code))).toBe(false);
    }
    expect(await isVerified(mobile, code)).toBe(false);
  });

  it("lets a correct code through after 4 wrong tries", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    for (let i = 0; i < otpLimits.maxTriesPerCode - 1; i++) {
      expect(await isVerified(mobile, wrongCode(code))).toBe(false);
    }
    expect(await isVerified(mobile, code)).toBe(true);
  });

  it("kills the previous code when a new one is sent (resend)", async () => {
    const mobile = nextMobile();
    const oldCode = await sendOtp(ctx, mobile);
    ctx.clock.advance(otpLimits.sendCooldownMs);
    const res = await requestOtp(ctx, mobile, { resend: true });
    expect(await res.json()).toEqual({ status: "sent", resendAfterSeconds: 40, voiceRetry: true });
    const newCode = await readOtp(ctx, mobile);
    if (newCode !== oldCode) expect(await isVerified(mobile, oldCode)).toBe(false);
    expect(await isVerified(mobile, newCode)).toBe(true);
  });

  it("refuses malformed bodies with 400", async () => {
    for (const body of [
      {},
      { recievedOtp: "1234", mobileNumber: "9876543210" },
      { recievedOtp: 12345, mobileNumber: "9876543210" },
      { recievedOtp: "12345", mobileNumber: "98765" },
      [],
    ]) {
      const res = await ctx.postJson("/api/auth/verify-otp", body, { address: nextAddress() });
      expect(res.status).toBe(400);
    }
  });
});
