import { healthPackages, labTests, priceOf } from "@vyom/catalog";
import { referencePattern } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { carts, orders, paymentAttempts, transactions, users } from "../../db/schema.ts";
import {
  type Customer,
  centreVisit,
  homeVisitOn,
  indiaDate,
  motherDetails,
  newCustomer,
  newKey,
  officeAddress,
  orderBody,
  placedOrder,
  placeOrder,
  priceIn,
  selfDetails,
  serveTestArea,
} from "./orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
});
afterAll(() => ctx.close());

const test = (corpId: string) => {
  const found = labTests.find((t) => t.corpId === corpId);
  if (!found) throw new Error(corpId);
  return found;
};
const pkg = (corpId: string) => {
  const found = healthPackages.find((p) => p.corpId === corpId);
  if (!found) throw new Error(corpId);
  return found;
};
const cbc = test("10001");
const thyroid = test("10002");
const premium = pkg("30042");
const notInTirunelveli = labTests.find(
  (t) => priceOf(t, "chennai").offered && !priceOf(t, "tirunelveli").offered,
);

const ordersOf = (customer: Customer) =>
  ctx.db.select().from(orders).where(eq(orders.userId, customer.userId));
const transactionsOf = (customer: Customer) =>
  ctx.db.select().from(transactions).where(eq(transactions.userId, customer.userId));

describe("POST /api/orders", () => {
  it("prices every line from the catalogue for the city, whatever prices the client sends", async () => {
    const customer = await newCustomer(ctx);
    const body = orderBody(customer, { location: "banglore" });
    const tampered = {
      ...body,
      lines: body.lines.map((line) => ({ ...line, price: 1, testPrice: 1, amount: 1 })),
      amount: 3,
      totalPayableAmount: 3,
    };
    const res = await placeOrder(ctx, customer, tampered);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { orderId: string; amount: number; status: string };
    const expected =
      priceIn(cbc, "banglore") + priceIn(thyroid, "banglore") + priceIn(premium, "banglore");
    expect(priceIn(cbc, "banglore")).not.toBe(priceIn(cbc, "chennai"));
    expect(answer).toEqual({
      orderId: expect.stringMatching(/^VYO-\d{8}-[A-Z2-9]{6}$/),
      reference: expect.stringMatching(referencePattern),
      amount: expected,
      status: "payment-pending",
      redirectUrl: `/api/payments/test-gateway/${answer.orderId}`,
    });

    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({
      orderId: answer.orderId,
      amount: expected,
      location: "banglore",
      status: "payment-pending",
      address: officeAddress,
    });
    expect(order?.lines).toEqual([
      {
        kind: "test",
        corpId: "10001",
        memberIndex: 0,
        name: cbc.testName,
        price: priceIn(cbc, "banglore"),
      },
      {
        kind: "test",
        corpId: "10002",
        memberIndex: 1,
        name: thyroid.testName,
        price: priceIn(thyroid, "banglore"),
      },
      {
        kind: "healthPackage",
        corpId: "30042",
        memberIndex: 0,
        name: premium.packageName,
        price: premium.currentPrice,
      },
    ]);
    const [transaction] = await transactionsOf(customer);
    expect(transaction).toMatchObject({
      orderId: answer.orderId,
      name: customer.name,
      mobileNumber: customer.mobile,
      amount: expected,
      paymentStatus: false,
      responseLog: "{}",
      products: [
        { name: cbc.testName, price: priceIn(cbc, "banglore") },
        { name: thyroid.testName, price: priceIn(thyroid, "banglore") },
        { name: premium.packageName, price: premium.currentPrice },
      ],
    });
  });

  it("refuses a line the city does not offer with 422 naming it, and books nothing", async () => {
    if (!notInTirunelveli) throw new Error("catalogue has no test missing in Tirunelveli");
    const customer = await newCustomer(ctx);
    // A visit to a Tirunelveli centre is priced for Tirunelveli.
    const body = orderBody(customer, {
      location: "tirunelveli",
      ...centreVisit(indiaDate(1), "09:00-11:00", "tirunelveli-palayamkottai"),
      lines: [
        { corpId: "10001", kind: "test", memberIndex: 0 },
        { corpId: notInTirunelveli.corpId, kind: "test", memberIndex: 0 },
      ],
    });
    const res = await placeOrder(ctx, customer, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "not-offered",
      message: `${notInTirunelveli.testName} is not available in Tirunelveli`,
      location: "tirunelveli",
      lines: [{ kind: "test", corpId: notInTirunelveli.corpId, name: notInTirunelveli.testName }],
    });
    const unknown = await placeOrder(
      ctx,
      customer,
      orderBody(customer, { lines: [{ corpId: "99999", kind: "healthPackage", memberIndex: 0 }] }),
    );
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      "item 99999 is not available in Bengaluru",
    );
    expect(await ordersOf(customer)).toEqual([]);
    expect(await transactionsOf(customer)).toEqual([]);
  });

  it("makes one order and one transaction from a repeated submission with the same key", async () => {
    const customer = await newCustomer(ctx);
    const key = newKey();
    const first = await placeOrder(ctx, customer, orderBody(customer), key);
    const again = await placeOrder(ctx, customer, orderBody(customer), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const a = (await first.json()) as { orderId: string };
    expect(await again.json()).toEqual({ ...a });
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(await transactionsOf(customer)).toHaveLength(1);
  });

  it("makes one order, one transaction and one payment attempt from 20 concurrent submissions", async () => {
    const customer = await newCustomer(ctx);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(ctx, customer, orderBody(customer), key)),
    );
    expect(answers.map((res) => res.status).sort((a, b) => a - b)).toEqual([
      ...Array(19).fill(200),
      201,
    ]);
    const ids = new Set(
      await Promise.all(
        answers.map(async (res) => ((await res.json()) as { orderId: string }).orderId),
      ),
    );
    expect(ids.size).toBe(1);
    const placed = await ordersOf(customer);
    expect(placed).toHaveLength(1);
    expect(await transactionsOf(customer)).toHaveLength(1);
    const attempts = await ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, placed[0]?.id ?? ""));
    expect(attempts).toHaveLength(1);
  });

  it("refuses the same key with another body (422), and a missing or malformed key (400)", async () => {
    const customer = await newCustomer(ctx);
    const key = newKey();
    expect((await placeOrder(ctx, customer, orderBody(customer), key)).status).toBe(201);
    const changed = orderBody(customer, { payment: "at-collection" });
    const reused = await placeOrder(ctx, customer, changed, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ error: "idempotency-key-reused" });
    const missing = await ctx.postJson("/api/orders", orderBody(customer), {
      headers: { cookie: customer.cookie },
    });
    expect(missing.status).toBe(400);
    const malformed = await placeOrder(ctx, customer, orderBody(customer), "bad key\u00e9");
    expect(malformed.status).toBe(400);
    expect(await ordersOf(customer)).toHaveLength(1);
  });

  it("keys are per customer: another customer's same key is a new order of their own", async () => {
    const [one, two] = [await newCustomer(ctx), await newCustomer(ctx)];
    const key = newKey();
    const a = await placedOrderWithKey(one, key);
    const b = await placedOrderWithKey(two, key);
    expect(a).not.toBe(b);
    expect(await ordersOf(one)).toHaveLength(1);
    expect(await ordersOf(two)).toHaveLength(1);
  });

  it("needs the customer session: 401 without it, with a forged cookie, or after logout", async () => {
    const customer = await newCustomer(ctx);
    const anonymous = await ctx.postJson("/api/orders", orderBody(customer), {
      headers: { "Idempotency-Key": newKey() },
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "login-required" });
    const forged = await placeOrder(
      ctx,
      { ...customer, cookie: "vyom-customer=forged-token" },
      orderBody(customer),
    );
    expect(forged.status).toBe(401);

    const logout = await ctx.postJson(
      "/api/auth/logout",
      {},
      { headers: { cookie: customer.cookie } },
    );
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join()).toMatch(/vyom-customer=;/);
    expect((await placeOrder(ctx, customer, orderBody(customer))).status).toBe(401);
    expect(await ordersOf(customer)).toEqual([]);
  });

  it("refuses an appointment in the past or a slot of today that has started (422)", async () => {
    const customer = await newCustomer(ctx);
    const yesterday = orderBody(customer, {
      appointment: homeVisitOn(indiaDate(-1, ctx.clock()), "09:00-11:00"),
    });
    const res = await placeOrder(ctx, customer, yesterday);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "invalid-appointment",
      message: "Choose today or a later date",
    });
    // Tomorrow 10:30 in India: the 09:00 slot has started, the 11:00 one has not.
    const saved = ctx.clock();
    const tomorrow = indiaDate(1, saved);
    ctx.clock.set(`${tomorrow}T05:00:00Z`);
    const today = (timeSlot: string) => orderBody(customer, centreVisit(tomorrow, timeSlot));
    expect((await placeOrder(ctx, customer, today("09:00-11:00"))).status).toBe(422);
    expect((await placeOrder(ctx, customer, today("11:00-13:00"))).status).toBe(201);
    ctx.clock.set(saved);
  });

  it("validates members, lines and the address with 400 naming the field", async () => {
    const customer = await newCustomer(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ address: null }, "address"],
      [{ address: { ...officeAddress, pincode: "5600" } }, "address.pincode"],
      [
        { members: [{ name: "Meena", relation: "Mother", mobileNumber: "9876512345" }] },
        "members.0.relation",
      ],
      [
        {
          members: [
            { name: customer.name, relation: "My Self" },
            { name: "Meena", relation: "Mother", mobileNumber: "5876512345" },
          ],
        },
        "members.1.mobileNumber",
      ],
      [{ lines: [{ corpId: "10001", kind: "test", memberIndex: 4 }] }, "lines.0.memberIndex"],
      [
        {
          lines: [
            { corpId: "10001", kind: "test" },
            { corpId: "10001", kind: "test" },
          ],
        },
        "lines.1",
      ],
      [{ lines: [] }, "lines"],
      [{ appointment: homeVisitOn(indiaDate(1), "06:00-07:00") }, "appointment.timeSlot"],
    ];
    for (const [overrides, path] of cases) {
      const res = await placeOrder(ctx, customer, orderBody(customer, overrides));
      expect(res.status, path).toBe(400);
      const { issues } = (await res.json()) as { issues: { path: string }[] };
      expect(
        issues.map((issue) => issue.path),
        path,
      ).toContain(path);
    }
    expect(await ordersOf(customer)).toEqual([]);
  });

  it("keeps the members and the address set with the user, 'My Self' from the account", async () => {
    const customer = await newCustomer(ctx);
    const body = orderBody(customer);
    // Who 'My Self' is comes from the account; only the details the lab needs come from the body.
    body.members[0] = {
      name: "Someone Else",
      relation: "My Self",
      mobileNumber: "9000000000",
      ...selfDetails,
    };
    expect((await placeOrder(ctx, customer, body)).status).toBe(201);
    const [cart] = await ctx.db.select().from(carts).where(eq(carts.userId, customer.userId));
    expect(cart?.members).toEqual([
      {
        name: customer.name,
        relation: "My Self",
        mobileNumber: customer.mobile,
        vyomId: customer.vyomId,
        ...selfDetails,
      },
      { name: "Meena Shetty", relation: "Mother", mobileNumber: "9876512345", ...motherDetails },
    ]);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, customer.userId));
    const { kind: _kind, ...set } = officeAddress;
    expect(user?.address).toEqual({ officeAddress: set });

    const me = await ctx.get("/api/users/me", { headers: { cookie: customer.cookie } });
    expect(me.status).toBe(200);
    const { user: record } = (await me.json()) as {
      user: { address: unknown; cart: { members: unknown[] } };
    };
    expect(record.address).toEqual({ officeAddress: set });
    expect(record.cart.members).toHaveLength(2);
  });

  it("a visit to the centre needs no address and stores none", async () => {
    const customer = await newCustomer(ctx);
    const body = orderBody(customer, centreVisit(indiaDate(2), "17:00-19:00"));
    expect((await placeOrder(ctx, customer, body)).status).toBe(201);
    const [order] = await ordersOf(customer);
    expect(order?.address).toBeNull();
    expect(order?.appointment).toEqual({
      place: "centre",
      centreId: "bengaluru-jayanagar",
      date: indiaDate(2),
      timeSlot: "17:00-19:00",
    });
  });
});

describe("GET /api/orders/:orderId", () => {
  it("answers the customer's own order, and 404 to anyone else", async () => {
    const customer = await newCustomer(ctx);
    const placed = await placedOrder(ctx, customer);
    const own = await ctx.get(`/api/orders/${placed.orderId}`, {
      headers: { cookie: customer.cookie },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    const { order } = (await own.json()) as { order: Record<string, unknown> };
    expect(order).toMatchObject({
      orderId: placed.orderId,
      status: "payment-pending",
      paid: false,
      amount: priceIn(cbc, "banglore") + priceIn(thyroid, "banglore") + premium.currentPrice,
      appointment: homeVisitOn(indiaDate(1), "07:00-09:00"),
    });
    expect(order.lines).toContainEqual(
      expect.objectContaining({ name: thyroid.testName, memberName: "Meena Shetty" }),
    );
    const stranger = await newCustomer(ctx);
    const other = await ctx.get(`/api/orders/${placed.orderId}`, {
      headers: { cookie: stranger.cookie },
    });
    expect(other.status).toBe(404);
    expect((await ctx.get(`/api/orders/${placed.orderId}`)).status).toBe(401);
  });
});

describe("PUT /api/users/:vyomId/members", () => {
  it("replaces the members after 'My Self', only for the session's own vyomId", async () => {
    const customer = await newCustomer(ctx);
    const members = [
      { name: customer.name, relation: "My Self" },
      { name: "Arjun Shetty", relation: "Son", mobileNumber: "8123456789" },
      { name: "Old Record", relation: "Unknown", mobileNumber: customer.mobile, vyomId: "LEG-1" },
    ];
    const put = (vyomId: string, cookie: string, body: unknown = { members }) =>
      ctx.app.request(
        `/api/users/${vyomId}/members`,
        {
          method: "PUT",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: "203.0.113.10" } } },
      );
    const res = await put(customer.vyomId, customer.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { members: unknown[] }).members).toEqual([
      {
        name: customer.name,
        relation: "My Self",
        mobileNumber: customer.mobile,
        vyomId: customer.vyomId,
      },
      members[1],
      members[2],
    ]);
    const stranger = await newCustomer(ctx);
    expect((await put(customer.vyomId, stranger.cookie)).status).toBe(403);
    expect((await put(customer.vyomId, "")).status).toBe(401);
    const bad = await put(customer.vyomId, customer.cookie, {
      members: [members[0], { name: "Arjun", relation: "Son", mobileNumber: "12345" }],
    });
    expect(bad.status).toBe(400);
  });
});

async function placedOrderWithKey(customer: Customer, key: string) {
  const res = await placeOrder(ctx, customer, orderBody(customer), key);
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}
