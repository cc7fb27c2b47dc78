/**
 * `PUT /api/users/:vyomId/members` checks a member's date of birth as the checkout's form does
 * (catalog/src/contract/person.rules.ts), on the API's clock: not in the future, not more than
 * 120 years ago. It took any real date before, so a member born tomorrow could be saved.
 */
import { accountMessages, indiaDate, personMessages } from "@vyom/catalog/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { type Customer, newCustomer } from "../orders/orders.test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Noon in India: the days below are whole India days from the API's clock.
  ctx.clock.set("2026-03-10T06:30:00Z");
});
afterAll(() => ctx?.close());

function putMembers(customer: Customer, members: unknown[]) {
  return ctx.app.request(
    `/api/users/${customer.vyomId}/members`,
    {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: customer.cookie },
      body: JSON.stringify({ members }),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.12" } } },
  );
}

const self = (customer: Customer) => ({
  name: customer.name,
  relation: "My Self",
  mobileNumber: customer.mobile,
  birthDate: "1990-05-17",
  gender: "female",
});
const son = (birthDate: string) => ({
  name: "Arjun Shetty",
  relation: "Son",
  mobileNumber: "8123456789",
  birthDate,
  gender: "male",
});

async function issuesOf(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: { path: string; message: string }[] }).issues;
}

describe("PUT /api/users/:vyomId/members and a member's date of birth", () => {
  it("refuses a date of birth in the future, in the form's words", async () => {
    const customer = await newCustomer(ctx);
    const tomorrow = indiaDate(new Date(ctx.clock().getTime() + 86_400_000));
    const res = await putMembers(customer, [self(customer), son(tomorrow)]);
    expect(await issuesOf(res)).toContainEqual({
      path: "members.1.birthDate",
      message: personMessages.birthDateFuture,
    });
  });

  it("refuses a date of birth more than 120 years ago, 'My Self''s too", async () => {
    const customer = await newCustomer(ctx);
    const res = await putMembers(customer, [
      { ...self(customer), birthDate: "1905-03-09" },
      son("1905-03-09"),
    ]);
    expect(await issuesOf(res)).toEqual(
      expect.arrayContaining([
        { path: "members.0.birthDate", message: personMessages.birthDateTooOld },
        { path: "members.1.birthDate", message: personMessages.birthDateTooOld },
      ]),
    );
  });

  it("takes today and exactly 120 years ago", async () => {
    const customer = await newCustomer(ctx);
    const res = await putMembers(customer, [
      { ...self(customer), birthDate: "1906-03-10" },
      son("2026-03-10"),
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe("PUT /api/users/:vyomId/members and a member without a mobile", () => {
  const daughter = { name: "Anu Shetty", relation: "Daughter", age: 6, gender: "female" };

  it("keeps a child with no mobile (absent or empty)", async () => {
    const customer = await newCustomer(ctx);
    const res = await putMembers(customer, [
      self(customer),
      daughter,
      { ...son("2000-01-01"), mobileNumber: "" },
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    const { members } = (await res.json()) as { members: Record<string, unknown>[] };
    expect(members[1]).toEqual(daughter);
    // An empty mobile is stored as none.
    expect(members[2]).not.toHaveProperty("mobileNumber");
    const me = await ctx.get("/api/users/me", { headers: { cookie: customer.cookie } });
    const stored = ((await me.json()) as { user: { cart: { members: unknown[] } } }).user.cart;
    expect(stored.members[1]).toEqual(daughter);
  });

  it("still refuses a mobile that is given and wrong, in the form's words", async () => {
    const customer = await newCustomer(ctx);
    const res = await putMembers(customer, [
      self(customer),
      { ...daughter, mobileNumber: "12345" },
    ]);
    expect(await issuesOf(res)).toContainEqual({
      path: "members.1.mobileNumber",
      message: accountMessages.mobileInvalid,
    });
  });

  it("refuses another customer's list (wrong owner) and a flood of 21 members", async () => {
    const owner = await newCustomer(ctx);
    const stranger = await newCustomer(ctx);
    const res = await ctx.app.request(
      `/api/users/${owner.vyomId}/members`,
      {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: stranger.cookie },
        body: JSON.stringify({ members: [self(stranger), daughter] }),
      },
      { incoming: { socket: { remoteAddress: "203.0.113.12" } } },
    );
    expect(res.status).toBe(403);
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...daughter,
      name: `Anu ${"x".repeat(i + 1)}`,
    }));
    expect((await putMembers(owner, [self(owner), ...many])).status).toBe(400);
  });
});
