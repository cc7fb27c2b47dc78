/**
 * The global daily SMS budget: a flood spread over many numbers and addresses, each within its
 * own limits, stops at SMS_DAILY_BUDGET messages a day; the person sees "OTP not sent", never
 * "sent", and the trip is logged once at error level.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { nextAddress, nextMobile, requestOtp } from "./auth.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SMS_DAILY_BUDGET: "3" } });
  const day = 86_400_000;
  ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / day) + 1) * day + 1_000));
});
afterAll(() => ctx.close());

const inboxSize = async (mobile: string) => {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  return ((await res.json()) as { messages: unknown[] }).messages.length;
};

it("refuses every send once the day's budget is spent, logs the trip once, and resets next day", async () => {
  for (let i = 0; i < 2; i++) expect((await requestOtp(ctx, nextMobile())).status).toBe(200);
  const report = await ctx.postJson(
    "/api/reports/otp",
    { mobileNumber: nextMobile() },
    { address: nextAddress() },
  );
  expect(report.status).toBe(200);

  const refused = nextMobile();
  const res = await requestOtp(ctx, refused);
  expect(res.status).toBe(502);
  expect(await res.json()).toEqual({ error: "otp-not-sent" });
  const reportRefused = await ctx.postJson(
    "/api/reports/otp",
    { mobileNumber: nextMobile() },
    { address: nextAddress() },
  );
  expect(reportRefused.status).toBe(502);
  expect(await reportRefused.json()).toMatchObject({ error: "otp-not-sent" });
  expect(await inboxSize(refused)).toBe(0);
  const trips = ctx.logger.records.filter((r) => r.event === "sms.daily-budget-spent");
  expect(trips).toEqual([expect.objectContaining({ level: "error", budget: 3 })]);

  ctx.clock.advance(86_400_000);
  expect((await requestOtp(ctx, refused)).status).toBe(200);
  expect(await inboxSize(refused)).toBe(1);
});
