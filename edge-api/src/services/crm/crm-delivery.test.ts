import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import type { CrmAdapter, CrmBooking } from "./crm.ts";
import { CRM_DELIVERY_LEASE_MS, deliverNewBookings } from "./crm-delivery.ts";
import { immediateCrmHandoff } from "./crm-handoff.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
// A pass claims every due booking in the database: each test sees only its own.
beforeEach(() => ctx.truncateAll());

/** Bookings as the booking route stores them: `received`, due for delivery at once. */
async function receivedBookings(n: number, due: "due" | "stored-before-delivery" = "due") {
  const body = bookingBody({ mobile: "9000000501" });
  const now = ctx.clock();
  const rows = await ctx.db
    .insert(bookings)
    .values(
      Array.from({ length: n }, () => ({
        name: body.name,
        mobileNumber: body.mobileNumber,
        collectionDate: body.date,
        pincode: body.pincode,
        policyValue: body.Policy_Value,
        payload: { bookingData: body.bookingData },
        createdAt: now,
        crmNextAttemptAt: due === "due" ? now : null,
      })),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

async function statuses(ids: string[]) {
  const rows = await ctx.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  const statusOf = new Map(rows.map((row) => [row.id, row.status]));
  return ids.map((id) => statusOf.get(id));
}

const deliver = (crm: CrmAdapter, db: Database = ctx.db) =>
  deliverNewBookings({ ...ctx.deps, db, crm }, ctx.clock());

/** A CRM that records each call and answers after `delayMs`, noting calls that overlapped. */
function recordingCrm(delayMs = 0) {
  const calls: CrmBooking[] = [];
  const running = new Set<string>();
  let overlapped = 0;
  const crm: CrmAdapter = {
    kind: "recording",
    async submitBooking(booking) {
      calls.push(booking);
      if (running.has(booking.bookingId)) overlapped++;
      running.add(booking.bookingId);
      await new Promise((done) => setTimeout(done, delayMs));
      running.delete(booking.bookingId);
      return { ok: true };
    },
  };
  return { crm, calls, overlapped: () => overlapped };
}

describe("CRM delivery of new bookings", () => {
  it("stores each booking's own result when many settle together", async () => {
    const ids = await receivedBookings(30);
    // Every third booking is refused, every third throws, the rest are accepted.
    const crm: CrmAdapter = {
      kind: "mixed",
      async submitBooking({ bookingId }) {
        const i = ids.indexOf(bookingId);
        if (i % 3 === 1) return { ok: false, reason: "refused" };
        if (i % 3 === 2) throw new Error("CRM unreachable");
        return { ok: true };
      },
    };
    expect(await deliver(crm)).toEqual({ claimed: 30, sent: 10, failed: 20 });
    expect(await statuses(ids)).toEqual(
      ids.map((_, i) => (i % 3 === 0 ? "sent-to-crm" : "crm-failed")),
    );
    // A failure is due for the retry at once, as the first hand-off always left it.
    const [failed] = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, ids[1] ?? ""));
    expect(failed).toMatchObject({ crmAttempts: 0, crmNextAttemptAt: null });
  });

  it("claims a batch in one statement and stores its results in one more", async () => {
    const ids = await receivedBookings(25);
    let statements = 0;
    const db = new Proxy(ctx.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return (...args: Parameters<Database["execute"]>) => {
          statements++;
          return target.execute(...args);
        };
      },
    });
    expect(await deliver(recordingCrm().crm, db)).toMatchObject({ claimed: 25, sent: 25 });
    expect(statements).toBe(2);
    expect(await statuses(ids)).toEqual(ids.map(() => "sent-to-crm"));
  });

  it("counts an adapter that throws before returning a promise as a failure", async () => {
    const [id = ""] = await receivedBookings(1);
    const crm = {
      kind: "broken",
      submitBooking: () => {
        throw new Error("bad configuration");
      },
    } as unknown as CrmAdapter;
    expect(await deliver(crm)).toMatchObject({ claimed: 1, failed: 1 });
    expect(await statuses([id])).toEqual(["crm-failed"]);
    expect(ctx.logger.records.at(-1)).toMatchObject({ event: "crm.booking-failed", bookingId: id });
  });

  it("says firstAttempt only on a booking's first claim, and claims it again once the claim lapsed", async () => {
    const [id = ""] = await receivedBookings(1);
    // The first delivery's call never answers (its process died, as far as anyone can tell).
    const calls: CrmBooking[] = [];
    const hanging: CrmAdapter = {
      kind: "hanging",
      submitBooking: (booking) => {
        calls.push(booking);
        return new Promise(() => {});
      },
    };
    void deliver(hanging);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ bookingId: id, firstAttempt: true });
    // Held by its claim: nobody else takes it.
    const again = recordingCrm();
    ctx.clock.advance(CRM_DELIVERY_LEASE_MS - 1_000);
    expect(await deliver(again.crm)).toMatchObject({ claimed: 0 });
    ctx.clock.advance(1_000);
    expect(await deliver(again.crm)).toMatchObject({ claimed: 1, sent: 1 });
    expect(again.calls).toHaveLength(1);
    expect(again.calls[0]?.firstAttempt).toBeUndefined();
    expect(await statuses([id])).toEqual(["sent-to-crm"]);
  });

  it("leaves bookings stored before this delivery existed to the retry", async () => {
    const [id = ""] = await receivedBookings(1, "stored-before-delivery");
    expect(await deliver(recordingCrm().crm)).toMatchObject({ claimed: 0 });
    expect(await statuses([id])).toEqual(["received"]);
  });

  it("two apps' hand-offs never send the same booking at the same time", async () => {
    const ids = await receivedBookings(60);
    const crm = recordingCrm(5);
    const handoffs = [1, 2].map(() => immediateCrmHandoff(ctx.deps));
    // Both signalled over and over, for every booking, while they work.
    for (let i = 0; i < 20; i++)
      for (const handoff of handoffs)
        for (const bookingId of ids)
          handoff.bookingStored({ bookingId, crm: crm.crm, logger: ctx.logger });
    await Promise.all(handoffs.map((handoff) => handoff.settled()));
    expect(await statuses(ids)).toEqual(ids.map(() => "sent-to-crm"));
    await Promise.all(handoffs.map((handoff) => handoff.close()));
    expect(crm.overlapped()).toBe(0);
    expect(crm.calls.map((call) => call.bookingId).sort()).toEqual([...ids].sort());
  });

  it("close() waits for the delivery in flight and stores its results", async () => {
    const ids = await receivedBookings(5);
    const crm = recordingCrm(50);
    const handoff = immediateCrmHandoff(ctx.deps);
    for (const bookingId of ids)
      handoff.bookingStored({ bookingId, crm: crm.crm, logger: ctx.logger });
    await expect.poll(() => crm.calls.length).toBeGreaterThan(0);
    await handoff.close();
    expect(await statuses(ids)).toEqual(ids.map(() => "sent-to-crm"));
    // A closed hand-off takes no more work.
    const [late = ""] = await receivedBookings(1);
    handoff.bookingStored({ bookingId: late, crm: crm.crm, logger: ctx.logger });
    await handoff.settled();
    expect(await statuses([late])).toEqual(["received"]);
  });
});
