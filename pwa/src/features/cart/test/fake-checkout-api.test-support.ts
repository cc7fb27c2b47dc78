/**
 * A stand-in for the API's checkout routes behind `fetch` (same paths, bodies and answers as
 * edge-api's users, orders and cart routes), recording every request.
 */
import { type Location, locationNames } from "@vyom/catalog";
import { indiaDate, indiaTime } from "@vyom/catalog/contract";
import { vi } from "vitest";
import type { SessionUser } from "@/db/records.ts";
import type { Customer, Order } from "../data/checkout-api.ts";

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeCheckoutApi {
  customer: Customer;
  /** Answer to GET /api/users/me: the customer, or this status. */
  meStatus: number;
  orders: Map<string, Order>;
  /** GET /api/collection-windows answers this for a pincode (default: six windows, 5 places). */
  windowsFor: (pincode: string, date: string) => { status: number; body: unknown };
  /** POST /api/orders answers this (or an error status with a body). */
  placeAnswer: { status: number; body: unknown };
  /**
   * POST /api/orders/:id/confirm answers this; by default the stored order, confirmed (a replay
   * answers it again, as the API does).
   */
  confirmAnswer?: { status: number; body: unknown };
  requests: RecordedRequest[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const selfUser: SessionUser = {
  salutation: "MS",
  name: "Kavya Shetty",
  mobile: "9876543210",
  email: "kavya@example.in",
  vyomId: "Kav1234321567",
  cartId: "c1",
  addressId: "",
  location: "chennai",
  pincode: "560017",
  userId: "u1",
  cartMembers: [
    {
      name: "Kavya Shetty",
      relation: "My Self",
      mobileNumber: "9876543210",
      vyomId: "Kav1234321567",
      // What the lab needs of her (a customer from before the app asked has neither: see
      // checkout-members.test.tsx).
      birthDate: "1990-05-17",
      gender: "female",
    },
  ],
  relationsDetails: [],
};

/**
 * The API's six windows of a day with `places` each, leaving out those started (India time), in an
 * area priced for `priceLocation` (the city the form is rendered with, unless a test says).
 */
export function servedWindows(date: string, places = 5, priceLocation: Location = "chennai") {
  const now = indiaDate(new Date()) === date ? indiaTime(new Date()) : "";
  const starts = ["07:00", "09:00", "11:00", "13:00", "15:00", "17:00"];
  return {
    served: true as const,
    area: { id: priceLocation, name: locationNames[priceLocation], priceLocation },
    windows: starts
      .filter((startsAt) => startsAt > now)
      .map((startsAt) => ({
        day: date,
        startsAt,
        endsAt: `${String(Number(startsAt.slice(0, 2)) + 2).padStart(2, "0")}:00`,
        placesLeft: places,
        suitsFasting: startsAt < "10:00",
      })),
  };
}

export function fakeCheckoutApi(overrides: Partial<FakeCheckoutApi> = {}): FakeCheckoutApi {
  const api: FakeCheckoutApi = {
    customer: {
      _id: selfUser.userId,
      vyomId: selfUser.vyomId,
      mobileNumber: selfUser.mobile,
      namePrefix: selfUser.salutation,
      name: selfUser.name,
      email: selfUser.email,
      location: selfUser.location,
      pincode: selfUser.pincode,
      address: {},
      legacyCustomerId: null,
      cart: {
        _id: selfUser.cartId,
        vyomId: selfUser.vyomId,
        bookingId: null,
        tests: [],
        healthPackages: [],
        members: [...selfUser.cartMembers],
      },
    },
    meStatus: 200,
    orders: new Map(),
    placeAnswer: {
      status: 201,
      body: {
        orderId: "VYO-20250314-K7M2QX",
        reference: "VY-7KQ4-M9RX",
        amount: 2599,
        status: "payment-pending",
        redirectUrl: "/api/payments/test-gateway/VYO-20250314-K7M2QX",
      },
    },
    windowsFor: (_pincode, date) => ({ status: 200, body: servedWindows(date) }),
    requests: [],
    ...overrides,
  };

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    api.requests.push({ method, path, body, headers });

    if (path === "/api/users/me") {
      return api.meStatus === 200
        ? json({
            user: {
              ...api.customer,
              cart: { ...api.customer.cart, tests: [], healthPackages: [] },
            },
          })
        : json({ error: "login-required" }, api.meStatus);
    }
    if (path === "/api/collection-windows") {
      const query = new URL(String(input), "http://localhost").searchParams;
      const answer = api.windowsFor(query.get("pincode") ?? "", query.get("date") ?? "");
      return json(answer.body, answer.status);
    }
    if (method === "PUT" && path.endsWith("/members")) return json({ members: body.members });
    if (method === "POST" && path === "/api/orders") {
      return json(api.placeAnswer.body, api.placeAnswer.status);
    }
    const payment = path.match(/^\/api\/orders\/([^/]+)\/payments$/);
    if (method === "POST" && payment) {
      return json({
        orderId: payment[1],
        reference: "VY-7KQ4-M9RX",
        amount: 2599,
        status: "payment-pending",
        redirectUrl: `/api/payments/test-gateway/${payment[1]}`,
      });
    }
    const confirm = path.match(/^\/api\/orders\/([^/]+)\/confirm$/);
    if (method === "POST" && confirm) {
      if (api.confirmAnswer) return json(api.confirmAnswer.body, api.confirmAnswer.status);
      const held = api.orders.get(confirm[1] ?? "");
      if (!held) return json({ error: "not-found" }, 404);
      const { heldUntil: _heldUntil, ...rest } = held;
      const confirmed: Order = { ...rest, status: "pay-at-collection" };
      api.orders.set(confirmed.orderId, confirmed);
      return json({ order: confirmed });
    }
    const order = path.match(/^\/api\/orders\/([^/]+)$/);
    if (method === "GET" && order) {
      const found = api.orders.get(order[1] ?? "");
      return found ? json({ order: found }) : json({ error: "not-found" }, 404);
    }
    if (path === "/api/cart/create") return json({ cartDoc: { _id: "c1" } });
    return json({ error: "not-found" }, 404);
  };

  vi.stubGlobal("fetch", vi.fn(handle));
  return api;
}
