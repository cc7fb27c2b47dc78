/**
 * The price of an order is the city of the place its sample is taken, never the city the client
 * names (docs/security.md#payments-razorpay). The attack: the same tests for the same Bengaluru
 * address cost ₹4,520 sent as `banglore` and ₹3,900 as `andhraPradesh`; the server charged
 * whatever city came in the body. Over HTTP, on PGlite and PostgreSQL, with the demo's areas.
 */
import {
  type Location,
  labTests,
  locationIds,
  locationNames,
  priceOf,
  sampleCentres,
} from "@vyom/catalog";
import { priceLocationMessages, windowMessages } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import {
  orders,
  paymentAttempts,
  serviceAreaPincodes,
  serviceAreas,
  transactions,
  windowClaims,
} from "../../db/schema.ts";
import {
  type Customer,
  centreVisit,
  newCustomer,
  newKey,
  officeAddress,
  orderBody,
  placeOrder,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.transaction(seedDemoServiceAreas);
});
afterAll(() => ctx?.close());

/** `orderBody`'s lines (CBC and the thyroid profile for the customer, Premium for the mother). */
const LINES = ["10001", "10002"] as const;
const PACKAGE_PRICE = 1699;

/** What `orderBody`'s lines cost in `location`, from the catalogue. */
function catalogueAmount(location: Location): number {
  return LINES.reduce((sum, corpId) => {
    const test = labTests.find((t) => t.corpId === corpId);
    const price = test ? priceOf(test, location) : { offered: false as const };
    if (!price.offered) throw new Error(`fixture ${corpId} not offered in ${location}`);
    return sum + price.price;
  }, PACKAGE_PRICE);
}

const bengaluruAddress = { ...officeAddress, pincode: "560017" };

const ordersOf = (customer: Customer) =>
  ctx.db.select().from(orders).where(eq(orders.userId, customer.userId));

async function nothingBooked(customer: Customer) {
  expect(await ordersOf(customer)).toEqual([]);
  const paid = await ctx.db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, customer.userId));
  expect(paid).toEqual([]);
}

describe("POST /api/orders prices the address's city, not the client's", () => {
  it("the attack: the same Bengaluru order as banglore and as andhraPradesh; only Bengaluru's prices are taken", async () => {
    expect(catalogueAmount("andhraPradesh")).toBeLessThan(catalogueAmount("banglore"));
    const customer = await newCustomer(ctx);
    const claimsBefore = await ctx.db.select().from(windowClaims);

    const cheaper = await placeOrder(
      ctx,
      customer,
      orderBody(customer, { location: "andhraPradesh", address: bengaluruAddress }),
    );
    expect(cheaper.status).toBe(422);
    expect(await cheaper.json()).toEqual({
      error: "priced-elsewhere",
      message:
        "Prices shown were for Andhra Pradesh; this address in Bengaluru is priced for Bengaluru. Check the prices and place the order again.",
      location: "banglore",
      sentLocation: "andhraPradesh",
    });
    await nothingBooked(customer);
    expect(await ctx.db.select().from(windowClaims)).toHaveLength(claimsBefore.length);

    const res = await placeOrder(
      ctx,
      customer,
      orderBody(customer, { location: "banglore", address: bengaluruAddress }),
    );
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { orderId: string; amount: number };
    expect(placed.amount).toBe(catalogueAmount("banglore"));
    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({ location: "banglore", amount: catalogueAmount("banglore") });
    const [transaction] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, placed.orderId));
    expect(transaction?.amount).toBe(catalogueAmount("banglore"));
    const [attempt] = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order?.id ?? ""));
    expect(attempt?.amount).toBe(catalogueAmount("banglore"));
  });

  it.each(locationIds.filter((location) => location !== "banglore"))(
    "refuses a Bengaluru address sent as %s with 422 naming both cities",
    async (location) => {
      const customer = await newCustomer(ctx);
      const res = await placeOrder(
        ctx,
        customer,
        orderBody(customer, { location, address: bengaluruAddress }),
      );
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: "priced-elsewhere",
        message: `Prices shown were for ${locationNames[location]}; this address in Bengaluru is priced for Bengaluru. Check the prices and place the order again.`,
        location: "banglore",
        sentLocation: location,
      });
      await nothingBooked(customer);
    },
  );

  it("places an order in every seeded area at its own city's catalogue prices", async () => {
    const areas = await ctx.db
      .select({
        id: serviceAreas.id,
        priceLocation: serviceAreas.priceLocation,
        pincode: serviceAreaPincodes.pincode,
      })
      .from(serviceAreas)
      .innerJoin(serviceAreaPincodes, eq(serviceAreaPincodes.areaId, serviceAreas.id))
      .orderBy(serviceAreas.id, serviceAreaPincodes.pincode);
    const firstPincodes = new Map<string, (typeof areas)[number]>();
    for (const area of areas) if (!firstPincodes.has(area.id)) firstPincodes.set(area.id, area);
    expect([...firstPincodes.keys()]).toEqual([
      "bengaluru",
      "chennai",
      "mysuru",
      "tirunelveli",
      "vijayawada",
      "visakhapatnam",
    ]);
    for (const { id, priceLocation, pincode } of firstPincodes.values()) {
      if (!priceLocation) throw new Error(`the demo area ${id} has no price city`);
      const customer = await newCustomer(ctx);
      const address = { ...officeAddress, pincode };
      const res = await placeOrder(
        ctx,
        customer,
        orderBody(customer, { location: priceLocation, address }),
      );
      expect(res.status, id).toBe(201);
      const placed = (await res.json()) as { amount: number };
      expect(placed.amount, id).toBe(catalogueAmount(priceLocation));
      expect((await ordersOf(customer))[0]?.location, id).toBe(priceLocation);
    }
  });

  it("prices a visit to the centre at the centre's city", async () => {
    const mysuru = sampleCentres.find((centre) => centre.location === "mysore");
    if (!mysuru) throw new Error("no Mysuru centre in the catalogue");
    const customer = await newCustomer(ctx);
    const visit = centreVisit(orderBody(customer).appointment.date, "17:00-19:00", mysuru.id);

    const elsewhere = await placeOrder(ctx, customer, orderBody(customer, visit));
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toEqual({
      error: "priced-elsewhere",
      message:
        "Prices shown were for Bengaluru; this centre in Mysuru is priced for Mysuru. Check the prices and place the order again.",
      location: "mysore",
      sentLocation: "banglore",
    });
    await nothingBooked(customer);

    const res = await placeOrder(
      ctx,
      customer,
      orderBody(customer, { ...visit, location: "mysore" }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as { amount: number }).amount).toBe(catalogueAmount("mysore"));
    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({ location: "mysore", address: null });
    expect(order?.appointment).toMatchObject({ place: "centre", centreId: mysuru.id });
  });

  it("refuses a visit to the centre that names no centre of ours with 400", async () => {
    const customer = await newCustomer(ctx);
    const date = orderBody(customer).appointment.date;
    for (const appointment of [
      { place: "centre", date, timeSlot: "17:00-19:00" },
      { place: "centre", centreId: "nowhere", date, timeSlot: "17:00-19:00" },
    ]) {
      const res = await placeOrder(
        ctx,
        customer,
        orderBody(customer, { address: null, appointment }),
      );
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: string; issues: { path: string }[] };
      expect(answer.error).toBe("invalid-request");
      expect(answer.issues.map((issue) => issue.path)).toContain("appointment.centreId");
    }
    await nothingBooked(customer);
  });

  it("keeps an unserved pincode's answer, whatever city is sent", async () => {
    const customer = await newCustomer(ctx);
    for (const location of ["banglore", "andhraPradesh"] as const) {
      const res = await placeOrder(
        ctx,
        customer,
        orderBody(customer, { location, address: { ...officeAddress, pincode: "110002" } }),
      );
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: "not-served", message: windowMessages.notServed });
    }
    await nothingBooked(customer);
  });

  it("refuses an order in an area the lab has not priced yet, and says so in the log", async () => {
    await ctx.db.insert(serviceAreas).values({ id: "unpriced-test", name: "Hosur" });
    await ctx.db.insert(serviceAreaPincodes).values({ pincode: "635109", areaId: "unpriced-test" });
    const customer = await newCustomer(ctx);
    const res = await placeOrder(
      ctx,
      customer,
      orderBody(customer, { address: { ...officeAddress, pincode: "635109" } }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "not-priced",
      message: priceLocationMessages.notPriced,
    });
    await nothingBooked(customer);
    expect(
      ctx.logger.records.filter((record) => record.event === "orders.area-not-priced"),
    ).toEqual([expect.objectContaining({ level: "error", areaId: "unpriced-test" })]);
  });

  it.each([
    ["NUL", "banglore\u0000"],
    ["a lone surrogate", "\ud800"],
    ["a very long string", "banglore".repeat(5_000)],
    ["an object", { city: "banglore" }],
    ["a number", 560017],
    ["nothing", undefined],
  ])("refuses %s as the location with 400 naming the field", async (_what, location) => {
    const customer = await newCustomer(ctx);
    const res = await placeOrder(ctx, customer, { ...orderBody(customer), location });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as {
      error: string;
      issues: { path: string; message: string }[];
    };
    expect(answer).toEqual({
      error: "invalid-request",
      message: expect.any(String),
      issues: expect.arrayContaining([{ path: "location", message: expect.any(String) }]),
    });
    await nothingBooked(customer);
  });

  it("answers a replay of the Idempotency-Key with the first order; the key with another city is refused", async () => {
    const customer = await newCustomer(ctx);
    const key = newKey();
    const body = orderBody(customer, { address: bengaluruAddress });
    const first = await placeOrder(ctx, customer, body, key);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as { orderId: string; amount: number };

    const cheaper = await placeOrder(ctx, customer, { ...body, location: "andhraPradesh" }, key);
    expect(cheaper.status).toBe(422);
    expect(((await cheaper.json()) as { error: string }).error).toBe("priced-elsewhere");

    const again = await placeOrder(ctx, customer, body, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ orderId: placed.orderId, amount: placed.amount });
    expect(await ordersOf(customer)).toHaveLength(1);
  });
});
