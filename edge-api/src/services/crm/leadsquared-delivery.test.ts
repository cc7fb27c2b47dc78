/**
 * A booking made through the API, delivered to LeadSquared (the simulator, over HTTP) by the real
 * adapter the server builds from LEADSQUARED_API_URL, and resent by the retry queue.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type RunningCrmSimulator,
  startCrmSimulator,
} from "../../../dev/crm-sim/start-crm-simulator.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { bookings } from "../../db/schema.ts";
import { resendFailedBookings } from "../maintenance/maintenance.ts";
import type { CrmAdapter } from "./crm.ts";
import { crmRetryDelayMs } from "./crm-retry.ts";
import { BOOKING_ID_FIELD } from "./leadsquared-booking.ts";
import { createLeadSquaredCrm } from "./leadsquared-crm.ts";

let sim: RunningCrmSimulator;
let ctx: TestContext;
beforeAll(async () => {
  sim = await startCrmSimulator();
  ctx = await createTestContext({
    env: {
      LEADSQUARED_API_URL: sim.url,
      LEADSQUARED_ACCESS_KEY: sim.keys.accessKey,
      LEADSQUARED_SECRET_KEY: sim.keys.secretKey,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await sim?.close();
});
// A retry run claims every due booking in the database: each test sees only its own.
beforeEach(async () => {
  sim.store.recover();
  await ctx.truncateAll();
});

/** The same adapter with a short time-out, for answers that come too late. */
const impatient = (): CrmAdapter =>
  createLeadSquaredCrm({ baseUrl: sim.url, ...sim.keys, logger: ctx.logger, timeoutMs: 300 });

async function book(mobile: string, crm?: CrmAdapter) {
  const app = crm ? ctx.appWith({ crm }) : ctx.app;
  const res = await app.request("/api/booking/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...bookingBody({ mobile }),
      captcha: await fetchSolvedCaptcha((p) => ctx.get(p)),
    }),
  });
  expect(res.status).toBe(201);
  const { id: bookingId } = (await res.json()) as { id: string };
  await ctx.deps.crmHandoff.settled();
  return bookingId;
}

const statusOf = async (id: string) =>
  (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

/** The activities LeadSquared holds for a booking. */
const activitiesFor = (bookingId: string) =>
  sim.store.received().activities.filter((a) => a.Fields[BOOKING_ID_FIELD] === bookingId);

const retry = (crm: CrmAdapter = ctx.deps.crm) =>
  resendFailedBookings({ ...ctx.deps, crm }, ctx.clock());

describe("a booking delivered to LeadSquared", () => {
  it("arrives as one lead and one activity 206 with the mx_Custom fields, and is sent-to-crm", async () => {
    const bookingId = await book("9200000001");
    expect(await statusOf(bookingId)).toBe("sent-to-crm");
    const leads = sim.store.received().leads.filter((l) => l.Phone === "9200000001");
    expect(leads).toHaveLength(1);
    expect(activitiesFor(bookingId)).toEqual([
      expect.objectContaining({
        RelatedProspectId: leads[0]?.Id,
        ActivityEvent: 206,
        Fields: {
          mx_Custom_1: "2025-03-14",
          mx_Custom_5: "Vyom Shop",
          mx_Custom_6: "organic",
          mx_Custom_7: "Ecommerce Website",
          mx_Custom_8: "Home Appointment Form",
          [BOOKING_ID_FIELD]: bookingId,
        },
      }),
    ]);
  });

  it.each([
    ["answers 500", () => sim.store.fail({ kind: "status-500" })],
    ["rate-limits (429)", () => sim.store.fail({ kind: "rate-limit" })],
    ["answers a malformed body", () => sim.store.fail({ kind: "malformed" })],
    [
      "refuses the activity",
      () => sim.store.fail({ kind: "status-500", endpoint: "Activity.Create" }),
    ],
  ])("stays crm-failed, never sent-to-crm, when LeadSquared %s", async (_, failure) => {
    failure();
    const bookingId = await book("9200000002");
    expect(await statusOf(bookingId)).toBe("crm-failed");
    expect(activitiesFor(bookingId)).toHaveLength(0);
  });

  it("stays crm-failed with wrong keys", async () => {
    const wrongKeys = createLeadSquaredCrm({
      baseUrl: sim.url,
      accessKey: sim.keys.accessKey,
      secretKey: "not-the-secret",
      logger: ctx.logger,
    });
    const bookingId = await book("9200000003", wrongKeys);
    expect(await statusOf(bookingId)).toBe("crm-failed");
    expect(ctx.logger.records.at(-1)).toMatchObject({
      event: "crm.booking-rejected",
      bookingId,
      reason: "Lead.Capture: HTTP 401 MXUnAuthorizedAccessException",
    });
  });

  it("stays crm-failed when LeadSquared answers too late", async () => {
    sim.store.fail({ kind: "slow", delayMs: 600, endpoint: "Lead.Capture" });
    const bookingId = await book("9200000004", impatient());
    expect(await statusOf(bookingId)).toBe("crm-failed");
  });
});

describe("the retry queue against LeadSquared", () => {
  it("delivers a crm-failed booking exactly once when LeadSquared recovers", async () => {
    sim.store.fail({ kind: "status-500" });
    const bookingId = await book("9200000005");
    expect(await retry()).toEqual({ sent: 0, failed: 1 });

    sim.store.recover();
    ctx.clock.advance(crmRetryDelayMs(1));
    expect(await retry()).toEqual({ sent: 1, failed: 0 });
    expect(await statusOf(bookingId)).toBe("sent-to-crm");
    ctx.clock.advance(crmRetryDelayMs(8));
    expect(await retry()).toEqual({ sent: 0, failed: 0 });
    expect(activitiesFor(bookingId)).toHaveLength(1);
  });

  it("does not post a second activity when the first one arrived but its answer did not", async () => {
    // LeadSquared stores the activity, then answers after the adapter gave up.
    sim.store.fail({ kind: "slow", delayMs: 600, endpoint: "Activity.Create" });
    const bookingId = await book("9200000006", impatient());
    expect(await statusOf(bookingId)).toBe("crm-failed");
    await expect.poll(() => activitiesFor(bookingId).length).toBe(1);

    sim.store.recover();
    expect(await retry()).toEqual({ sent: 1, failed: 0 });
    expect(await statusOf(bookingId)).toBe("sent-to-crm");
    expect(activitiesFor(bookingId)).toHaveLength(1);
    expect(ctx.logger.records.map((r) => r.event)).toContain("crm.leadsquared.already-posted");
  });

  it("keeps a booking crm-failed while LeadSquared rate-limits the retry", async () => {
    sim.store.fail({ kind: "status-500" });
    const bookingId = await book("9200000007");
    sim.store.fail({ kind: "rate-limit" });
    expect(await retry()).toEqual({ sent: 0, failed: 1 });
    expect(await statusOf(bookingId)).toBe("crm-failed");
    expect(activitiesFor(bookingId)).toHaveLength(0);
  });
});
