/**
 * Attacks on the OTP sends and checks: a stranger locking a number out, guessing from many
 * addresses, a flood of wrong codes from one client, and OTP sends another site triggers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { otpChallenges } from "../../db/schema.ts";
import { otpLimits } from "../../services/otp/otp-limits.ts";
import {
  appHeaders,
  nextAddress,
  nextMobile,
  readOtp,
  requestOtp,
  sendOtp,
  signUp,
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

async function isVerified(mobile: string, code: string, address = nextAddress()) {
  const res = await verify(mobile, code, address);
  expect(res.status).toBe(200);
  return ((await res.json()) as { isVerified: boolean }).isVerified;
}

async function retryAfterOf(res: Response) {
  expect(res.status).toBe(429);
  return Number(res.headers.get("retry-after"));
}

const inboxSize = async (mobile: string) => {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  return ((await res.json()) as { messages: unknown[] }).messages.length;
};

/** Sends a code to a number under attack: refused without a captcha, sent with one. */
async function sendWithCaptcha(mobile: string, address = nextAddress()) {
  const bare = await requestOtp(ctx, mobile, { address });
  expect(bare.status).toBe(403);
  expect(await bare.json()).toEqual({ error: "captcha-required" });
  return sendOtp(ctx, mobile, { address, captcha: await solvedCaptcha(ctx) });
}

/** A check from another browser: without this context's OTP client cookie, or with its own. */
async function strangerVerifies(mobile: string, code: string, cookie?: string) {
  const res = await ctx.postJson(
    "/api/auth/verify-otp",
    { recievedOtp: code, mobileNumber: mobile },
    { address: nextAddress(), otpClient: false, ...(cookie ? { headers: { cookie } } : {}) },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { isVerified: boolean }).isVerified;
}

describe("a stranger in another browser", () => {
  it("guessing wrong neither kills the owner's code nor slows the owner's next one", async () => {
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    // Before the fix, these five killed the owner's code and pushed its next send to 640 s.
    for (let i = 0; i < 5; i++) expect(await strangerVerifies(mobile, wrongCode(code))).toBe(false);
    // The right code from another browser is not compared either: the code is the owner's.
    expect(await strangerVerifies(mobile, code)).toBe(false);
    const [row] = await ctx.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, mobile));
    expect(row?.failedAttempts).toBe(0);
    expect(await isVerified(mobile, code)).toBe(true);
    // The owner's next code after the usual 20 s, with no captcha.
    ctx.clock.advance(otpLimits.sendCooldownMs + 1_000);
    expect((await requestOtp(ctx, mobile)).status).toBe(200);
  });

  it("guessing their own codes for the number leaves the owner's codes their five tries", async () => {
    const mobile = nextMobile();
    // The stranger's browser asks for a code to the victim's number and guesses it.
    const asked = await ctx.get(`/api/auth/get-otp/${mobile}`, {
      address: nextAddress(),
      headers: appHeaders,
      otpClient: false,
    });
    expect(asked.status).toBe(200);
    const strangerCookie = cookieHeader(asked);
    expect(strangerCookie).toMatch(/vyom-otp-client=/);
    const theirs = await readOtp(ctx, mobile);
    for (let i = 0; i < otpLimits.attackFailuresPerDay; i++) {
      expect(await strangerVerifies(mobile, wrongCode(theirs), strangerCookie)).toBe(false);
    }
    // The number is under attack: a send needs a captcha (the app solves one), but the owner's
    // code keeps its five tries, so a mistyped digit or two still logs the owner in.
    ctx.clock.advance(otpLimits.maxSendCooldownMs);
    const code = await sendWithCaptcha(mobile);
    expect(await isVerified(mobile, wrongCode(code))).toBe(false);
    expect(await isVerified(mobile, wrongCode(code))).toBe(false);
    expect(await isVerified(mobile, code)).toBe(true);
  });
});

describe("a stranger attacking a number", () => {
  it("2 sends and 10 wrong guesses never lock the owner out: a code within 15 minutes", async () => {
    const mobile = nextMobile();
    const stranger = nextAddress();
    const first = await sendOtp(ctx, mobile, { address: stranger });
    for (let i = 0; i < 5; i++) await isVerified(mobile, wrongCode(first), stranger);
    ctx.clock.advance((await retryAfterOf(await requestOtp(ctx, mobile))) * 1_000);
    const second = await sendWithCaptcha(mobile, stranger);
    for (let i = 0; i < 5; i++) await isVerified(mobile, wrongCode(second), stranger);

    const owner = nextAddress();
    const wait = await retryAfterOf(await requestOtp(ctx, mobile, { address: owner }));
    expect(wait).toBeLessThanOrEqual(otpLimits.maxSendCooldownMs / 1_000);
    ctx.clock.advance(wait * 1_000);
    const code = await sendWithCaptcha(mobile, owner);
    const login = await ctx.postJson(
      "/api/auth/login",
      { recievedOtp: code, mobileNumber: mobile },
      { address: owner },
    );
    // The number has no account: the code was accepted, the account was not found.
    expect(login.status).toBe(404);
    expect(await login.json()).toEqual({ error: "account-not-found" });
  });

  it("under attack, a new code allows one try, whichever addresses guess", async () => {
    const mobile = nextMobile();
    const first = await sendOtp(ctx, mobile);
    for (let i = 0; i < otpLimits.attackFailuresPerDay; i++) {
      expect(await isVerified(mobile, wrongCode(first))).toBe(false);
    }
    ctx.clock.advance(otpLimits.maxSendCooldownMs);
    const code = await sendWithCaptcha(mobile);
    expect(await isVerified(mobile, wrongCode(code))).toBe(false);
    expect(await isVerified(mobile, code)).toBe(false);
  });

  it("a captcha passes once: a replayed one is refused (403 captcha-failed)", async () => {
    const [first, second] = [nextMobile(), nextMobile()];
    for (const mobile of [first, second]) {
      const code = await sendOtp(ctx, mobile);
      for (let i = 0; i < otpLimits.attackFailuresPerDay; i++) {
        await isVerified(mobile, wrongCode(code));
      }
    }
    ctx.clock.advance(otpLimits.maxSendCooldownMs);
    const captcha = await solvedCaptcha(ctx);
    expect((await requestOtp(ctx, first, { captcha })).status).toBe(200);
    const replay = await requestOtp(ctx, second, { captcha });
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ error: "captcha-failed", reason: "replayed" });
  });

  it("blocks a client after 10 wrong codes, for at most an hour; other clients go on", async () => {
    const guesser = nextAddress();
    for (let i = 0; i < otpLimits.failuresPerClient.limit; i++) {
      expect(await isVerified(nextMobile(), "12345", guesser)).toBe(false);
    }
    const wait = await retryAfterOf(await verify(nextMobile(), "12345", guesser));
    expect(wait).toBeLessThanOrEqual(3_600);
    const mobile = nextMobile();
    const code = await sendOtp(ctx, mobile);
    expect((await verify(mobile, code, guesser)).status).toBe(429);
    expect(await isVerified(mobile, code)).toBe(true);
    ctx.clock.advance(wait * 1_000);
    expect((await verify(nextMobile(), "12345", guesser)).status).toBe(200);
  });
});

const login = (mobile: string, code: string, address: string) =>
  ctx.postJson("/api/auth/login", { recievedOtp: code, mobileNumber: mobile }, { address });

/** `count` different codes, none of them `code`. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    String((Number(code) + 1 + i) % 100_000).padStart(5, "0"),
  );

describe("wrong codes sent all at once", () => {
  it("from one client, compares only the client's limit of them; the rest are 429", async () => {
    const mobile = nextMobile();
    await signUp(ctx, mobile);
    ctx.clock.advance(60_000);
    const code = await sendOtp(ctx, mobile);
    const guesser = nextAddress();
    const answers = await Promise.all(
      wrongCodes(code, 40).map((guess) => login(mobile, guess, guesser)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      otpLimits.failuresPerClient.limit,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      40 - otpLimits.failuresPerClient.limit,
    );
    for (const res of answers) {
      const body = (await res.json()) as { error: string };
      expect(body.error).toBe(res.status === 401 ? "incorrect-otp" : "rate-limited");
    }
  });

  it("from many addresses, compares at most the code's 5 tries: the right code is dead after", async () => {
    const mobile = nextMobile();
    await signUp(ctx, mobile);
    ctx.clock.advance(60_000);
    const code = await sendOtp(ctx, mobile);
    const answers = await Promise.all(
      wrongCodes(code, 40).map((guess) => login(mobile, guess, nextAddress())),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(401));
    const rows = await ctx.db
      .select({ failedAttempts: otpChallenges.failedAttempts })
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, mobile));
    expect(rows.map((row) => row.failedAttempts).sort()).toEqual([0, otpLimits.maxTriesPerCode]);
    expect((await login(mobile, code, nextAddress())).status).toBe(401);
  });

  it("a customer who mistypes twice logs in with the right code, which costs no wrong try", async () => {
    const mobile = nextMobile();
    await signUp(ctx, mobile);
    ctx.clock.advance(60_000);
    const code = await sendOtp(ctx, mobile);
    const customer = nextAddress();
    for (const typo of wrongCodes(code, 2)) {
      expect((await login(mobile, typo, customer)).status).toBe(401);
    }
    expect((await login(mobile, code, customer)).status).toBe(200);
    // The right code gave its count back: 2 of the client's 10 wrong tries are spent, not 3.
    const other = nextMobile();
    for (let i = 2; i < otpLimits.failuresPerClient.limit; i++) {
      expect((await login(other, "12345", customer)).status, `wrong try ${i + 1}`).toBe(401);
    }
    expect((await login(other, "12345", customer)).status).toBe(429);
  });
});

describe("OTP sends another site triggers", () => {
  it("refuses an OTP send without the app's header (403), and sends no SMS", async () => {
    const mobile = nextMobile();
    for (const path of ["get-otp", "resend-otp"]) {
      const res = await ctx.get(`/api/auth/${path}/${mobile}`, { address: nextAddress() });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "app-client-required" });
    }
    expect(await inboxSize(mobile)).toBe(0);
  });

  it("refuses any API request a cross-site page makes (Sec-Fetch-Site), even with the header", async () => {
    const mobile = nextMobile();
    const crossSite = { "sec-fetch-site": "cross-site" };
    const send = await ctx.get(`/api/auth/get-otp/${mobile}`, {
      headers: { ...appHeaders, ...crossSite },
    });
    expect(send.status).toBe(403);
    expect(await send.json()).toEqual({
      error: "cross-site-request",
      message: "Requests from another site are refused.",
    });
    expect(await inboxSize(mobile)).toBe(0);
    const login = await ctx.postJson(
      "/api/auth/login",
      { recievedOtp: "12345", mobileNumber: mobile },
      { headers: crossSite },
    );
    expect(login.status).toBe(403);
    for (const site of ["same-origin", "same-site", "none"]) {
      const other = nextMobile();
      const res = await ctx.get(`/api/auth/get-otp/${other}`, {
        address: nextAddress(),
        headers: { ...appHeaders, "sec-fetch-site": site },
      });
      expect(res.status, site).toBe(200);
      expect(await readOtp(ctx, other)).toMatch(/^\d{5}$/);
    }
  });

  it("lets the payment gateway's cross-site callback through to its own checks", async () => {
    const res = await ctx.app.request("/api/payments/test-gateway/no-such-order/result", {
      method: "POST",
      headers: {
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "token=x",
    });
    expect(await res.text()).not.toContain("cross-site-request");
  });
});
