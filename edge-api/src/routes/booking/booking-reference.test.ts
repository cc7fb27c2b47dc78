/**
 * One short reference per booking and order (catalog/src/contract/booking-reference.ts): the
 * booking's and the order's answers carry it, the SMS, My bookings, the desk and the staff's lists
 * say the same one; a burst of bookings whose draws clash still gives each its own; and a
 * stranger who knows someone's reference reaches nothing with it (docs/security.md).
 */
import { readReference, referencePattern } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { devAdminCookie } from "../../../test/admins.ts";
import {
  createTestContext,
  freshAddress,
  LOOPBACK,
  type TestContext,
} from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { bookings, orders } from "../../db/schema.ts";
import { newReference } from "../../services/references/new-reference.ts";
import { signUp } from "../auth/auth.test-helpers.ts";
import { indiaDate, newCustomer, placedOrder } from "../orders/orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.transaction((tx) => seedDemoServiceAreas(tx));
});
afterAll(() => ctx?.close());

interface Accepted {
  status: string;
  id: string;
  reference: string;
  windowToken: string;
}

let mobiles = 0;
const nextMobile = () => `93100${String(++mobiles).padStart(5, "0")}`;

async function bookingRequest(mobile: string) {
  return {
    ...bookingBody({ mobile, date: indiaDate(1, ctx.clock()) }),
    captcha: await fetchSolvedCaptcha((path) => ctx.get(path)),
  };
}

async function smsTo(mobile: string): Promise<string[]> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message);
}

const storedReference = async (id: string) =>
  (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.reference;

describe("the booking reference", () => {
  it("is in the booking's answer, its repeat, its SMS, My bookings and the desk: one and the same", async () => {
    const mobile = nextMobile();
    const { cookie } = await signUp(ctx, mobile);
    const body = await bookingRequest(mobile);
    const headers = { cookie, "idempotency-key": crypto.randomUUID() };
    const res = await ctx.postJson("/api/booking/", body, { address: freshAddress(), headers });
    expect(res.status).toBe(201);
    const accepted = (await res.json()) as Accepted;
    expect(accepted.reference).toMatch(referencePattern);
    expect(await storedReference(accepted.id)).toBe(accepted.reference);
    // The outbox's resend of the same key: the same booking, the same reference.
    const again = await ctx.postJson("/api/booking/", body, { address: freshAddress(), headers });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ id: accepted.id, reference: accepted.reference });

    const picked = await ctx.postJson(
      `/api/booking/${accepted.id}/window`,
      { token: accepted.windowToken, startsAt: "09:00" },
      { address: freshAddress(), headers: { cookie } },
    );
    expect(picked.status).toBe(200);
    await expect
      .poll(() => smsTo(mobile))
      .toContainEqual(
        expect.stringContaining(`home collection ${accepted.reference} is confirmed for`),
      );
    expect((await smsTo(mobile)).join("\n")).not.toMatch(/BK-|[0-9a-f]{8}-[0-9a-f]{4}/);

    const mine = await ctx.get("/api/my-bookings", { headers: { cookie } });
    const { bookings: list } = (await mine.json()) as {
      bookings: { key: string; reference: string }[];
    };
    expect(list.find((b) => b.key === `booking:${accepted.id}`)?.reference).toBe(
      accepted.reference,
    );

    const staff = await devAdminCookie(ctx);
    const desk = await ctx.get(`/api/admin/desk/visits?mobile=${mobile}`, {
      headers: { cookie: staff },
      address: LOOPBACK,
    });
    expect(desk.status).toBe(200);
    const { visits } = (await desk.json()) as { visits: { reference: string }[] };
    expect(visits.map((visit) => visit.reference)).toEqual([accepted.reference]);

    const admin = await ctx.get(`/api/admin/bookings?mobile=${mobile}`, {
      headers: { cookie: staff },
      address: LOOPBACK,
    });
    const { bookings: rows } = (await admin.json()) as { bookings: { reference: string }[] };
    expect(rows.map((row) => row.reference)).toEqual([accepted.reference]);
  });

  it("gives each booking of a concurrent burst its own, drawing again on every clash", async () => {
    // The first draw is a booking's already; the next references are each drawn twice in a row.
    // Each booking is its own transaction, so one booking may lose several of these clashes in
    // turn: three pairs keep that within the draws a booking makes before it gives up (five).
    const taken = (await ctx.db.select({ reference: bookings.reference }).from(bookings))[0];
    const fresh = Array.from({ length: 3 }, () => newReference());
    const draws = [taken?.reference ?? "", ...fresh.flatMap((r) => [r, r])];
    let drawn = 0;
    const app = ctx.appWith({
      newReference: () => {
        drawn += 1;
        return draws.shift() ?? newReference();
      },
    });
    const requests = await Promise.all(
      Array.from({ length: 12 }, async () => bookingRequest(nextMobile())),
    );
    const answers = await Promise.all(
      requests.map((body) =>
        app.request(
          "/api/booking/",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          },
          { incoming: { socket: { remoteAddress: freshAddress() } } },
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(201));
    const accepted = (await Promise.all(answers.map((res) => res.json()))) as Accepted[];
    const references = accepted.map((answer) => answer.reference);
    expect(new Set(references).size).toBe(12);
    expect(references).not.toContain(taken?.reference);
    // At least the taken one and one of each pair were drawn again.
    expect(drawn).toBeGreaterThanOrEqual(12 + 1 + 3);
    for (const answer of accepted) {
      expect(await storedReference(answer.id)).toBe(answer.reference);
    }
  });

  it("is the order's too: in its answers, My bookings and the transactions list", async () => {
    const customer = await newCustomer(ctx);
    const placed = (await placedOrder(ctx, customer)) as { orderId: string; reference: string };
    expect(placed.reference).toMatch(referencePattern);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    expect(row?.reference).toBe(placed.reference);
    const read = await ctx.get(`/api/orders/${placed.orderId}`, {
      headers: { cookie: customer.cookie },
    });
    expect(((await read.json()) as { order: { reference: string } }).order.reference).toBe(
      placed.reference,
    );
    const mine = await ctx.get("/api/my-bookings", { headers: { cookie: customer.cookie } });
    const { bookings: list } = (await mine.json()) as { bookings: { reference: string }[] };
    expect(list.map((b) => b.reference)).toEqual([placed.reference]);
    const staff = await devAdminCookie(ctx);
    const history = await ctx.postJson(
      "/api/transactions-history/fetch-transactions",
      {},
      { headers: { cookie: staff }, address: LOOPBACK },
    );
    expect(history.status).toBe(200);
    const { transactions } = (await history.json()) as {
      transactions: { orderId: string; reference: string }[];
    };
    expect(transactions.find((t) => t.orderId === placed.orderId)?.reference).toBe(
      placed.reference,
    );
  });

  it("reaches nothing for a stranger who knows it: no window, no My bookings, no desk", async () => {
    const owner = nextMobile();
    const ownerSession = await signUp(ctx, owner);
    const res = await ctx.postJson("/api/booking/", await bookingRequest(owner), {
      address: freshAddress(),
      headers: { cookie: ownerSession.cookie },
    });
    const accepted = (await res.json()) as Accepted;
    const stranger = await signUp(ctx, nextMobile());
    // The reference in place of the booking's id: not an id, and no token proves it.
    for (const path of [accepted.reference, accepted.reference.replaceAll("-", "")]) {
      const pick = await ctx.postJson(
        `/api/booking/${path}/window`,
        { token: accepted.windowToken, startsAt: "09:00" },
        { address: freshAddress(), headers: { cookie: stranger.cookie } },
      );
      expect([400, 404]).toContain(pick.status);
    }
    const theirs = await ctx.get("/api/my-bookings", { headers: { cookie: stranger.cookie } });
    expect(await theirs.text()).not.toContain(accepted.reference);
    // The desk's lists need a staff session, whatever is asked for.
    for (const path of [
      `/api/admin/desk/visits?q=${encodeURIComponent(accepted.reference)}`,
      `/api/admin/bookings?mobile=${owner}`,
    ]) {
      const desk = await ctx.get(path, { headers: { cookie: stranger.cookie } });
      expect(desk.status).toBe(401);
    }
    expect(readReference(accepted.reference.toLowerCase())).toBe(accepted.reference);
  });
});
