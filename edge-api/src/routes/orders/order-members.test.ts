/**
 * The people an order books tests for: each needs a date of birth (or an age) and a gender, which
 * the lab's reference ranges depend on (catalog/src/contract/person.rules.ts). Members stored
 * before the app asked for them still read and save; the order names whoever still lacks them.
 */
import { indiaDate as indiaDateOf, missingDetailsMessage } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { carts, collectionVisits, orders, transactions, visitNotices } from "../../db/schema.ts";
import {
  type Customer,
  confirmedAtCollection,
  motherDetails,
  newCustomer,
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

const self = (customer: Customer, details: object = selfDetails) => ({
  name: customer.name,
  relation: "My Self",
  mobileNumber: customer.mobile,
  ...details,
});
const mother = (details: object = motherDetails) => ({
  name: "Meena Shetty",
  relation: "Mother",
  mobileNumber: "9876512345",
  ...details,
});

const ordersOf = (customer: Customer) =>
  ctx.db.select().from(orders).where(eq(orders.userId, customer.userId));

function putMembers(customer: Customer, members: unknown[]) {
  return ctx.app.request(
    `/api/users/${customer.vyomId}/members`,
    {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: customer.cookie },
      body: JSON.stringify({ members }),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.11" } } },
  );
}

async function membersOfMe(customer: Customer): Promise<unknown[]> {
  const me = await ctx.get("/api/users/me", { headers: { cookie: customer.cookie } });
  expect(me.status).toBe(200);
  return ((await me.json()) as { user: { cart: { members: unknown[] } } }).user.cart.members;
}

describe("POST /api/orders and the members' details", () => {
  it("refuses, naming the member, an order for someone without a date of birth and gender; books nothing", async () => {
    const customer = await newCustomer(ctx);
    const cases: [members: object[], name: string][] = [
      [[self(customer), mother({})], "Meena Shetty"],
      [[self(customer), mother({ gender: "female" })], "Meena Shetty"],
      [[self(customer), mother({ age: 64 })], "Meena Shetty"],
      [[self(customer), mother({ birthDate: "1961-01-05" })], "Meena Shetty"],
      // 'My Self' is named as the account names the customer, whatever name the body sent.
      [[{ ...self(customer, {}), name: "Someone Else" }, mother()], customer.name],
    ];
    for (const [members, name] of cases) {
      const res = await placeOrder(ctx, customer, orderBody(customer, { members }));
      expect(res.status, name).toBe(422);
      expect(await res.json()).toEqual({
        error: "member-details-missing",
        message: missingDetailsMessage(name),
      });
    }
    expect(missingDetailsMessage("Priya")).toBe(
      "Add Priya's date of birth and gender: the lab needs them for the reference ranges.",
    );
    expect(await ordersOf(customer)).toEqual([]);
    const money = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, customer.userId));
    expect(money).toEqual([]);
  });

  it("asks only for the members it books tests for: an old record nobody books for may lack them", async () => {
    const customer = await newCustomer(ctx);
    const legacy = { name: "Old Record", relation: "Unknown", mobileNumber: customer.mobile };
    const body = orderBody(customer, {
      lines: [{ corpId: "10001", kind: "test", memberIndex: 1 }],
      members: [self(customer, {}), mother(), legacy],
    });
    const res = await placeOrder(ctx, customer, body);
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it("keeps each member's details on the order (what the lab receives) and with the account", async () => {
    const customer = await newCustomer(ctx);
    const res = await placeOrder(ctx, customer, orderBody(customer));
    expect(res.status, await res.clone().text()).toBe(201);
    const [order] = await ordersOf(customer);
    expect(order?.members).toEqual([{ ...self(customer), vyomId: customer.vyomId }, mother()]);
    expect(await membersOfMe(customer)).toEqual(order?.members);
  });

  it("refuses a date of birth in the future by the API's day, or more than 120 years ago", async () => {
    const customer = await newCustomer(ctx);
    const today = indiaDateOf(ctx.clock());
    // Born on this day N years ago (the 28th on 29 February, which most years lack).
    const yearsAgo = (years: number) =>
      `${Number(today.slice(0, 4)) - years}${today.slice(4).replace("-02-29", "-02-28")}`;
    const tomorrow = indiaDateOf(new Date(ctx.clock().getTime() + 86_400_000));
    const cases: [details: object, path: string, message: string][] = [
      [{ birthDate: tomorrow, gender: "male" }, "members.1.birthDate", "future"],
      [{ birthDate: yearsAgo(121), gender: "male" }, "members.1.birthDate", "old"],
      [{ birthDate: "1961-02-30", gender: "female" }, "members.1.birthDate", "real"],
      [{ age: 121, gender: "female" }, "members.1.age", "age"],
      [{ age: 6.5, gender: "female" }, "members.1.age", "age"],
      [{ birthDate: "1961-01-05", age: 64, gender: "female" }, "members.1.age", "both"],
      [{ birthDate: "1961-01-05", gender: "F" }, "members.1.gender", "gender"],
    ];
    const messages: Record<string, string> = {
      future: "The date of birth cannot be in the future",
      old: "Enter a date of birth less than 121 years ago",
      real: "Enter a date of birth that exists (DD/MM/YYYY)",
      age: "Enter the age in whole years, from 0 to 120",
      both: "Give the date of birth or the age, not both",
      gender: "Choose the gender",
    };
    for (const [details, path, which] of cases) {
      const members = [self(customer), mother(details)];
      const res = await placeOrder(ctx, customer, orderBody(customer, { members }));
      expect(res.status, path).toBe(400);
      const { issues } = (await res.json()) as { issues: { path: string; message: string }[] };
      expect(issues, JSON.stringify(details)).toContainEqual({
        path,
        message: messages[which],
      });
    }
    // Born today, and born exactly 120 years ago today, are both booked.
    for (const birthDate of [today, yearsAgo(120)]) {
      const members = [self(customer), mother({ birthDate, gender: "female" })];
      const res = await placeOrder(ctx, customer, orderBody(customer, { members }));
      expect(res.status, birthDate).toBe(201);
    }
  });
});

describe("PUT /api/users/:vyomId/members and GET /api/users/me", () => {
  it("store and return each member's details, 'My Self''s taken from the body", async () => {
    const customer = await newCustomer(ctx);
    const son = {
      name: "Arjun Shetty",
      relation: "Son",
      mobileNumber: "8123456789",
      birthDate: "2015-08-09",
      gender: "male",
    };
    const res = await putMembers(customer, [
      { ...self(customer), name: "Renamed", mobileNumber: "9000000000" },
      mother(),
      son,
    ]);
    expect(res.status).toBe(200);
    const stored = [{ ...self(customer), vyomId: customer.vyomId }, mother(), son];
    expect(((await res.json()) as { members: unknown[] }).members).toEqual(stored);
    expect(await membersOfMe(customer)).toEqual(stored);
  });

  it("still read and save members stored before the details existed", async () => {
    const customer = await newCustomer(ctx);
    const old = [
      { name: customer.name, relation: "My Self", mobileNumber: customer.mobile },
      { name: "Old Record", relation: "Unknown", mobileNumber: customer.mobile, vyomId: "LEG-1" },
      { name: "Meena Shetty", relation: "Mother", mobileNumber: "9876512345" },
    ];
    await ctx.db.update(carts).set({ members: old }).where(eq(carts.userId, customer.userId));
    expect(await membersOfMe(customer)).toEqual(old);

    const res = await putMembers(customer, old);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await membersOfMe(customer)).toEqual([
      { ...old[0], vyomId: customer.vyomId },
      old[1],
      old[2],
    ]);
  });

  it("refuse a detail the form would refuse, in the form's words", async () => {
    const customer = await newCustomer(ctx);
    const res = await putMembers(customer, [
      self(customer, { gender: "unknown" }),
      mother({ age: -1, gender: "female" }),
    ]);
    expect(res.status).toBe(400);
    const { issues } = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "members.0.gender", message: "Choose the gender" },
        { path: "members.1.age", message: "Enter the age in whole years, from 0 to 120" },
      ]),
    );
  });
});

describe("a member with no mobile (a child, an elderly parent)", () => {
  it("is booked, and the visit's texts go to the account holder's number", async () => {
    const customer = await newCustomer(ctx);
    const child = { name: "Anu Shetty", relation: "Daughter", age: 6, gender: "female" };
    const body = orderBody(customer, {
      members: [self(customer), child],
      payment: "at-collection",
    });
    const placed = await confirmedAtCollection(ctx, customer, body);
    const [order] = await ordersOf(customer);
    expect(order?.members[1]).toEqual(child);
    const [visit] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.subject, `order:${placed.orderId}`));
    expect(visit?.mobileNumber).toBe(customer.mobile);
    const texts = await ctx.db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.visitId, visit?.id ?? ""));
    expect(texts.map((text) => text.mobileNumber)).toEqual([customer.mobile]);
  });
});
