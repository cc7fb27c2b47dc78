import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { bookingColumns } from "../../../test/support/crm-bookings.ts";
import { bookings } from "../../db/schema.ts";
import { resendFailedBookings } from "../maintenance/maintenance.ts";
import type { CrmAdapter, CrmBooking } from "./crm.ts";
import { CRM_DELIVERY_LEASE_MS, deliverNewBookings } from "./crm-delivery.ts";
import { CRM_HANDOFF_GRACE_MS, CRM_RETRY_MAX_MS, crmRetryDelayMs } from "./crm-retry.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
// Each test sees only its own bookings: a retry run claims every due booking in the database.
beforeEach(() => ctx.truncateAll());

const MINUTE = 60_000;

/** A fake CRM that fails its first `failures` calls, then accepts; it keeps what it was sent. */
function flakyCrm(failures: number, delayMs = 0) {
  const received: CrmBooking[] = [];
  let calls = 0;
  const crm: CrmAdapter = {
    kind: "flaky",
    async submitBooking(booking) {
      calls++;
      if (delayMs) await new Promise((done) => setTimeout(done, delayMs));
      if (calls <= failures) throw new Error("CRM unreachable");
      received.push(booking);
      return { ok: true };
    },
  };
  return { crm, received, calls: () => calls };
}

const retry = (crm: CrmAdapter) => resendFailedBookings({ ...ctx.deps, crm }, ctx.clock());

async function bookingRow(id: string) {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`booking ${id} not found`);
  return row;
}

/** Stores crm-failed bookings directly, as the route leaves them after a CRM outage. */
async function failedBookings(n: number, status: "crm-failed" | "received" = "crm-failed") {
  const rows = await ctx.db
    .insert(bookings)
    .values(
      Array.from({ length: n }, (_, i) => {
        return {
          ...bookingColumns(`90000001${String(i).padStart(2, "0")}`),
          status,
          createdAt: ctx.clock(),
        };
      }),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

describe("CRM retry of crm-failed bookings", () => {
  it("resends with backoff until the CRM recovers, then marks the booking sent-to-crm", async () => {
    const body = bookingBody({ mobile: "9000000101" });
    const down = flakyCrm(Number.POSITIVE_INFINITY);
    const res = await ctx.appWith({ crm: down.crm }).request("/api/booking/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, captcha: await fetchSolvedCaptcha((p) => ctx.get(p)) }),
    });
    expect(res.status).toBe(201);
    const { id: bookingId } = (await res.json()) as { id: string };
    await ctx.deps.crmHandoff.settled();
    expect((await bookingRow(bookingId)).status).toBe("crm-failed");

    // Two more failures, then the CRM is back.
    const crm = flakyCrm(2);
    expect(await retry(crm.crm)).toEqual({ sent: 0, failed: 1 });
    let row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: "crm-failed", crmAttempts: 1 });
    expect(row.crmNextAttemptAt?.getTime()).toBe(ctx.clock().getTime() + 5 * MINUTE);

    // Not due yet: nothing is sent.
    ctx.clock.advance(5 * MINUTE - 1_000);
    expect(await retry(crm.crm)).toEqual({ sent: 0, failed: 0 });
    expect(crm.calls()).toBe(1);

    ctx.clock.advance(1_000);
    expect(await retry(crm.crm)).toEqual({ sent: 0, failed: 1 });
    row = await bookingRow(bookingId);
    expect(row.crmAttempts).toBe(2);
    expect(row.crmNextAttemptAt?.getTime()).toBe(ctx.clock().getTime() + 10 * MINUTE);

    ctx.clock.advance(10 * MINUTE);
    expect(await retry(crm.crm)).toEqual({ sent: 1, failed: 0 });
    row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: "sent-to-crm", crmAttempts: 3, crmNextAttemptAt: null });
    // The CRM got what the route would have sent: the request body without the captcha, and
    // without the patient's date of birth and gender, which are the lab's, not the call centre's.
    const { birthDate: _birthDate, gender: _gender, ...sent } = body;
    expect(crm.received).toEqual([{ bookingId, payload: sent }]);

    ctx.clock.advance(CRM_RETRY_MAX_MS);
    expect(await retry(crm.crm)).toEqual({ sent: 0, failed: 0 });
    expect(crm.calls()).toBe(3);
    expect(ctx.logger.records.filter((r) => r.event === "crm.retry.failed")).toHaveLength(2);
  });

  it("counts a CRM rejection as a failure", async () => {
    const [id = ""] = await failedBookings(1);
    const rejecting: CrmAdapter = {
      kind: "rejecting",
      submitBooking: async () => ({ ok: false, reason: "lead rejected" }),
    };
    expect(await retry(rejecting)).toEqual({ sent: 0, failed: 1 });
    expect(await bookingRow(id)).toMatchObject({ status: "crm-failed", crmAttempts: 1 });
    expect(ctx.logger.records.at(-1)).toMatchObject({
      event: "crm.retry.failed",
      bookingId: id,
      reason: "lead rejected",
    });
  });

  it("never sends a booking twice when two runs overlap", async () => {
    const ids = await failedBookings(6);
    // A slow CRM keeps the first run busy while the second one claims.
    const crm = flakyCrm(0, 30);
    const [first, second] = await Promise.all([retry(crm.crm), retry(crm.crm)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(6);
    const sent = crm.received.map((b) => b.bookingId).sort();
    expect(sent).toEqual([...ids].sort());
    const rows = await ctx.db.select().from(bookings).where(inArray(bookings.id, ids));
    for (const row of rows) expect(row).toMatchObject({ status: "sent-to-crm", crmAttempts: 1 });
  });

  it("leaves bookings that are not crm-failed alone", async () => {
    const [id = ""] = await failedBookings(1);
    await ctx.db.update(bookings).set({ status: "sent-to-crm" }).where(eq(bookings.id, id));
    const crm = flakyCrm(0);
    expect(await retry(crm.crm)).toEqual({ sent: 0, failed: 0 });
    expect(crm.calls()).toBe(0);
  });

  it("sends a booking left `received` once its hand-off's grace period is over, not before", async () => {
    // As a process that stopped between the booking's commit and its CRM hand-off leaves it.
    const [id = ""] = await failedBookings(1, "received");
    const crm = flakyCrm(0);
    ctx.clock.advance(CRM_HANDOFF_GRACE_MS - 1_000);
    expect(await retry(crm.crm)).toEqual({ sent: 0, failed: 0 });
    expect((await bookingRow(id)).status).toBe("received");
    ctx.clock.advance(1_000);
    expect(await retry(crm.crm)).toEqual({ sent: 1, failed: 0 });
    expect(crm.received.map((b) => b.bookingId)).toEqual([id]);
    expect(await bookingRow(id)).toMatchObject({ status: "sent-to-crm", crmAttempts: 1 });
  });

  it("keeps retrying a lapsed `received` booking as crm-failed, and a late first result cannot overwrite it", async () => {
    const [id = ""] = await failedBookings(1, "received");
    // Due for its delivery, as the booking route stores it (write-booking.ts).
    await ctx.db.update(bookings).set({ crmNextAttemptAt: ctx.clock() }).where(eq(bookings.id, id));
    // The first delivery claims it; its CRM call hangs until the test lets it answer.
    let started = false;
    let answer = () => {};
    const hanging: CrmAdapter = {
      kind: "hanging",
      submitBooking: () =>
        new Promise((done) => {
          started = true;
          answer = () => done({ ok: true });
        }),
    };
    const late = deliverNewBookings({ ...ctx.deps, crm: hanging }, ctx.clock());
    await expect.poll(() => started).toBe(true);
    // The retry leaves the claim alone while it holds, then takes the booking over.
    ctx.clock.advance(CRM_DELIVERY_LEASE_MS - 1_000);
    expect(await retry(flakyCrm(0).crm)).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(1_000);
    expect(await retry(flakyCrm(1).crm)).toEqual({ sent: 0, failed: 1 });
    expect(await bookingRow(id)).toMatchObject({ status: "crm-failed", crmAttempts: 1 });
    // The first delivery finally settles (the CRM accepted it) after maintenance took it over.
    answer();
    expect(await late).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect((await bookingRow(id)).status).toBe("crm-failed");
    ctx.clock.advance(crmRetryDelayMs(1));
    expect(await retry(flakyCrm(0).crm)).toEqual({ sent: 1, failed: 0 });
    expect((await bookingRow(id)).status).toBe("sent-to-crm");
  });

  it("doubles the wait from 5 minutes up to 6 hours", () => {
    expect([1, 2, 3, 4].map(crmRetryDelayMs)).toEqual([5, 10, 20, 40].map((m) => m * MINUTE));
    expect(crmRetryDelayMs(8)).toBe(CRM_RETRY_MAX_MS);
    expect(crmRetryDelayMs(50)).toBe(CRM_RETRY_MAX_MS);
  });
});
