/**
 * Property: whatever a signed-in customer sends to POST /api/orders (valid orders with one field
 * broken, NUL and lone surrogates among the breakages; prices slipped in; random JSON), the answer
 * is 201, 400 or 422, never a 5xx, and every order that is made costs exactly the catalogue's sum
 * for its address's city, whichever city the client names. Deep nesting, for every route, is
 * test/fuzz.test.ts's.
 */
import { healthPackages, type Location, labTests, priceOf } from "@vyom/catalog";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { POISONS } from "../../../test/fuzz/arbitraries.ts";
import { fuzzRuns } from "../../../test/fuzz/runs.ts";
import { orders } from "../../db/schema.ts";
import { windowNeedsOfLines } from "../../services/orders/order-visits.ts";
import {
  type Customer,
  indiaDate,
  newCustomer,
  orderBody,
  placeOrder,
  serveTestArea,
  TEST_AREA,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
let customer: Customer;
beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
  customer = await newCustomer(ctx);
});
afterAll(() => ctx?.close());

const junk = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom("", "NA", -1, 0, 1e308, "10001", "home", "My Self", null, [], {}),
  fc.constantFrom(...POISONS).map((poison) => `Old Airport Road${poison}`),
);

/** A valid order with one field (at any depth) replaced by junk or removed. */
const brokenOrder = fc.tuple(fc.nat(), junk, fc.boolean()).map(([pick, value, remove]) => {
  // A deep copy: the fixture shares its address object with every other order.
  const body = structuredClone(orderBody(customer)) as unknown as Record<string, unknown>;
  const paths: Array<[Record<string, unknown>, string]> = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== "object") return;
    for (const key of Object.keys(node)) {
      paths.push([node as Record<string, unknown>, key]);
      walk((node as Record<string, unknown>)[key]);
    }
  };
  walk(body);
  const [parent, key] = paths[pick % paths.length] as [Record<string, unknown>, string];
  if (remove) delete parent[key];
  else parent[key] = value;
  return body;
});

const items = [
  ...labTests.slice(0, 30).map((t) => ({ corpId: t.corpId, kind: "test" as const })),
  ...healthPackages.map((p) => ({ corpId: p.corpId, kind: "healthPackage" as const })),
];

/** A well-formed order of random catalogue lines, each with a made-up price attached. */
const pricedOrder = fc
  .record({
    lines: fc.uniqueArray(fc.constantFrom(...items), {
      minLength: 1,
      maxLength: 6,
      selector: (line) => line.corpId,
    }),
    location: fc.constantFrom<Location>(
      "chennai",
      "banglore",
      "andhraPradesh",
      "tirunelveli",
      "mysore",
    ),
    fakePrice: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ lines, location, fakePrice }) => ({
    ...orderBody(customer, {
      location,
      // A fasting test with a post-meal one books the post-meal window too (the rule is tested in
      // orders.windows.test.ts; here only the price is).
      appointment: {
        place: "home",
        date: indiaDate(1),
        timeSlot: "07:00-09:00",
        ...(windowNeedsOfLines(lines).postMeal ? { postMealTimeSlot: "11:00-13:00" } : {}),
      },
    }),
    lines: lines.map((line) => ({
      ...line,
      memberIndex: 0,
      price: fakePrice,
      testPrice: fakePrice,
    })),
  }));

const catalogueSum = (lines: { corpId: string; kind: string }[], location: Location) =>
  lines.reduce((sum, line) => {
    const item =
      line.kind === "test"
        ? labTests.find((t) => t.corpId === line.corpId)
        : healthPackages.find((p) => p.corpId === line.corpId);
    const price = item ? priceOf(item, location) : { offered: false as const };
    return price.offered ? sum + price.price : Number.NaN;
  }, 0);

let keys = 0;

describe("POST /api/orders under random bodies", () => {
  it("never answers 5xx to broken orders", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(brokenOrder, fc.jsonValue()), async (body) => {
        const res = await placeOrder(ctx, customer, body, `fuzz-broken-${++keys}`);
        expect([201, 400, 422]).toContain(res.status);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
      }),
      { numRuns: fuzzRuns(60) },
    );
    expect(ctx.logger.records.filter((r) => r.level === "error")).toEqual([]);
  });

  it("charges the catalogue's sum for the address's city whatever city or prices the client sends", async () => {
    await fc.assert(
      fc.asyncProperty(pricedOrder, async (body) => {
        // A new buyer each run: one account places only a few orders for one day.
        const buyer = await newCustomer(ctx);
        const res = await placeOrder(ctx, buyer, body, `fuzz-priced-${++keys}`);
        if (body.location !== TEST_AREA.priceLocation) {
          expect(res.status).toBe(422);
          expect(await res.json()).toMatchObject({
            error: "priced-elsewhere",
            location: TEST_AREA.priceLocation,
          });
          return;
        }
        const expected = catalogueSum(body.lines, TEST_AREA.priceLocation);
        if (Number.isNaN(expected)) {
          expect(res.status).toBe(422);
          return;
        }
        expect(res.status).toBe(201);
        const { orderId, amount } = (await res.json()) as { orderId: string; amount: number };
        expect(amount).toBe(expected);
        const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
        expect(row?.amount).toBe(expected);
      }),
      { numRuns: fuzzRuns(60) },
    );
  });
});
