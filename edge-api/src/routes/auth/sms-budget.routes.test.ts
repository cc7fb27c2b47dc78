/**
 * The global daily SMS budget: a flood spread over many numbers and addresses, each within its
 * own limits, stops at SMS_DAILY_BUDGET messages a day; the person sees "OTP not sent", never
 * "sent", and the trip is logged once at error level. Numbers nobody uses here may spend only
 * their share of it (services/sms/sms-budget.ts): a stranger's flood to fresh numbers, however
 * spread, leaves existing customers' logins working, and its trip is the alert.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { NEW_NUMBERS_SHARE } from "../../services/sms/sms-budget.ts";
import { nextAddress, nextMobile, requestOtp, signUp } from "./auth.test-helpers.ts";

const BUDGET = 10;
const SHARE = Math.floor(BUDGET * NEW_NUMBERS_SHARE);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SMS_DAILY_BUDGET: String(BUDGET) } });
  const day = 86_400_000;
  ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / day) + 1) * day + 1_000));
});
afterAll(() => ctx.close());

const inboxSize = async (mobile: string) => {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  return ((await res.json()) as { messages: unknown[] }).messages.length;
};
const trips = (event: string) => ctx.logger.records.filter((r) => r.event === event);
const reportOtp = (mobile: string) =>
  ctx.postJson("/api/reports/otp", { mobileNumber: mobile }, { address: nextAddress() });

it("a flood to new numbers spends only their share: customers still log in until the whole budget is spent, then it resets next day", async () => {
  // Customers who signed up earlier (a sign-up's code is a new number's).
  const customers = [nextMobile(), nextMobile(), nextMobile(), nextMobile()];
  for (const mobile of customers) await signUp(ctx, mobile, "Asha Menon");

  // The stranger's flood: fresh numbers from fresh addresses, each within every other limit.
  for (let i = customers.length; i < SHARE; i++) {
    expect((await requestOtp(ctx, nextMobile())).status).toBe(200);
  }
  const refused = nextMobile();
  const res = await requestOtp(ctx, refused);
  expect(res.status).toBe(502);
  expect(await res.json()).toEqual({ error: "otp-not-sent" });
  expect(await inboxSize(refused)).toBe(0);
  expect((await reportOtp(nextMobile())).status).toBe(502);
  expect(trips("sms.new-numbers-share-spent")).toEqual([
    expect.objectContaining({ level: "error", share: SHARE, budget: BUDGET }),
  ]);

  // Before the fix every OTP of the day answered otp-not-sent from here on.
  ctx.clock.advance(60_000); // past each number's cool-down after its sign-up code
  const logins = customers.slice(0, BUDGET - SHARE);
  for (const mobile of logins) {
    expect((await requestOtp(ctx, mobile, { purpose: "login" })).status).toBe(200);
  }
  expect(trips("sms.daily-budget-spent")).toEqual([]);

  // The whole budget is a breaker for everyone.
  const last = customers.at(-1) ?? "";
  expect((await requestOtp(ctx, last, { purpose: "login" })).status).toBe(502);
  expect(trips("sms.daily-budget-spent")).toEqual([
    expect.objectContaining({ level: "error", budget: BUDGET }),
  ]);
  expect(trips("sms.new-numbers-share-spent")).toHaveLength(1);

  ctx.clock.advance(86_400_000);
  expect((await requestOtp(ctx, refused)).status).toBe(200);
  expect(await inboxSize(refused)).toBe(1);
});
