/**
 * "My bookings" over HTTP on the test gateway (docs/product.md#my-bookings): the customer's list
 * with timelines, reschedule and cancel with their refusals, one refund however a cancel is
 * repeated, SMS preferences, and the abuse cases (another customer's booking, no session,
 * cross-site, malformed bodies).
 */
import { myBookingsMessages } from "@vyom/catalog/contract";
import {
  MyBookingChanged,
  MyBookingRefused,
  MyBookingsAnswer,
} from "@vyom/catalog/contract/schemas";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { releaseReport } from "../../../test/support/lab-results.ts";
import {
  collectionVisits,
  orders,
  refunds,
  visitEvents,
  visitNotices,
  windowClaims,
} from "../../db/schema.ts";
import { stepMessages } from "../../services/collection-visits/visit-steps.ts";
import { takeStep } from "../../services/collection-visits/visits.ts";
import { claimWindow } from "../../services/collection-windows/collection-windows.ts";
import { refundCancelledVisit } from "../../services/payments/refunds.ts";
import {
  type Customer,
  confirmedAtCollection,
  newCustomer,
  pay,
  placedOrder,
} from "../orders/orders.test-helpers.ts";
import {
  chennai,
  DAY,
  DESK,
  deskStep,
  NOW,
  newTechnician,
  orderFor,
  paidBooking,
  visitOf,
} from "./my-bookings.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.transaction(seedDemoServiceAreas);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  ctx.clock.set(NOW);
  // Each test starts with every window's 8 places free.
  await ctx.db.delete(windowClaims);
});

const list = async (customer: Customer) => {
  const res = await ctx.get("/api/my-bookings", { headers: { cookie: customer.cookie } });
  expect(res.status).toBe(200);
  return MyBookingsAnswer.parse(await res.json()).bookings;
};
const post = (customer: Customer | undefined, path: string, body: unknown, headers = {}) =>
  ctx.postJson(`/api/my-bookings/${path}`, body, {
    headers: { ...(customer ? { cookie: customer.cookie } : {}), ...headers },
  });
const reschedule = (customer: Customer, visitId: string, startsAt: string, day = DAY) =>
  post(customer, `${visitId}/reschedule`, { day, startsAt });
const cancel = (customer: Customer, visitId: string) =>
  post(customer, `${visitId}/cancel`, { reason: "Travelling" });
const refundsOfOrder = (orderId: string) =>
  ctx.db
    .select({ status: refunds.status, amount: refunds.amount, gateway: refunds.gateway })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(orders.orderId, orderId));
const kinds = (booking: { timeline: { kind: string }[] } | undefined) =>
  booking?.timeline.map((entry) => entry.kind);

describe("GET /api/my-bookings", () => {
  it("lists the customer's orders newest first, per member, each with its timeline", async () => {
    const customer = await newCustomer(ctx);
    const older = await paidBooking(ctx, customer);
    ctx.clock.advance(60_000);
    const newer = await confirmedAtCollection(ctx, customer, orderFor(customer));
    const technicianId = await newTechnician(ctx);
    await deskStep(ctx, older.visit.id, {
      step: "assign-technician",
      technicianId,
      arrivingBy: "09:40",
    });

    const bookings = await list(customer);
    expect(bookings.map((b) => b.key)).toEqual([
      `order:${newer.orderId}`,
      `order:${older.order.orderId}`,
    ]);
    // Each order's one short reference, as its checkout answered it.
    expect(bookings.map((b) => b.reference)).toEqual([newer.reference, older.order.reference]);
    const [atCollection, paid] = bookings;
    // Pay at collection books its window once confirmed (services/orders/order-confirmation.ts).
    expect(atCollection).toMatchObject({
      payment: "pay-at-collection",
      visit: { window: { day: DAY, startsAt: "09:00", endsAt: "11:00" } },
    });
    expect(kinds(atCollection)).toEqual(["received", "confirmed"]);
    expect(paid).toMatchObject({
      kind: "order",
      payment: "paid-online",
      status: "technician-assigned",
      members: [
        { name: customer.name, relation: "My Self" },
        { name: "Meena Shetty", relation: "Mother" },
      ],
      visit: {
        id: older.visit.id,
        pincode: "600020",
        window: { day: DAY, startsAt: "09:00", endsAt: "11:00" },
        canChange: true,
        reschedulesLeft: 2,
      },
      refund: null,
    });
    expect(paid?.timeline).toMatchObject([
      { kind: "received" },
      { kind: "confirmed", window: { day: DAY, startsAt: "09:00", endsAt: "11:00" } },
      {
        kind: "technician-assigned",
        technician: { firstName: "Murugan", phone: "******2345", arrivingBy: "09:40" },
      },
    ]);
    // Nothing but the first name and a masked number of the technician.
    expect(JSON.stringify(paid)).not.toContain("9840012345");
    expect(JSON.stringify(paid)).not.toContain("Selvam");
  });

  it("shows the visit report-ready, with a timeline entry per released report, once the lab releases every test's", async () => {
    const customer = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, customer);
    await deskStep(ctx, visit.id, { step: "mark-collected" });
    expect(visit.tests.length).toBeGreaterThan(1);
    const [first, ...rest] = visit.tests as [string, ...string[]];
    ctx.clock.advance(60_000);
    await releaseReport(ctx.db, { visitId: visit.id, tests: [first], now: ctx.clock() });
    const [partly] = await list(customer);
    expect(partly?.status).toBe("collected");
    expect(partly?.timeline.at(-1)).toMatchObject({ kind: "report-ready", test: first });
    // An unsigned report is not released: nothing more is ready.
    ctx.clock.advance(60_000);
    await releaseReport(ctx.db, {
      visitId: visit.id,
      tests: rest,
      now: ctx.clock(),
      signed: false,
    });
    expect((await list(customer))[0]?.status).toBe("collected");
    ctx.clock.advance(60_000);
    await releaseReport(ctx.db, { visitId: visit.id, tests: rest, now: ctx.clock() });
    const [ready] = await list(customer);
    expect(ready?.status).toBe("report-ready");
    expect(kinds(ready)).toEqual([
      "received",
      "confirmed",
      "collected",
      "report-ready",
      "report-ready",
    ]);
    expect(ready?.timeline.at(-1)).toMatchObject({ kind: "report-ready", test: rest.join(", ") });
  });

  it("shows nobody else's bookings, and needs a session", async () => {
    const owner = await newCustomer(ctx);
    await paidBooking(ctx, owner);
    const other = await newCustomer(ctx);
    expect(await list(other)).toEqual([]);
    const res = await ctx.get("/api/my-bookings");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "login-required" });
  });
});

describe("POST /api/my-bookings/:visitId/reschedule", () => {
  it("moves the visit to another window; asking again for that window moves nothing", async () => {
    const customer = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, customer);
    const res = await reschedule(customer, visit.id, "15:00");
    expect(res.status).toBe(200);
    const { booking } = MyBookingChanged.parse(await res.json());
    expect(booking.visit).toMatchObject({
      window: { startsAt: "15:00", endsAt: "17:00" },
      reschedulesLeft: 1,
    });
    expect(booking.timeline.at(-1)).toMatchObject({
      kind: "rescheduled",
      window: { day: DAY, startsAt: "15:00" },
    });
    const replay = await reschedule(customer, visit.id, "15:00");
    expect(replay.status).toBe(200);
    expect(MyBookingChanged.parse(await replay.json()).booking.visit?.reschedulesLeft).toBe(1);
    const notices = await ctx.db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.visitId, visit.id));
    expect(notices.map((n) => n.kind)).toEqual(["confirmed", "rescheduled"]);
  });

  it("a window that just filled answers the windows with a place, and the visit stays", async () => {
    const customer = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, customer);
    for (let i = 0; i < 8; i++) {
      await claimWindow(ctx.db, {
        ...chennai("11:00"),
        holder: `other:${visit.id}:${i}`,
        now: NOW,
      });
    }
    const res = await reschedule(customer, visit.id, "11:00");
    expect(res.status).toBe(409);
    const answer = MyBookingRefused.parse(await res.json());
    expect(answer).toMatchObject({
      error: "window-full",
      message: "This window just filled. Please choose another.",
    });
    expect(answer.alternatives?.[0]).toMatchObject({
      day: DAY,
      startsAt: "13:00",
      endsAt: "15:00",
    });
    const [after] = await list(customer);
    expect(after?.visit?.window?.startsAt).toBe("09:00");
  });

  it("refuses within 2 hours of the window, and after two moves, with the exact messages", async () => {
    const customer = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, customer);
    expect((await reschedule(customer, visit.id, "11:00")).status).toBe(200);
    expect((await reschedule(customer, visit.id, "13:00")).status).toBe(200);
    const third = await reschedule(customer, visit.id, "15:00");
    expect(third.status).toBe(422);
    expect(await third.json()).toEqual({
      error: "refused",
      message: "This booking was already moved 2 times. Please call us to change it.",
    });

    const lateCustomer = await newCustomer(ctx);
    const late = await paidBooking(ctx, lateCustomer);
    // 07:30 in India: the 09:00 window is 90 minutes away.
    ctx.clock.set("2026-12-02T02:00:00Z");
    const tooLate = {
      error: "refused",
      message: "The technician is on the way: this booking can no longer be changed online.",
    };
    const moved = await reschedule(lateCustomer, late.visit.id, "15:00");
    expect(moved.status).toBe(422);
    expect(await moved.json()).toEqual(tooLate);
    const cancelled = await cancel(lateCustomer, late.visit.id);
    expect(cancelled.status).toBe(422);
    expect(await cancelled.json()).toEqual(tooLate);
    expect(stepMessages.tooLate).toBe(tooLate.message);
    const [shown] = await list(lateCustomer);
    expect(shown?.visit?.canChange).toBe(false);
  });
});

describe("POST /api/my-bookings/:visitId/cancel", () => {
  it("cancels a paid order and refunds it once: refund started, then refunded", async () => {
    const customer = await newCustomer(ctx);
    const { order, visit } = await paidBooking(ctx, customer);
    const res = await cancel(customer, visit.id);
    expect(res.status).toBe(200);
    const { booking } = MyBookingChanged.parse(await res.json());
    expect(booking).toMatchObject({
      status: "cancelled",
      refund: { status: "refunded", amount: order.amount },
      visit: { canChange: false },
    });
    expect(kinds(booking)).toEqual([
      "received",
      "confirmed",
      "cancelled",
      "refund-started",
      "refunded",
    ]);
    // A replay answers the same and refunds nothing more.
    const replay = await cancel(customer, visit.id);
    expect(replay.status).toBe(200);
    expect(kinds(MyBookingChanged.parse(await replay.json()).booking)).toEqual(kinds(booking));
    const stored = await refundsOfOrder(order.orderId);
    expect(stored).toMatchObject([{ status: "refunded", amount: order.amount, gateway: "test" }]);
  });

  it("two cancels at once: one cancellation, one refund", async () => {
    const customer = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, customer);
    const answers = await Promise.all([
      cancel(customer, visit.id),
      cancel(customer, visit.id),
      cancel(customer, visit.id),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const events = await ctx.db
      .select({ kind: visitEvents.kind })
      .from(visitEvents)
      .where(eq(visitEvents.visitId, visit.id));
    const count = (kind: string) => events.filter((event) => event.kind === kind).length;
    expect([count("cancelled"), count("refund-started"), count("refunded")]).toEqual([1, 1, 1]);
    const [booking] = await list(customer);
    expect(booking?.refund?.status).toBe("refunded");
    expect(await refundsOfOrder(booking?.key.replace(/^order:/, "") ?? "")).toHaveLength(1);
  });

  it("an order to be paid at collection, or unpaid, is simply cancelled: no refund", async () => {
    const customer = await newCustomer(ctx);
    const atCollection = await confirmedAtCollection(ctx, customer, orderFor(customer));
    const unpaid = await placedOrder(ctx, customer, orderFor(customer));
    for (const order of [atCollection, unpaid]) {
      const visit = await visitOf(ctx, order.orderId);
      const res = await cancel(customer, visit.id);
      expect(res.status).toBe(200);
      const { booking } = MyBookingChanged.parse(await res.json());
      expect(booking).toMatchObject({ status: "cancelled", refund: null });
      expect(kinds(booking)).toEqual(["received", "confirmed", "cancelled"]);
    }
  });

  describe("an order with a fasting sample and its post-meal one", () => {
    const lines = [
      { corpId: "10019", kind: "test", memberIndex: 0 }, // Glucose Fasting
      { corpId: "10020", kind: "test", memberIndex: 0 }, // Glucose Post Prandial
    ];
    /** A paid order with its two visits: 07:00 fasting, 11:00 post-meal. */
    async function paidPair(customer: Customer) {
      const body = orderFor(customer, { lines }, "07:00");
      const order = await placedOrder(ctx, customer, {
        ...body,
        appointment: { ...body.appointment, postMealTimeSlot: "11:00-13:00" },
      });
      await pay(ctx, customer, order.orderId, "success");
      const visits = await ctx.db
        .select()
        .from(collectionVisits)
        .where(
          inArray(collectionVisits.subject, [
            `order:${order.orderId}`,
            `order:${order.orderId}:post-meal`,
          ]),
        )
        .orderBy(collectionVisits.startsAt);
      const [fasting, postMeal] = visits;
      if (!fasting || !postMeal) throw new Error("the order's two visits were not opened");
      return { order, fasting, postMeal };
    }
    const statusOf = async (visitId: string) =>
      (
        await ctx.db
          .select({ status: collectionVisits.status })
          .from(collectionVisits)
          .where(eq(collectionVisits.id, visitId))
      )[0]?.status;

    it("cancelling either visit cancels both and refunds the order once", async () => {
      for (const which of ["fasting", "postMeal"] as const) {
        await ctx.db.delete(windowClaims);
        const customer = await newCustomer(ctx);
        const pair = await paidPair(customer);
        const res = await cancel(customer, pair[which].id);
        expect(res.status).toBe(200);
        expect([await statusOf(pair.fasting.id), await statusOf(pair.postMeal.id)]).toEqual([
          "cancelled",
          "cancelled",
        ]);
        expect(await refundsOfOrder(pair.order.orderId)).toMatchObject([
          { status: "refunded", amount: pair.order.amount },
        ]);
        // Neither window keeps a place for a cancelled order.
        const kept = await ctx.db
          .select()
          .from(windowClaims)
          .where(
            inArray(windowClaims.holder, [
              `order:${pair.order.orderId}`,
              `order:${pair.order.orderId}:post-meal`,
            ]),
          );
        expect(kept.map((claim) => claim.state)).toEqual(["released", "released"]);
      }
    });

    it("the two visits cancelled at once by the customer and the desk: both cancelled, one refund", async () => {
      const customer = await newCustomer(ctx);
      const pair = await paidPair(customer);
      const answers = await Promise.all([
        cancel(customer, pair.fasting.id),
        cancel(customer, pair.postMeal.id),
        takeStep(ctx.db, {
          visitId: pair.postMeal.id,
          request: { step: "cancel", reason: "Lab closed" },
          actor: DESK,
          now: ctx.clock(),
        }).then(async (outcome) => {
          await refundCancelledVisit(ctx.deps, {
            subject: pair.postMeal.subject,
            now: ctx.clock(),
          });
          return outcome;
        }),
      ]);
      const [first, second, desk] = answers;
      expect([first.status, second.status, desk.kind]).toEqual([200, 200, expect.any(String)]);
      expect([await statusOf(pair.fasting.id), await statusOf(pair.postMeal.id)]).toEqual([
        "cancelled",
        "cancelled",
      ]);
      expect(await refundsOfOrder(pair.order.orderId)).toHaveLength(1);
    });

    it("once the fasting sample is collected, cancelling the post-meal visit cancels it alone, with no refund", async () => {
      const customer = await newCustomer(ctx);
      const pair = await paidPair(customer);
      await deskStep(ctx, pair.fasting.id, { step: "mark-collected" });
      const res = await cancel(customer, pair.postMeal.id);
      expect(res.status).toBe(200);
      expect([await statusOf(pair.fasting.id), await statusOf(pair.postMeal.id)]).toEqual([
        "collected",
        "cancelled",
      ]);
      expect(await refundsOfOrder(pair.order.orderId)).toEqual([]);
    });
  });

  it("after collection it cannot be cancelled", async () => {
    const customer = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, customer);
    await deskStep(ctx, visit.id, { step: "mark-collected" });
    const res = await cancel(customer, visit.id);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "refused",
      message: "A collected booking cannot be cancelled.",
    });
  });
});

describe("abuse", () => {
  it("another customer's booking, or none, is 404 alike and changes nothing", async () => {
    const owner = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, owner);
    const intruder = await newCustomer(ctx);
    const notFound = { error: "not-found", message: myBookingsMessages.notFound };
    for (const res of [
      await reschedule(intruder, visit.id, "15:00"),
      await cancel(intruder, visit.id),
      await cancel(intruder, "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f"),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    const [booking] = await list(owner);
    expect(booking).toMatchObject({ status: "confirmed", refund: null });
  });

  it("refuses no session (401) and a cross-site request (403)", async () => {
    const owner = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, owner);
    expect((await post(undefined, `${visit.id}/cancel`, {})).status).toBe(401);
    const crossSite = await post(
      owner,
      `${visit.id}/cancel`,
      {},
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    const [booking] = await list(owner);
    expect(booking?.status).toBe("confirmed");
  });

  it("refuses malformed bodies and ids with 400: NUL, lone surrogate, deep nesting, not a uuid", async () => {
    const owner = await newCustomer(ctx);
    const { visit } = await paidBooking(ctx, owner);
    const deep = `${'{"d":'.repeat(500)}"x"${"}".repeat(500)}`;
    const bodies: [string, string][] = [
      [`${visit.id}/reschedule`, String.raw`{"day":"2026-12-02\u0000","startsAt":"15:00"}`],
      [`${visit.id}/reschedule`, String.raw`{"day":"2026-12-02","startsAt":"15:00\ud800"}`],
      [`${visit.id}/reschedule`, '{"day":"2026-02-30","startsAt":"15:00"}'],
      [`${visit.id}/reschedule`, deep],
      [`${visit.id}/cancel`, String.raw`{"reason":"Travelling\u0000"}`],
      [`${visit.id}/cancel`, String.raw`{"reason":"\udc00 late"}`],
      [`${visit.id}/cancel`, `{"reason":${deep}}`],
      [`${visit.id}/cancel`, "{not json"],
      ["not-a-uuid/cancel", "{}"],
    ];
    for (const [path, body] of bodies) {
      const res = await ctx.app.request(`/api/my-bookings/${path}`, {
        method: "POST",
        headers: { cookie: owner.cookie, "content-type": "application/json" },
        body,
      });
      expect(res.status, `${path} ${body.slice(0, 60)}`).toBe(400);
    }
    const [booking] = await list(owner);
    expect(booking?.status).toBe("confirmed");
  });
});

describe("SMS preferences", () => {
  it("turns off the optional messages only, and a muted one is not queued", async () => {
    const customer = await newCustomer(ctx);
    const headers = { cookie: customer.cookie };
    const initial = await ctx.get("/api/my-bookings/sms-preferences", { headers });
    expect(await initial.json()).toEqual({
      muted: [],
      optional: ["technician-on-the-way", "collected"],
    });
    const put = (body: unknown) =>
      ctx.app.request("/api/my-bookings/sms-preferences", {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await put({ muted: ["cancelled"] })).status).toBe(400);
    const saved = await put({ muted: ["collected", "collected"] });
    expect(await saved.json()).toEqual({
      muted: ["collected"],
      optional: ["technician-on-the-way", "collected"],
    });
    const { visit } = await paidBooking(ctx, customer);
    await deskStep(ctx, visit.id, { step: "mark-collected" });
    const notices = await ctx.db
      .select({ kind: visitNotices.kind })
      .from(visitNotices)
      .where(eq(visitNotices.visitId, visit.id));
    expect(notices.map((n) => n.kind)).toEqual(["confirmed"]);
  });
});
