/**
 * LeadSquared's rate limit, played by its simulator (a plan of 10 calls per 5 s, on the test's
 * simulated clock), against the real adapter over HTTP: a burst of bookings and a backlog of
 * retries are delivered with no 429, paced by the call budget (crm-call-budget.ts); a 429 that
 * comes anyway empties the budget for every server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type RunningCrmSimulator,
  startCrmSimulator,
} from "../../../dev/crm-sim/start-crm-simulator.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { statusesOf, storeBookings } from "../../../test/support/crm-bookings.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { CrmAdapter } from "./crm.ts";
import { createCrmCallBudget } from "./crm-call-budget.ts";
import { deliverNewBookings } from "./crm-delivery.ts";
import { runCrmDelivery } from "./crm-delivery-job.ts";
import { BOOKING_ID_FIELD } from "./leadsquared-booking.ts";
import { createLeadSquaredCrm } from "./leadsquared-crm.ts";

const PLAN = 10;

let ctx: TestContext;
let sim: RunningCrmSimulator;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
// A fresh account each time: no leads, an empty window, no budget row, no bookings.
beforeEach(async () => {
  await ctx.truncateAll();
  sim = await startCrmSimulator({ clock: ctx.clock, callsPer5s: PLAN });
});
afterEach(() => sim?.close());

const leadSquared = () =>
  createLeadSquaredCrm({ ...sim.keys, baseUrl: sim.url, logger: ctx.logger });
const statuses = (ids: string[]) => statusesOf(ctx.db, ctx.clock, ids);
const delivered = (ids: string[]) =>
  sim.store
    .received()
    .activities.map((a) => a.Fields[BOOKING_ID_FIELD] ?? "")
    .filter((id) => ids.includes(id));

/**
 * One server's `crm-delivery` jobs (crm-delivery-job.ts) with the plan's budget: each drain runs,
 * and the next one it asks for runs once the clock has moved on by its wait, until a drain asks
 * for none.
 */
async function drainAll(crm: CrmAdapter) {
  const deps = { ...ctx.deps, crm, crmCalls: createCrmCallBudget(ctx.db, PLAN) };
  let next: number | undefined;
  const queue: Pick<Jobs, "send"> = {
    async send(_queue, _data, options) {
      next = Number(options?.startAfter ?? 0) * 1_000;
      return "next";
    },
  };
  for (let drains = 0; drains < 1_000; drains++) {
    next = undefined;
    await runCrmDelivery(deps, queue);
    if (next === undefined) return;
    ctx.clock.advance(next);
  }
  throw new Error("the drains never ended");
}

describe("LeadSquared's rate limit (10 calls per 5 s)", () => {
  it("a burst of 40 bookings is delivered with no 429, every booking sent-to-crm", async () => {
    const ids = await storeBookings(ctx.db, ctx.clock, 40);
    const started = ctx.clock().getTime();
    await drainAll(leadSquared());
    expect(sim.store.rateLimited()).toBe(0);
    expect(await statuses(ids)).toEqual(ids.map(() => "sent-to-crm"));
    expect(delivered(ids).sort()).toEqual([...ids].sort());
    // 80 calls at 7 per 6 s after the first 3: over a minute of simulated time, not hours.
    const elapsed = ctx.clock().getTime() - started;
    expect(elapsed).toBeGreaterThan(60_000);
    expect(elapsed).toBeLessThan(120_000);
  });

  it("the same burst, unpaced as before, meets the limit: 429s, and bookings crm-failed", async () => {
    const ids = await storeBookings(ctx.db, ctx.clock, 40);
    const paced = leadSquared();
    // The adapter without its calls per booking: the delivery takes nothing from the budget.
    const unpaced: CrmAdapter = { kind: "unpaced", submitBooking: (b) => paced.submitBooking(b) };
    await deliverNewBookings({ ...ctx.deps, crm: unpaced }, ctx.clock());
    expect(sim.store.rateLimited()).toBeGreaterThan(0);
    expect(await statuses(ids)).toContain("crm-failed");
  });

  it("the retry is paced too: a backlog of crm-failed bookings is resent with no 429", async () => {
    const ids = await storeBookings(ctx.db, ctx.clock, 10, "crm-failed");
    const started = ctx.clock().getTime();
    // No cron comes in the test: each drain follows the budget.
    await drainAll(leadSquared());
    expect(await statuses(ids)).toEqual(ids.map(() => "sent-to-crm"));
    expect(sim.store.rateLimited()).toBe(0);
    expect(delivered(ids).sort()).toEqual([...ids].sort());
    // 30 calls (capture, search, post) at 7 per 6 s after the first 3.
    expect(ctx.clock().getTime() - started).toBeGreaterThan(((30 - 3) * 6_000) / 7 - 1);
  });

  it("a 429 from LeadSquared empties the budget for every server; the booking waits for the retry", async () => {
    const [id = ""] = await storeBookings(ctx.db, ctx.clock, 1);
    sim.store.fail({ kind: "rate-limit" });
    const crmCalls = createCrmCallBudget(ctx.db, PLAN);
    const outcome = await deliverNewBookings(
      { ...ctx.deps, crm: leadSquared(), crmCalls },
      ctx.clock(),
    );
    expect(outcome).toMatchObject({ claimed: 1, failed: 1 });
    expect(await statuses([id])).toEqual(["crm-failed"]);
    const otherServer = createCrmCallBudget(ctx.db, PLAN);
    expect(await otherServer.take(ctx.clock(), 1, 2)).toMatchObject({ allowed: 0 });
  });
});
