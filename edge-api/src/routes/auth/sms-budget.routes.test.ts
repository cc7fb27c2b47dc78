/**
 * The global daily SMS budget: a flood spread over many numbers and addresses, each within its
 * own limits, stops at SMS_DAILY_BUDGET messages a day; the person sees "OTP not sent", never
 * "sent", and the trip is logged once at error level. Numbers nobody uses here may spend only
 * their share of it (services/sms/sms-budget.ts): a stranger's flood to fresh numbers, however
 * spread, leaves existing customers' logins working, and its trip is the alert.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { openVisit, takeStep } from "../../services/collection-visits/visits.ts";
import { NEW_NUMBERS_SHARE } from "../../services/sms/sms-budget.ts";
import { nextAddress, nextMobile, requestOtp, signUp } from "./auth.test-helpers.ts";

const BUDGET = 10;
const SHARE = Math.floor(BUDGET * NEW_NUMBERS_SHARE);

const DAY = 86_400_000;
const startOfNextDay = () =>
  ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / DAY) + 1) * DAY + 1_000));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SMS_DAILY_BUDGET: String(BUDGET) } });
  startOfNextDay();
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

let visits = 0;
/** A home collection of the number, cancelled by the desk: a booking update SMS is queued. */
async function cancelledVisit(mobileNumber: string) {
  const now = ctx.clock();
  const subject = `order:VYO-BUDGET-${String(++visits).padStart(6, "0")}`;
  const visit = await openVisit(ctx.db, { subject, mobileNumber, tests: ["CBC"], now });
  const step = await takeStep(ctx.db, {
    visitId: visit.id,
    request: { step: "cancel", reason: "Travelling" },
    actor: "desk:desk@vyom.example",
    now,
  });
  expect(step.kind).toBe("done");
}

it("booking update SMS spend the day's budget too: once it is spent, logins wait for the next day and so do the updates", async () => {
  startOfNextDay();
  const customer = nextMobile();
  await signUp(ctx, customer, "Asha Menon"); // the day's first message
  for (let i = 1; i < BUDGET; i++) await cancelledVisit(customer);
  await drainVisitNotices(ctx.deps);
  expect(await inboxSize(customer)).toBe(BUDGET);

  // Before the fix the updates spent nothing: this login was sent.
  ctx.clock.advance(60_000);
  expect((await requestOtp(ctx, customer, { purpose: "login" })).status).toBe(502);
  // An update held back by the spent budget is not lost: it leaves when the next day starts.
  await cancelledVisit(customer);
  await drainVisitNotices(ctx.deps);
  expect(await inboxSize(customer)).toBe(BUDGET);
  startOfNextDay();
  await drainVisitNotices(ctx.deps);
  expect(await inboxSize(customer)).toBe(BUDGET + 1);
  expect((await requestOtp(ctx, customer, { purpose: "login" })).status).toBe(200);
});
