/**
 * The CRM delivery of new bookings paced by the call budget shared by every server
 * (crm-call-budget.ts), with CRM adapters that count their calls; time is simulated.
 * leadsquared-rate-limit.test.ts runs the same against the LeadSquared simulator's rate limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { bookingStates, statusesOf, storeBookings } from "../../../test/support/crm-bookings.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { CrmAdapter, CrmBooking, CrmResult } from "./crm.ts";
import { callBudgetShape, createCrmCallBudget, RATE_LIMIT_PAUSE_MS } from "./crm-call-budget.ts";
import { deliverNewBookings } from "./crm-delivery.ts";
import { runCrmDelivery } from "./crm-delivery-job.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
// A pass claims every due booking, and the budget is one row: each test starts from neither.
beforeEach(() => ctx.truncateAll());

/** A CRM paced like LeadSquared (2 calls, 3 on a retry) that records what it was sent. */
function pacedCrm(answer: (booking: CrmBooking) => CrmResult = () => ({ ok: true })) {
  const calls: CrmBooking[] = [];
  const crm: CrmAdapter = {
    kind: "paced",
    callsPerBooking: { firstAttempt: 2, retry: 3 },
    async submitBooking(booking) {
      calls.push(booking);
      return answer(booking);
    },
  };
  return { crm, calls };
}

const stored = (n: number) => storeBookings(ctx.db, ctx.clock, n);
const states = (ids: string[]) => bookingStates(ctx.db, ctx.clock, ids);
const deliver = (crm: CrmAdapter, callsPer5s: number, options = {}) =>
  deliverNewBookings(
    { ...ctx.deps, crm, crmCalls: createCrmCallBudget(ctx.db, callsPer5s) },
    ctx.clock(),
    options,
  );

describe("the CRM delivery, paced by the shared call budget", () => {
  it("claims nothing without calls: the bookings stay received, due and first attempts", async () => {
    const ids = await stored(2);
    const { crm, calls } = pacedCrm();
    await createCrmCallBudget(ctx.db, 25).empty(ctx.clock());
    const outcome = await deliver(crm, 25);
    expect(outcome).toMatchObject({ claimed: 0, sent: 0, failed: 0 });
    const waitMs = outcome.paced && "waitMs" in outcome.paced ? outcome.paced.waitMs : 0;
    expect(waitMs).toBeGreaterThanOrEqual(RATE_LIMIT_PAUSE_MS);
    expect(calls).toHaveLength(0);
    expect(await states(ids)).toEqual(
      ids.map(() => ({ status: "received", first: true, due: true })),
    );

    ctx.clock.advance(waitMs);
    expect(await deliver(crm, 25)).toMatchObject({ claimed: 1, sent: 1 });
    expect(calls[0]?.firstAttempt).toBe(true);
  });

  it("claims only as many bookings as the budget holds calls for, and says so", async () => {
    const ids = await stored(3);
    const { crm } = pacedCrm();
    // Plan 25: 5 calls, a retry's worth (3) taken per booking, a first attempt's 1 given back.
    expect(await deliver(crm, 25)).toEqual({
      claimed: 1,
      sent: 1,
      failed: 0,
      paced: { allowed: 1 },
    });
    expect(await deliver(crm, 25)).toEqual({
      claimed: 1,
      sent: 1,
      failed: 0,
      paced: { allowed: 1 },
    });
    const empty = await deliver(crm, 25);
    expect(empty).toMatchObject({ claimed: 0, paced: { waitMs: expect.any(Number) } });
    expect((await states(ids)).map((s) => s.status).sort()).toEqual([
      "received",
      "sent-to-crm",
      "sent-to-crm",
    ]);
  });

  it("gives back the calls taken for bookings that were not due, and a first attempt's search", async () => {
    const { crm } = pacedCrm();
    const calls = createCrmCallBudget(ctx.db, 25);
    // Nothing due: the calls taken for a batch all come back.
    expect(await deliver(crm, 25)).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(await calls.take(ctx.clock(), 100, 1)).toMatchObject({ allowed: 5 });
    ctx.clock.advance(60_000);
    // One first attempt: 3 taken, the unneeded search's call given back, 2 spent.
    await stored(1);
    expect(await deliver(crm, 25)).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(await calls.take(ctx.clock(), 100, 1)).toMatchObject({ allowed: 3 });
  });

  it("a 429 empties the budget for every server; the batch's unsent bookings are released as they were", async () => {
    const ids = await stored(3);
    const { crm, calls } = pacedCrm(() => ({ ok: false, reason: "HTTP 429", rateLimited: true }));
    const outcome = await deliver(crm, 1_000, { concurrency: 1 });
    expect(outcome).toEqual({
      claimed: 3,
      sent: 0,
      failed: 1,
      paced: { waitMs: RATE_LIMIT_PAUSE_MS },
    });
    expect(calls).toHaveLength(1);
    const limited = calls[0]?.bookingId;
    expect(ctx.logger.records).toContainEqual(
      expect.objectContaining({ event: "crm.rate-limited", bookingId: limited }),
    );
    const after = await states(ids);
    for (const [i, id] of ids.entries()) {
      expect(after[i]).toEqual(
        id === limited
          ? { status: "crm-failed", first: false, due: true }
          : { status: "received", first: true, due: true },
      );
    }
    // Another server's budget over the same database is empty too, for LeadSquared's window.
    const other = createCrmCallBudget(ctx.db, 1_000);
    expect(await other.take(ctx.clock(), 1, 3)).toMatchObject({ allowed: 0 });
    ctx.clock.advance(RATE_LIMIT_PAUSE_MS + 1_000);
    const recovered = pacedCrm();
    expect(await deliver(recovered.crm, 1_000)).toMatchObject({ claimed: 2, sent: 2 });
    expect(recovered.calls.map((call) => call.firstAttempt)).toEqual([true, true]);
  });

  it("a drain ends when the calls run out and asks for the next after the budget's wait: none lost, none sent twice, bookings stored meanwhile served", async () => {
    const ids = await stored(6);
    const { crm, calls } = pacedCrm();
    const deps = { ...ctx.deps, crm, crmCalls: createCrmCallBudget(ctx.db, 10) };
    // The job queue: records when the next drain is asked for (seconds from now).
    const waits: number[] = [];
    const queue: Pick<Jobs, "send"> = {
      async send(_queue, _data, options) {
        waits.push(Number(options?.startAfter ?? 0) * 1_000);
        return "next";
      },
    };
    const late: string[] = [];
    const started = ctx.clock().getTime();
    for (let drains = 0; drains < 50; drains++) {
      const asked = waits.length;
      await runCrmDelivery(deps, queue);
      if (waits.length === asked) break;
      // A booking stored while the next drain waits for the budget.
      if (late.length === 0) late.push(...(await stored(1)));
      ctx.clock.advance(waits.at(-1) ?? 0);
    }
    const all = [...ids, ...late];
    expect(await statusesOf(ctx.db, ctx.clock, all)).toEqual(all.map(() => "sent-to-crm"));
    expect(calls.map((call) => call.bookingId).sort()).toEqual([...all].sort());
    expect(calls.every((call) => call.firstAttempt)).toBe(true);
    // Paced: 14 calls at plan 10 (3 at once, then 7 every 6 s) take simulated seconds, not none.
    expect(waits.length).toBeGreaterThan(3);
    expect(waits.every((ms) => ms > 0)).toBe(true);
    const { capacity, perMs } = callBudgetShape(10);
    expect(ctx.clock().getTime() - started).toBeGreaterThanOrEqual((14 - capacity) / perMs - 1);
  });
});
