/**
 * The report step-up over HTTP with the test clock: a customer session reads the full report
 * history (the list and the PDFs) only within 15 minutes of its last OTP; the step-up OTP goes to
 * the session's own number and renews it. Abuse: another user's code, wrong codes, a flood.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../dev/demo-data/seed.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { otpLimits } from "../../services/otp/otp-limits.ts";
import {
  nextAddress,
  readOtp,
  sendOtp,
  solvedCaptcha,
  startOfNextHour,
  wrongCode,
} from "../auth/auth.test-helpers.ts";

const LAKSHMI = "9876500001";
const VENKATESH = "9876500002";
const MINUTE = 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db, ctx.clock());
});
afterAll(() => ctx?.close());
// A fresh day each test: the per-number failure count of one test never blocks the next.
beforeEach(() => {
  ctx.clock.advance(24 * 60 * MINUTE);
  startOfNextHour(ctx);
});

const asCookie = (cookie: string, address = nextAddress()) => ({ headers: { cookie }, address });

/** Logs the (legacy) customer in: their session cookie. */
async function login(mobile: string): Promise<string> {
  const code = await sendOtp(ctx, mobile);
  const res = await ctx.postJson(
    "/api/auth/login",
    { recievedOtp: code, mobileNumber: mobile },
    { address: nextAddress() },
  );
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

const mine = (cookie: string) => ctx.get("/api/reports/mine", asCookie(cookie));
const stepUpOtp = (cookie: string) =>
  ctx.postJson("/api/reports/step-up/otp", {}, asCookie(cookie));
const stepUpVerify = (cookie: string, otp: string, address = nextAddress()) =>
  ctx.postJson("/api/reports/step-up/verify", { otp }, asCookie(cookie, address));

/** The session's step-up: the OTP sent to its own number, verified. */
async function stepUp(cookie: string, mobile: string) {
  expect((await stepUpOtp(cookie)).status).toBe(200);
  const res = await stepUpVerify(cookie, await readOtp(ctx, mobile));
  expect(res.status).toBe(200);
}

describe("the report history needs a recent OTP", () => {
  it("lists within 15 minutes of login; 16 minutes later asks for a step-up; after it, lists", async () => {
    const session = await login(LAKSHMI);
    expect((await mine(session)).status).toBe(200);

    ctx.clock.advance(16 * MINUTE);
    const stale = await mine(session);
    expect(stale.status).toBe(401);
    expect(stale.headers.get("cache-control")).toBe("no-store");
    const answer = (await stale.json()) as { error: string; message: string };
    expect(answer.error).toBe("step-up-required");
    expect(answer.message).toMatch(/OTP/);

    const sent = await stepUpOtp(session);
    expect(sent.status).toBe(200);
    expect(sent.headers.get("cache-control")).toBe("no-store");
    // The login's code was the number's first send: this second one answers the doubled cool-down.
    expect(await sent.json()).toEqual({
      status: "sent",
      maskedMobile: "******0001",
      resendAfterSeconds: 40,
    });
    const verified = await stepUpVerify(session, await readOtp(ctx, LAKSHMI));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ status: "verified" });

    const list = await mine(session);
    expect(list.status).toBe(200);
    const { reports } = (await list.json()) as { reports: { patientName: string }[] };
    expect(reports.map((r) => r.patientName)).toEqual(["Lakshmi Narayanan", "Lakshmi Narayanan"]);
  });

  it("serves a PDF through the session only while its OTP is recent", async () => {
    const session = await login(LAKSHMI);
    const { reports } = (await (await mine(session)).json()) as { reports: { id: string }[] };
    const pdf = () => ctx.get(`/api/reports/${reports[0]?.id}/pdf`, asCookie(session));
    expect((await pdf()).status).toBe(200);
    ctx.clock.advance(16 * MINUTE);
    const stale = await pdf();
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ error: "step-up-required" });
    await stepUp(session, LAKSHMI);
    expect((await pdf()).status).toBe(200);
  });

  it("renews only the session that stepped up, not the user's other sessions", async () => {
    const phone = await login(LAKSHMI);
    ctx.clock.advance(30_000);
    const laptop = await login(LAKSHMI);
    ctx.clock.advance(16 * MINUTE);
    await stepUp(phone, LAKSHMI);
    expect((await mine(phone)).status).toBe(200);
    expect((await mine(laptop)).status).toBe(401);
  });
});

describe("step-up abuse", () => {
  it("needs a session: no cookie, a forged one or a logged-out one is 401 login-required", async () => {
    const session = await login(LAKSHMI);
    await ctx.postJson("/api/auth/logout", {}, asCookie(session));
    for (const cookie of ["", "vyom-customer=forged", session]) {
      const send = await stepUpOtp(cookie);
      expect(send.status).toBe(401);
      expect(await send.json()).toMatchObject({ error: "login-required" });
      const verify = await stepUpVerify(cookie, "12345");
      expect(verify.status).toBe(401);
      expect(await verify.json()).toMatchObject({ error: "login-required" });
    }
  });

  it("another user's code cannot step up this session", async () => {
    const lakshmi = await login(LAKSHMI);
    ctx.clock.advance(30_000);
    const venkatesh = await login(VENKATESH);
    ctx.clock.advance(16 * MINUTE);
    // Both ask for a step-up; Lakshmi's session tries Venkatesh's code.
    expect((await stepUpOtp(lakshmi)).status).toBe(200);
    expect((await stepUpOtp(venkatesh)).status).toBe(200);
    let theirs = await readOtp(ctx, VENKATESH);
    if (theirs === (await readOtp(ctx, LAKSHMI))) {
      // One chance in 100 000 that both got the same code: a new one for Venkatesh.
      ctx.clock.advance(30_000);
      await stepUpOtp(venkatesh);
      theirs = await readOtp(ctx, VENKATESH);
    }
    const res = await stepUpVerify(lakshmi, theirs);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "incorrect-otp" });
    expect((await mine(lakshmi)).status).toBe(401);
    // Venkatesh's code still works for his own session.
    expect((await stepUpVerify(venkatesh, theirs)).status).toBe(200);
    expect((await mine(venkatesh)).status).toBe(200);
  });

  it("counts a wrong code as a failure: after 5 wrong tries even the right code is refused", async () => {
    const session = await login(LAKSHMI);
    ctx.clock.advance(16 * MINUTE);
    expect((await stepUpOtp(session)).status).toBe(200);
    const code = await readOtp(ctx, LAKSHMI);
    for (let i = 0; i < otpLimits.maxTriesPerCode; i++) {
      expect((await stepUpVerify(session, wrongCode(code))).status).toBe(401);
    }
    expect((await stepUpVerify(session, code)).status).toBe(401);
    expect((await mine(session)).status).toBe(401);
    // A code is used once: a replayed correct code does not renew again. Five wrong tries put
    // the number under attack: the next send waits out the cool-down and carries a captcha.
    ctx.clock.advance(otpLimits.maxSendCooldownMs);
    const sent = await ctx.postJson(
      "/api/reports/step-up/otp",
      {},
      { headers: { cookie: session, "x-vyom-captcha": await solvedCaptcha(ctx) } },
    );
    expect(sent.status).toBe(200);
    const used = await readOtp(ctx, LAKSHMI);
    expect((await stepUpVerify(session, used)).status).toBe(200);
    ctx.clock.advance(16 * MINUTE);
    expect((await stepUpVerify(session, used)).status).toBe(401);
    expect((await mine(session)).status).toBe(401);
  });

  it("is rate-limited like every OTP check: a flood of guesses gets 429 with Retry-After", async () => {
    const session = await login(LAKSHMI);
    const address = nextAddress();
    let refused: Response | undefined;
    for (let i = 0; i < otpLimits.checksPerAddress.limit + 1 && !refused; i++) {
      // A new code now and then, so the guesses are not only stopped by one code's 5 tries.
      if (i % otpLimits.maxTriesPerCode === 0) {
        ctx.clock.advance(30_000);
        await stepUpOtp(session);
      }
      const res = await stepUpVerify(session, "00000", address);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(401);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a malformed code with a clear 400", async () => {
    const session = await login(LAKSHMI);
    for (const otp of ["1234\u0000", "\ud800\ud800\ud800\ud800\ud800", "12", 12345]) {
      const res = await ctx.postJson("/api/reports/step-up/verify", { otp }, asCookie(session));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "invalid-request" });
    }
  });

  it("refuses a cross-site step-up", async () => {
    const session = await login(LAKSHMI);
    const res = await ctx.postJson(
      "/api/reports/step-up/otp",
      {},
      { headers: { cookie: session, origin: "https://evil.example" }, address: nextAddress() },
    );
    expect(res.status).toBe(403);
  });
});
