import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";
import type { CrmAdapter } from "./crm.ts";
import { createCrmHandoff } from "./crm-handoff.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function receivedBookings(n: number) {
  const body = bookingBody({ mobile: "9000000501" });
  const rows = await ctx.db
    .insert(bookings)
    .values(
      Array.from({ length: n }, () => ({
        name: body.name,
        mobileNumber: body.mobileNumber,
        collectionDate: body.date,
        pincode: body.pincode,
        policyValue: body.Policy_Value,
        payload: {},
      })),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

describe("CRM hand-off after the answer", () => {
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
    const handoff = createCrmHandoff(ctx.deps);
    for (const id of ids)
      handoff.handOff({ bookingId: id, payload: {} }, { crm, logger: ctx.logger });
    await handoff.settled();
    const rows = await ctx.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    expect(ids.map((id) => statusOf.get(id))).toEqual(
      ids.map((_, i) => (i % 3 === 0 ? "sent-to-crm" : "crm-failed")),
    );
  });

  it("writes the results that arrive while a status write runs in ONE next statement", async () => {
    const ids = await receivedBookings(10);
    // The database, with each status write counted and the first one held until released.
    let writes = 0;
    let release = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const db = new Proxy(ctx.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Database["execute"]>) => {
          writes++;
          if (writes === 1) await firstHeld;
          return target.execute(...args);
        };
      },
    });
    const answers = new Map<string, () => void>();
    const crm: CrmAdapter = {
      kind: "held",
      submitBooking: ({ bookingId }) =>
        new Promise((resolve) => answers.set(bookingId, () => resolve({ ok: true }))),
    };
    const handoff = createCrmHandoff({ ...ctx.deps, db });
    for (const id of ids)
      handoff.handOff({ bookingId: id, payload: {} }, { crm, logger: ctx.logger });
    await new Promise((resolve) => setImmediate(resolve));
    // The first result's write starts and is held; the other nine arrive one turn apart.
    for (const id of ids) {
      answers.get(id)?.();
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
    release();
    await handoff.settled();
    expect(writes).toBe(2);
    const rows = await ctx.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => "sent-to-crm"));
  });

  it("counts an adapter that throws before returning a promise as a failure", async () => {
    const [id = ""] = await receivedBookings(1);
    const crm = {
      kind: "broken",
      submitBooking: () => {
        throw new Error("bad configuration");
      },
    } as unknown as CrmAdapter;
    const handoff = createCrmHandoff(ctx.deps);
    handoff.handOff({ bookingId: id, payload: {} }, { crm, logger: ctx.logger });
    await handoff.settled();
    const [row] = await ctx.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [id]));
    expect(row?.status).toBe("crm-failed");
  });
});
