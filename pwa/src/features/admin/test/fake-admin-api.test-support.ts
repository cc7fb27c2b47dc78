/**
 * A stand-in for the admin endpoints of edge-api (same paths, bodies and status codes), installed
 * as `fetch`, so component tests drive the screens the way the browser does. It keeps the
 * session as a flag, as the real server keeps it behind the httpOnly cookie.
 */
import type { AdminRole } from "@vyom/catalog/contract";
import type { AuditEntry } from "@vyom/catalog/contract/schemas";
import { vi } from "vitest";
import type { Booking, Transaction } from "../data/admin-api.ts";

export const adminEmail = "admin@vyom.example";
export const adminPassword = "vyom-admin-dev";

type Money = Transaction["money"];

const paidByUpi = (at: string): NonNullable<Money["payment"]> => ({
  channel: "online",
  method: "upi",
  at,
  paymentId: "pay_TEST000001",
  recordedBy: null,
});

/** An order's money state; by default paid online by UPI. */
export function money(overrides: Partial<Money> = {}): Money {
  return {
    status: "paid-online",
    payment: paidByUpi("2025-02-01T06:00:00.000Z"),
    refund: null,
    cancelledAt: null,
    failedAttempts: [],
    ...overrides,
  };
}

/**
 * Unless given, its money state follows the paid flag: paid online, or still to be paid; and its
 * reference is "R-" and its order id, so a test can tell which of the two a screen shows.
 */
export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  const orderId = overrides.orderId ?? "VYD-00001";
  const record = {
    reference: `R-${orderId}`,
    name: "Arun Kumar",
    mobileNumber: "9840012345",
    paymentStatus: true,
    products: [{ name: "Health Package - Premium", price: 1699 }],
    orderId: "VYD-00001",
    amount: 1699,
    updatedAt: "2025-02-01T06:00:00.000Z",
    responseLog: JSON.stringify({ status: "success", txnid: "VYD-00001" }),
    payAtCollection: false,
    ...overrides,
  };
  const unpaid = record.payAtCollection ? "awaiting-collection" : "awaiting-payment";
  const state = record.paymentStatus
    ? money({ payment: paidByUpi(record.updatedAt) })
    : money({ status: unpaid, payment: null });
  return { ...record, money: overrides.money ?? state };
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    bookingId: "b-1",
    reference: "VY-7KQ4-M9RX",
    name: "Priya Raman",
    mobileNumber: "9811111111",
    date: "2025-02-03",
    pincode: "600020",
    policyValue: "enabled",
    status: "sent-to-crm",
    createdAt: "2025-02-01T04:30:00.000Z",
    ...overrides,
  };
}

export interface FakeAdminApi {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  signedIn: boolean;
  /** Paths whose calls fail as a network failure would (remove a path to heal it). */
  failing: Set<string>;
  calls(path: string): { method: string; url: string; body: unknown }[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });

export function installFakeAdminApi({
  transactions = [] as Transaction[],
  bookings = [] as Booking[],
  signedIn = false,
  role = "admin" as AdminRole,
  audit = [] as AuditEntry[],
} = {}): FakeAdminApi {
  const api: FakeAdminApi = {
    signedIn,
    failing: new Set(),
    fetch: vi.fn<typeof fetch>(),
    calls: (path) =>
      api.fetch.mock.calls
        .map(([input, init]) => ({
          method: init?.method ?? "GET",
          url: String(input),
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        }))
        .filter((call) => call.url.split("?")[0] === path),
  };
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (api.failing.has(url.pathname)) throw new TypeError("Failed to fetch");
    const route = `${method} ${url.pathname}`;
    const unauthorised = json({ error: "unauthorised" }, 401);
    switch (route) {
      case "POST /api/admin/login": {
        const body = JSON.parse(String(init?.body));
        if (body.email !== adminEmail || body.password !== adminPassword) return unauthorised;
        api.signedIn = true;
        return json({ status: "success", admin: { email: adminEmail } });
      }
      case "GET /api/admin/session":
        return api.signedIn
          ? json({
              admin: { email: adminEmail, role },
              expiresAt: "2099-01-01T00:00:00.000Z",
              twoFactor: false,
            })
          : unauthorised;
      case "POST /api/admin/logout":
        api.signedIn = false;
        return json({ status: "success" });
      case "POST /api/transactions-history/fetch-transactions":
        return api.signedIn ? json({ status: "success", transactions }) : unauthorised;
      case "GET /api/admin/bookings": {
        if (!api.signedIn) return unauthorised;
        const mobile = url.searchParams.get("mobile") ?? "";
        const page = Number(url.searchParams.get("page") ?? 1);
        const pageSize = Number(url.searchParams.get("pageSize") ?? 25);
        const found = bookings.filter((b) => b.mobileNumber.includes(mobile));
        return json({
          bookings: found.slice((page - 1) * pageSize, page * pageSize),
          page,
          pageSize,
          total: found.length,
        });
      }
      case "GET /api/admin/submissions":
        return api.signedIn ? json({ submissions: [] }) : unauthorised;
      case "GET /api/admin/results":
        return api.signedIn ? json({ held: [], released: [] }) : unauthorised;
      case "GET /api/admin/desk/audit": {
        if (!api.signedIn) return unauthorised;
        const page = Number(url.searchParams.get("page") ?? 1);
        const pageSize = Number(url.searchParams.get("pageSize") ?? 50);
        const entries = audit.slice((page - 1) * pageSize, page * pageSize);
        return json({ entries, page, pageSize, total: audit.length });
      }
      default:
        return collectionRoute(method, url.pathname) ?? json({ error: "not-found" }, 404);
    }
  });
  /**
   * `POST /api/admin/orders/:orderId/paid-at-collection`, as
   * edge-api/src/routes/admin/orders.routes.ts answers it.
   */
  function collectionRoute(method: string, path: string): Response | undefined {
    const orderId = /^\/api\/admin\/orders\/([^/]+)\/paid-at-collection$/.exec(path)?.[1];
    if (method !== "POST" || orderId === undefined) return undefined;
    if (!api.signedIn) return json({ error: "unauthorised" }, 401);
    const found = transactions.find((t) => t.orderId === decodeURIComponent(orderId));
    if (!found) return json({ error: "not-found" }, 404);
    if (!found.payAtCollection)
      return json(
        { error: "not-paid-at-collection", message: "This order is not paid at collection." },
        409,
      );
    return json({ orderId: found.orderId, status: "paid" });
  }
  vi.stubGlobal("fetch", api.fetch);
  return api;
}
