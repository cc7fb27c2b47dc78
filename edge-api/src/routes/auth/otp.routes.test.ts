import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { otpLimits } from "../../services/otp/otp-limits.ts";
import {
  nextAddress,
  nextMobile,
  readOtp,
  sendOtp,
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
  it("sends a five-digit code by SMS and answers only { status: 'sent' }", async () => {
    const mobile = nextMobile();
    const res = await ctx.get(`/api/auth/get-otp/${mobile}`, { address: nextAddress() });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: "sent" });
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
      const res = await ctx.get(`/api/auth/get-otp/${m}`, { address: nextAddress() });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid-request" });
    },
  );

  it("enforces the 20 s cool-down between sends, with Retry-After", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    await expectRateLimited(
      await ctx.get(`/api/auth/get-otp/${mobile}`, { address: nextAddress() }),
      20,
    );
    ctx.clock.advance(15_000);
    await expectRateLimited(
      await ctx.get(`/api/auth/resend-otp/${mobile}`, { address: nextAddress() }),
      5,
    );
    ctx.clock.advance(5_000);
    expect(
      (await ctx.get(`/api/auth/resend-otp/${mobile}`, { address: nextAddress() })).status,
    ).toBe(200);
  });

  it("accepts the legacy path's Send Again, prompted 20 s after the first send", async () => {
    const mobile = nextMobile();
    await sendOtp(ctx, mobile);
    ctx.clock.advance(20_000);
    const res = await ctx.get(`/api/auth/resend-otp/${mobile}`, { address: nextAddress() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "sent" });
  });

  it("caps sends per number at 5 an hour", async () => {
    const mobile = nextMobile();
    for (let i = 0; i < otpLimits.sendsPerNumber.limit; i++) {
      await sendOtp(ctx, mobile);
      ctx.clock.advance(otpLimits.sendCooldownMs);
    }
    const retryAfter = await expectRateLimited(
      await ctx.get(`/api/auth/get-otp/${mobile}`, { address: nextAddress() }),
    );
    // Five sends and five cool-downs took 5 × 20 s of the hour (+1 s after :00).
    expect(retryAfter).toBe(3_600 - 5 * 20 - 1);
    ctx.clock.advance(retryAfter * 1_000);
    expect((await ctx.get(`/api/auth/get-otp/${mobile}`, { address: nextAddress() })).status).toBe(
      200,
    );
  });

  it("caps sends per client address at 20 an hour, across numbers", async () => {
    const address = nextAddress();
    for (let i = 0; i < otpLimits.sendsPerAddress.limit; i++) {
      const res = await ctx.get(`/api/auth/get-otp/${nextMobile()}`, { address });
      expect(res.status).toBe(200);
    }
    await expectRateLimited(await ctx.get(`/api/auth/get-otp/${nextMobile()}`, { address }));
    expect(
      (await ctx.get(`/api/auth/get-otp/${nextMobile()}`, { address: nextAddress() })).status,
    ).toBe(200);
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

  it("kills a code after 5 wrong tries", async () => {
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
    const res = await ctx.get(`/api/auth/resend-otp/${mobile}`, { address: nextAddress() });
    expect(await res.json()).toEqual({ status: "sent" });
    const newCode = await readOtp(ctx, mobile);
    if (newCode !== oldCode) expect(await isVerified(mobile, oldCode)).toBe(false);
    expect(await isVerified(mobile, newCode)).toBe(true);
  });

  it("blocks a number for the day after 10 failures (checks and sends)", async () => {
    const day = 86_400_000;
    ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / day) + 1) * day + 1_000));
    const mobile = nextMobile();
    for (let round = 0; round < 2; round++) {
      const code = await sendOtp(ctx, mobile);
      for (let i = 0; i < 5; i++) expect(await isVerified(mobile, wrongCode(code))).toBe(false);
      ctx.clock.advance(otpLimits.sendCooldownMs);
    }
    await expectRateLimited(await verify(mobile, "12345"));
    await expectRateLimited(
      await ctx.get(`/api/auth/get-otp/${mobile}`, { address: nextAddress() }),
    );
    const login = await ctx.postJson(
      "/api/auth/login",
      { recievedOtp: "12345", mobileNumber: mobile },
      { address: nextAddress() },
    );
    await expectRateLimited(login);
    ctx.clock.advance(day);
    const code = await sendOtp(ctx, mobile);
    expect(await isVerified(mobile, code)).toBe(true);
  });

  it("limits OTP checks per client address", async () => {
    const address = nextAddress();
    for (let i = 0; i < otpLimits.checksPerAddress.limit; i++) {
      const res = await verify(nextMobile(), "12345", address);
      expect(res.status).toBe(200);
    }
    await expectRateLimited(await verify(nextMobile(), "12345", address));
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
