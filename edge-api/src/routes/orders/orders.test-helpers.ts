/** Shared by the order and payment route tests: a signed-in customer, an order, the gateway. */

import { type HealthPackage, type Location, priceOf, type TestEntry } from "@vyom/catalog";
import { indiaDate as contractIndiaDate } from "@vyom/catalog/contract";
import { expect } from "vitest";
import { freshAddress, type TestContext } from "../../../test/context.ts";
import { collectionWindowPlans, serviceAreaPincodes, serviceAreas } from "../../db/schema.ts";
import { nextMobile, signUp } from "../auth/auth.test-helpers.ts";

export interface Customer {
  cookie: string;
  vyomId: string;
  userId: string;
  mobile: string;
  name: string;
}

let nameSeq = 0;
export async function newCustomer(ctx: TestContext): Promise<Customer> {
  nameSeq += 1;
  const mobile = nextMobile();
  const name = `Kavya Shetty ${"abcdefghijklmnopqrstuvwxyz"[nameSeq % 26]}`;
  const { user, cookie } = await signUp(ctx, mobile, name);
  expect(cookie).toMatch(/^vyom-customer=/);
  return { cookie, vyomId: user.vyomId, userId: user._id, mobile, name };
}

/**
 * The test orders' area: `officeAddress`'s pincode, priced for Bengaluru, with the six windows and
 * room for every test.
 */
export const TEST_AREA = {
  id: "test-bengaluru",
  name: "Bengaluru (tests)",
  pincode: "560017",
  priceLocation: "banglore",
} as const;

/**
 * Serves `officeAddress`'s pincode (an order for home collection needs a served pincode,
 * docs/product.md#collection-windows) with `capacity` places a window: plenty unless a test is
 * about a full window.
 */
export async function serveTestArea(ctx: TestContext, capacity = 10_000) {
  await ctx.db
    .insert(serviceAreas)
    .values({ id: TEST_AREA.id, name: TEST_AREA.name, priceLocation: TEST_AREA.priceLocation })
    .onConflictDoNothing();
  await ctx.db
    .insert(serviceAreaPincodes)
    .values({ pincode: TEST_AREA.pincode, areaId: TEST_AREA.id })
    .onConflictDoNothing();
  const windows = ["07:00", "09:00", "11:00", "13:00", "15:00", "17:00"];
  await ctx.db
    .insert(collectionWindowPlans)
    .values(
      windows.map((startsAt) => ({
        areaId: TEST_AREA.id,
        startsAt,
        endsAt: `${String(Number(startsAt.slice(0, 2)) + 2).padStart(2, "0")}:00`,
        capacity,
      })),
    )
    .onConflictDoNothing();
}

let keySeq = 0;
export const newKey = () => `order-${process.pid}-${++keySeq}-${Date.now()}`;

/** A date `days` after today, India time (the server's rule: today or later). */
export function indiaDate(days: number, now = new Date()): string {
  return contractIndiaDate(new Date(now.getTime() + days * 86_400_000));
}

export function priceIn(item: TestEntry | HealthPackage, location: Location): number {
  const price = priceOf(item, location);
  if (!price.offered) throw new Error("fixture not offered there");
  return price.price;
}

export const officeAddress = {
  kind: "office" as const,
  houseOrFlatNum: "4th Floor, 12",
  area: "Old Airport Road",
  landmark: "Near the metro",
  pincode: "560017",
  contactPerson: "Kavya Shetty",
  secondaryContactPerson: "Ravi Shetty",
};

/**
 * What the lab needs of each person an order books tests for (catalog/src/contract/person.rules.ts):
 * the customer's date of birth, and the mother's age (her date of birth is not known).
 */
export const selfDetails = { birthDate: "1990-05-17", gender: "female" } as const;
export const motherDetails = { age: 64, gender: "female" } as const;

/** A visit to a Bengaluru centre (the city `orderBody` is priced for), with no address. */
export const centreVisit = (date: string, timeSlot: string, centreId = "bengaluru-jayanagar") => ({
  address: null,
  appointment: { place: "centre", centreId, date, timeSlot },
});

/** A home collection on `date` (YYYY-MM-DD, India time) in the `timeSlot` window. */
export const homeVisitOn = (date: string, timeSlot = "07:00-09:00") => ({
  place: "home",
  date,
  timeSlot,
});

export function orderBody(self: Customer, overrides: Record<string, unknown> = {}) {
  return {
    lines: [
      { corpId: "10001", kind: "test", memberIndex: 0 },
      { corpId: "10002", kind: "test", memberIndex: 1 },
      { corpId: "30042", kind: "healthPackage", memberIndex: 0 },
    ],
    // The city `officeAddress` is priced for: an order names the prices it was shown.
    location: "banglore",
    members: [
      { name: self.name, relation: "My Self", mobileNumber: self.mobile, ...selfDetails },
      { name: "Meena Shetty", relation: "Mother", mobileNumber: "9876512345", ...motherDetails },
    ],
    address: { ...officeAddress },
    appointment: homeVisitOn(indiaDate(1)),
    ...overrides,
  };
}

/** An MRI brain scan, and a Bengaluru centre that does it (catalog/src/contract/scan-slots.ts). */
export const MRI_BRAIN = "26";
export const JAYANAGAR = "bengaluru-jayanagar";

/**
 * The `days`-th day after today that is not a Sunday (when the centre's afternoon is closed).
 * Counting only those days keeps two different `days` on two different dates whatever today is:
 * "the first weekday on or after today + days" made 3 and 4 the same date when today + 3 was a
 * Sunday, so two tests meant for two days met on one slot on some days of the week.
 */
export function weekdayAhead(days: number, now = new Date()): string {
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`weekdayAhead needs a day ahead: ${days}`);
  let counted = 0;
  for (let ahead = 1; ; ahead++) {
    const day = indiaDate(ahead, now);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) counted += 1;
    if (counted === days) return day;
  }
}

/** One scan for the customer at a centre's slot; `overrides` as orderBody's (e.g. `payment`). */
export function scanOrderBody(
  self: Customer,
  { date = weekdayAhead(2), timeSlot = "09:00-11:00", centreId = JAYANAGAR, scan = MRI_BRAIN } = {},
  overrides: Record<string, unknown> = {},
) {
  return orderBody(self, {
    lines: [{ corpId: scan, kind: "scan", memberIndex: 0 }],
    members: [{ name: self.name, relation: "My Self", mobileNumber: self.mobile, ...selfDetails }],
    address: null,
    appointment: { place: "centre", centreId, date, timeSlot },
    ...overrides,
  });
}

/** From a client address of its own unless `address` says (orders are limited per address). */
export function placeOrder(
  ctx: TestContext,
  customer: Customer,
  body: unknown,
  key = newKey(),
  address = freshAddress(),
) {
  return ctx.postJson("/api/orders", body, {
    headers: { cookie: customer.cookie, "Idempotency-Key": key },
    address,
  });
}

export interface PlacedOrder {
  orderId: string;
  /** The reference the customer is told (catalog/src/contract/booking-reference.ts). */
  reference: string;
  amount: number;
  status: string;
  redirectUrl: string | null;
}

export async function placedOrder(ctx: TestContext, customer: Customer, body?: unknown) {
  const res = await placeOrder(ctx, customer, body ?? orderBody(customer));
  expect(res.status).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/** The customer confirms their pay-at-collection order (POST /api/orders/:orderId/confirm). */
export function confirmOrder(
  ctx: TestContext,
  customer: Pick<Customer, "cookie">,
  orderId: string,
  address = freshAddress(),
) {
  return ctx.postJson(
    `/api/orders/${orderId}/confirm`,
    {},
    { headers: { cookie: customer.cookie }, address },
  );
}

/**
 * A pay-at-collection order placed and confirmed by its customer, as checkout leaves one: its
 * place booked and its visit confirmed (services/orders/order-confirmation.ts).
 */
export async function confirmedAtCollection(
  ctx: TestContext,
  customer: Customer,
  body: Record<string, unknown>,
) {
  const placed = await placedOrder(ctx, customer, { ...body, payment: "at-collection" });
  const confirmed = await confirmOrder(ctx, customer, placed.orderId);
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return { ...placed, status: "pay-at-collection" };
}

/** The test gateway's page of an order, as seen with a customer session cookie (or none). */
export function gatewayPage(ctx: TestContext, orderId: string, cookie?: string) {
  return ctx.get(`/api/payments/test-gateway/${orderId}`, {
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  });
}

/** The gateway page's two signed choices, as the order's owner sees them. */
export async function gatewayTokens(ctx: TestContext, owner: Customer, orderId: string) {
  const page = await gatewayPage(ctx, orderId, owner.cookie);
  expect(page.status).toBe(200);
  const html = await page.text();
  const tokens = [...html.matchAll(/name="token" value="([^"]+)"/g)].map((m) => m[1] as string);
  expect(tokens).toHaveLength(2);
  return { success: tokens[0] as string, failure: tokens[1] as string, html, page };
}

/**
 * The gateway page's form post, as Chromium sends it under `Referrer-Policy: no-referrer`: with
 * the session cookie of whoever posts (none when `cookie` is undefined).
 */
export function postResult(
  ctx: TestContext,
  orderId: string,
  token: string,
  { cookie, accept = "text/html" }: { cookie?: string | undefined; accept?: string } = {},
) {
  return ctx.app.request(
    `/api/payments/test-gateway/${orderId}/result`,
    {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "null",
        accept,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams({ token }).toString(),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.10" } } },
  );
}

export async function pay(
  ctx: TestContext,
  owner: Customer,
  orderId: string,
  outcome: "success" | "failure",
) {
  const tokens = await gatewayTokens(ctx, owner, orderId);
  const res = await postResult(ctx, orderId, tokens[outcome], { cookie: owner.cookie });
  expect(res.status).toBe(303);
  return res;
}
