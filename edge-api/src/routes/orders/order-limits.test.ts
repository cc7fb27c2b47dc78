/**
 * The share of the collection places one account and one address may hold
 * (services/orders/order-limits.ts; docs/security.md, "One account fills a day's collection
 * windows"): before it, one sign-up placed 48 pay-at-collection orders in under 4 s and filled
 * every window of an area-day, each texting a confirmation.
 */
import { and, eq, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import {
  collectionWindowPlans,
  orders,
  serviceAreaPincodes,
  serviceAreas,
  windowClaims,
} from "../../db/schema.ts";
import { orderLimitMessages } from "../../services/orders/order-limit-messages.ts";
import { orderLimits } from "../../services/orders/order-limits.ts";
import {
  homeVisitOn,
  indiaDate,
  motherDetails,
  newCustomer,
  newKey,
  officeAddress,
  orderBody,
  placeOrder,
  selfDetails,
  serveTestArea,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

const slots = ["07:00-09:00", "09:00-11:00", "11:00-13:00", "13:00-15:00", "15:00-17:00"];
/** One test, no fasting rule: any window suits it. */
const oneTest = [{ corpId: "10001", kind: "test", memberIndex: 0 }];

const atCollection = (
  customer: Awaited<ReturnType<typeof newCustomer>>,
  date: string,
  timeSlot: string,
) =>
  orderBody(customer, {
    lines: oneTest,
    payment: "at-collection",
    appointment: homeVisitOn(date, timeSlot),
  });

/** The places the customer's orders hold or booked (not released). */
async function placesOf(userId: string) {
  const own = await ctx.db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.userId, userId));
  let held = 0;
  for (const { orderId } of own) {
    const claims = await ctx.db
      .select()
      .from(windowClaims)
      .where(and(like(windowClaims.holder, `%${orderId}`), ne(windowClaims.state, "released")));
    held += claims.length;
  }
  return held;
}

describe("one account's share of a day's places", () => {
  it("a burst of 48 pay-at-collection orders for one day holds 3; the rest are refused, holding nothing", async () => {
    const attacker = await newCustomer(ctx);
    const date = indiaDate(2);
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, i) =>
        placeOrder(ctx, attacker, atCollection(attacker, date, slots[i % slots.length] as string)),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(orderLimits.perAccountDay);
    expect(statuses.filter((status) => status === 422)).toHaveLength(
      48 - orderLimits.perAccountDay,
    );
    const refused = answers.find((res) => res.status === 422);
    expect(await refused?.json()).toEqual({
      error: "order-limit",
      message: orderLimitMessages.perAccountDay,
    });
    expect(await placesOf(attacker.userId)).toBe(orderLimits.perAccountDay);
  });

  it("lets a family book three members into one area-day, in one order or in three", async () => {
    const parent = await newCustomer(ctx);
    const date = indiaDate(3);
    const family = orderBody(parent, {
      lines: [
        { corpId: "10001", kind: "test", memberIndex: 0 },
        { corpId: "10002", kind: "test", memberIndex: 1 },
        { corpId: "30042", kind: "healthPackage", memberIndex: 2 },
      ],
      members: [
        { name: parent.name, relation: "My Self", mobileNumber: parent.mobile, ...selfDetails },
        { name: "Meena Shetty", relation: "Mother", mobileNumber: "9876512345", ...motherDetails },
        {
          name: "Ravi Shetty",
          relation: "Father",
          mobileNumber: "9876512346",
          birthDate: "1958-11-30",
          gender: "male",
        },
      ],
      appointment: homeVisitOn(date, "07:00-09:00"),
    });
    const placed = await placeOrder(ctx, parent, family);
    expect(placed.status, await placed.clone().text()).toBe(201);
    const other = await newCustomer(ctx);
    for (const slot of slots.slice(0, 3)) {
      expect((await placeOrder(ctx, other, atCollection(other, date, slot))).status).toBe(201);
    }
  });

  it("holds at most 3 upcoming pay-at-collection orders per account, over any days; online still books", async () => {
    const customer = await newCustomer(ctx);
    for (const days of [1, 2, 3]) {
      const res = await placeOrder(
        ctx,
        customer,
        atCollection(customer, indiaDate(days), "09:00-11:00"),
      );
      expect(res.status).toBe(201);
    }
    const fourth = await placeOrder(
      ctx,
      customer,
      atCollection(customer, indiaDate(4), "09:00-11:00"),
    );
    expect(fourth.status).toBe(422);
    expect(await fourth.json()).toEqual({
      error: "order-limit",
      message: orderLimitMessages.openPayAtCollection,
    });
    const online = await placeOrder(
      ctx,
      customer,
      orderBody(customer, {
        lines: oneTest,
        appointment: homeVisitOn(indiaDate(4), "09:00-11:00"),
      }),
    );
    expect(online.status).toBe(201);
  });

  it("a repeat of an order's key answers the same order, whatever the limits", async () => {
    const customer = await newCustomer(ctx);
    const date = indiaDate(5);
    const key = newKey();
    const body = atCollection(customer, date, "07:00-09:00");
    const first = await placeOrder(ctx, customer, body, key);
    for (const slot of slots.slice(1, 3)) {
      await placeOrder(ctx, customer, atCollection(customer, date, slot));
    }
    const again = await placeOrder(ctx, customer, body, key);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { orderId: string }).orderId).toBe(
      ((await first.json()) as { orderId: string }).orderId,
    );
  });
});

describe("an area-day's places paid at collection", () => {
  it("many accounts together hold at most half the day's places unpaid; paying online still books", async () => {
    // An area of its own with one place per window: six places a day, three of them unpaid.
    const area = { id: "share-test", pincode: "560076" };
    await ctx.db
      .insert(serviceAreas)
      .values({ id: area.id, name: "Share test", priceLocation: "banglore" });
    await ctx.db.insert(serviceAreaPincodes).values({ pincode: area.pincode, areaId: area.id });
    await ctx.db.insert(collectionWindowPlans).values(
      slots.concat("17:00-19:00").map((slot) => ({
        areaId: area.id,
        startsAt: slot.slice(0, 5),
        endsAt: slot.slice(6),
        capacity: 1,
      })),
    );
    const date = indiaDate(6);
    const order = async (payment: "at-collection" | "online", timeSlot: string) => {
      const customer = await newCustomer(ctx);
      return placeOrder(
        ctx,
        customer,
        orderBody(customer, {
          lines: oneTest,
          ...(payment === "at-collection" ? { payment } : {}),
          address: { ...officeAddress, pincode: area.pincode },
          appointment: homeVisitOn(date, timeSlot),
        }),
      );
    };
    for (const slot of slots.slice(0, 3)) {
      expect((await order("at-collection", slot)).status).toBe(201);
    }
    const fourth = await order("at-collection", slots[3] as string);
    expect(fourth.status).toBe(422);
    expect(await fourth.json()).toEqual({
      error: "order-limit",
      message: orderLimitMessages.payAtCollectionShare,
    });
    expect((await order("online", slots[3] as string)).status).toBe(201);
  });
});

describe("one address's orders", () => {
  it(`places ${orderLimits.perClient.limit} an hour across accounts; then 429 with Retry-After and a message`, async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let n = 0; n <= orderLimits.perClient.limit; n++) {
      // A new account every 3 orders and a new day each: only the address's limit is reached.
      const customer = await newCustomer(ctx);
      last = await placeOrder(
        ctx,
        customer,
        orderBody(customer, {
          lines: oneTest,
          appointment: homeVisitOn(indiaDate(1 + (n % 6)), "13:00-15:00"),
        }),
        newKey(),
        address,
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 201));
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await last?.json()).toMatchObject({
      error: "rate-limited",
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});
