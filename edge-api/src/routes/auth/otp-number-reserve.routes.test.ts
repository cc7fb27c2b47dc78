/**
 * A stranger who spends a number's daily OTP budget (OTP_DAILY_SMS_PER_NUMBER, solving the
 * captcha the number under attack asks) does not lock its owner out of a browser that proved the
 * number: that browser draws on the number's reserve (services/otp/otp-send-budgets.ts), which
 * no other browser can spend, so the phone still gets at most one and a half budgets a day. A
 * browser that never proved the number (the owner's new phone too) cannot be told from the
 * stranger and waits for the next day. The proof is the browser's OTP client cookie
 * (http/otp-client.ts, services/otp/known-number.ts `provenBy`): replayed for another number,
 * altered, made up from a database row, or 30 days old, it proves nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { setCookieLine } from "../../../test/cookies.ts";
import { otpChallenges } from "../../db/schema.ts";
import { appHeaders, nextAddress, readOtp, solvedCaptcha } from "./auth.test-helpers.ts";

const DAY = 86_400_000;
/** The production sizes: OTP_DAILY_SMS_PER_NUMBER's default, and its reserve (half again). */
const NUMBER_BUDGET = 10;
const RESERVE = 5;
/** Past every cool-down (at most 15 minutes), so only the day's budgets are left. */
const PAST_COOLDOWN = 16 * 60_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { OTP_DAILY_SMS_PER_NUMBER: undefined } });
});
afterAll(() => ctx.close());

let seq = 0;
/** A fresh number in a block of its own. */
const freshMobile = () =>
  `6${String(++seq).padStart(4, "0")}${String(process.pid % 1e5).padStart(5, "0")}`;

const startOfNextDay = () =>
  ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / DAY) + 1) * DAY + 1_000));
const secondsToMidnight = () => Math.ceil((DAY - (ctx.clock().getTime() % DAY)) / 1_000);

const inboxSize = async (mobile: string) => {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  return ((await res.json()) as { messages: unknown[] }).messages.length;
};

const COOKIE = "vyom-otp-client";

/** A browser of its own: it keeps the OTP client cookie the answers give it, as a browser does. */
function browser(cookie?: string) {
  let pair = cookie;
  const headersWith = (extra: Record<string, string>) => ({
    ...extra,
    ...(pair ? { cookie: pair } : {}),
  });
  const keep = (res: Response) => {
    const line = setCookieLine(res, COOKIE);
    if (line) pair = line.split(";")[0];
    return res;
  };
  const request = async (mobile: string, purpose: string, captcha?: string) =>
    keep(
      await ctx.get(`/api/auth/get-otp/${mobile}?purpose=${purpose}`, {
        address: nextAddress(),
        headers: headersWith({ ...appHeaders, ...(captcha ? { "x-vyom-captcha": captcha } : {}) }),
        otpClient: false,
      }),
    );
  return {
    cookie: () => pair,
    /** Asks a code as the app does: once more with a solved captcha when asked. */
    async send(mobile: string, purpose: "login" | "sign-up" = "login") {
      const res = await request(mobile, purpose);
      if (res.status !== 403) return res;
      return request(mobile, purpose, await solvedCaptcha(ctx));
    },
    async signUp(mobile: string) {
      expect((await this.send(mobile, "sign-up")).status).toBe(200);
      const res = await ctx.postJson(
        "/api/auth/sign-up",
        {
          mobileNumber: mobile,
          name: "Kavya Nair",
          email: "kavya.nair@example.in",
          pincode: "600041",
          namePrefix: "MS",
          mobileCode: "+91",
          recievedOtp: await readOtp(ctx, mobile),
        },
        { address: nextAddress(), headers: headersWith({}), otpClient: false },
      );
      expect(res.status).toBe(200);
    },
    async logIn(mobile: string) {
      return ctx.postJson(
        "/api/auth/login",
        { mobileNumber: mobile, recievedOtp: await readOtp(ctx, mobile) },
        { address: nextAddress(), headers: headersWith({}), otpClient: false },
      );
    },
  };
}

/**
 * A stranger (a script: a fresh browser each time) sends until the number's day is spent;
 * `sentToday`: the codes the number already had today.
 */
async function strangerSpends(mobile: string, sentToday = 1) {
  const before = await inboxSize(mobile);
  for (let i = sentToday; i < NUMBER_BUDGET; i++) {
    ctx.clock.advance(PAST_COOLDOWN);
    expect((await browser().send(mobile)).status).toBe(200);
  }
  ctx.clock.advance(PAST_COOLDOWN);
  const refused = await browser().send(mobile);
  expect(refused.status).toBe(429);
  expect(await inboxSize(mobile)).toBe(before + NUMBER_BUDGET - sentToday);
}

/** The owner's browser, which signed up on `mobile` (it proved the number). */
async function ownerOf(mobile: string) {
  const owner = browser();
  await owner.signUp(mobile);
  return owner;
}

describe("a stranger spends a number's day", () => {
  it("its owner's browser still gets codes from the reserve, which the stranger cannot spend; the phone gets at most 15", async () => {
    startOfNextDay();
    const mobile = freshMobile();
    const owner = await ownerOf(mobile);
    await strangerSpends(mobile);

    for (let i = 0; i < RESERVE; i++) {
      ctx.clock.advance(PAST_COOLDOWN);
      expect((await owner.send(mobile)).status).toBe(200);
      expect((await owner.logIn(mobile)).status).toBe(200);
      // The stranger, in between, gets none of the reserve.
      ctx.clock.advance(PAST_COOLDOWN);
      expect((await browser().send(mobile)).status).toBe(429);
    }

    ctx.clock.advance(PAST_COOLDOWN);
    const past = await owner.send(mobile);
    expect(past.status).toBe(429);
    expect(Number(past.headers.get("retry-after"))).toBe(secondsToMidnight());
    expect(await inboxSize(mobile)).toBe(NUMBER_BUDGET + RESERVE);

    startOfNextDay();
    expect((await browser().send(mobile)).status).toBe(200);
  });

  it("the owner's new browser is held to the number's day like anyone: refused until midnight, then it gets its code", async () => {
    startOfNextDay();
    const mobile = freshMobile();
    await ownerOf(mobile);
    await strangerSpends(mobile);

    const phone = browser();
    ctx.clock.advance(PAST_COOLDOWN);
    const refused = await phone.send(mobile);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(secondsToMidnight());

    startOfNextDay();
    expect((await phone.send(mobile)).status).toBe(200);
    expect((await phone.logIn(mobile)).status).toBe(200);
  });

  it("the owner's cookie replayed for another number proves nothing there", async () => {
    startOfNextDay();
    const owners = freshMobile();
    const victim = freshMobile();
    const owner = await ownerOf(owners);
    await strangerSpends(victim, 0);
    // The stranger holds a cookie that proved a number (its own, or one copied): not this one.
    const replay = browser(owner.cookie());
    ctx.clock.advance(PAST_COOLDOWN);
    expect((await replay.send(victim)).status).toBe(429);
    expect(await inboxSize(victim)).toBe(NUMBER_BUDGET);
  });

  it("an altered cookie, or one made from the database's binding, is ignored", async () => {
    startOfNextDay();
    const mobile = freshMobile();
    const owner = await ownerOf(mobile);
    await strangerSpends(mobile);
    const pair = owner.cookie() ?? "";
    const token = pair.slice(COOKIE.length + 1);
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const [row] = await ctx.db
      .select({ binding: otpChallenges.clientBinding })
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, mobile))
      .limit(1);
    for (const forged of [altered, row?.binding ?? "", "not-a-token"]) {
      const forger = browser(`${COOKIE}=${forged}`);
      ctx.clock.advance(PAST_COOLDOWN);
      expect((await forger.send(mobile)).status).toBe(429);
    }
    expect(await inboxSize(mobile)).toBe(NUMBER_BUDGET);
    // The owner's own cookie still works.
    ctx.clock.advance(PAST_COOLDOWN);
    expect((await owner.send(mobile)).status).toBe(200);
  });

  it("a proof lasts 30 days from the code's use; each send renews the cookie's 30 days", async () => {
    startOfNextDay();
    const mobile = freshMobile();
    const owner = await ownerOf(mobile);
    ctx.clock.advance(PAST_COOLDOWN);
    const renewed = await owner.send(mobile);
    expect(renewed.status).toBe(200);
    expect(setCookieLine(renewed, COOKIE)).toMatch(/^vyom-otp-client=[^;]+; Max-Age=2592000;/);
    expect(setCookieLine(renewed, COOKIE)?.split(";")[0]).toBe(owner.cookie());

    ctx.clock.advance(31 * DAY);
    startOfNextDay();
    await strangerSpends(mobile, 0);
    ctx.clock.advance(PAST_COOLDOWN);
    expect((await owner.send(mobile)).status).toBe(429);
  });
});
