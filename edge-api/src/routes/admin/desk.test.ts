/**
 * The booking desk over HTTP (docs/product.md#booking-desk): each role's limits (desk allowed on
 * the desk, refused the admin's routes; admin everywhere; no session 401), the list's filters and
 * paging, the day's load and capacity, the actions on a visit through takeStep with their audit
 * (a report's readiness is the lab's release, never a desk action), technicians, and the abuse
 * cases (unknown visit, malformed bodies, cross-site, races, replay).
 */
import { deskActions, deskMessages } from "@vyom/catalog/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { releaseReport } from "../../../test/support/lab-results.ts";
import {
  auditLog,
  collectionVisits,
  orders,
  refunds,
  visitEvents,
  visitNotices,
} from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL } from "../../env.ts";
import { openVisit } from "../../services/collection-visits/visits.ts";
import { claimWindow } from "../../services/collection-windows/collection-windows.ts";
import { pruneExpired } from "../../services/maintenance/maintenance.ts";
import {
  confirmedAtCollection,
  homeVisitOn,
  newCustomer,
  orderBody,
  pay,
  placedOrder,
} from "../orders/orders.test-helpers.ts";

// 06:00 in India on 2026-12-01; the visits are on 2026-12-02.
const NOW = new Date("2026-12-01T00:30:00Z");
// The orders here are for DAY and placed on the desk's clock: placed at the real time, an order's
// confirmation was dated after every desk action once the real date passed NOW.
const DAY = "2026-12-02";
const DESK_EMAIL = "desk-1@vyom.example";
const DESK_PASSWORD = "a-long-desk-password";

let ctx: TestContext;
let admin: string;
let desk: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.db.transaction(seedDemoServiceAreas);
  admin = await devAdminCookie(ctx);
  const created = await send("POST", "/api/admin/users", admin, {
    email: DESK_EMAIL,
    password: DESK_PASSWORD,
  });
  expect(created.status).toBe(201);
  const login = await ctx.postJson(
    "/api/admin/login",
    { email: DESK_EMAIL, password: DESK_PASSWORD },
    { address: freshAddress() },
  );
  expect(login.status).toBe(200);
  desk = cookieHeader(login);
});
afterAll(() => ctx.close());

function send(
  method: string,
  path: string,
  cookie: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.request(
    path,
    {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.10" } } },
  );
}

let opened = 0;
/** A visit with a held place, as checkout leaves it. */
async function heldVisit(startsAt = "09:00", mobileNumber = "9876543210") {
  const subject = `booking:00000000-0000-4000-8000-${String(++opened).padStart(12, "0")}`;
  const window = { areaId: "chennai", day: DAY, startsAt };
  await claimWindow(ctx.db, { ...window, holder: subject, now: NOW });
  return openVisit(ctx.db, { subject, mobileNumber, tests: ["CBC", "HbA1c"], window, now: NOW });
}

/** The visit an order's payment (or pay at collection) opened (services/orders/order-visits.ts). */
async function visitOfOrder(orderId: string) {
  const [visit] = await ctx.db
    .select()
    .from(collectionVisits)
    .where(eq(collectionVisits.subject, `order:${orderId}`));
  if (!visit) throw new Error(`order ${orderId} opened no visit`);
  return visit;
}

const act = (visitId: string, body: unknown, cookie = desk, headers = {}) =>
  send("POST", `/api/admin/desk/visits/${visitId}/actions`, cookie, body, headers);

async function technician(name = "Murugan Selvam", mobileNumber = "9840012345") {
  const res = await send("POST", "/api/admin/desk/technicians", desk, { name, mobileNumber });
  expect(res.status).toBe(201);
  return ((await res.json()) as { technician: { id: string } }).technician.id;
}

describe("roles", () => {
  const deskRoutes: [string, string, unknown?][] = [
    ["GET", "/api/admin/desk/visits"],
    ["GET", "/api/admin/desk/areas"],
    ["GET", `/api/admin/desk/day?area=chennai&day=${DAY}`],
    ["GET", "/api/admin/desk/audit"],
    ["GET", "/api/admin/desk/technicians"],
    ["GET", "/api/admin/bookings"],
    ["GET", "/api/admin/session"],
  ];
  const adminOnly: [string, string, unknown?][] = [
    ["GET", "/api/admin/users"],
    ["POST", "/api/admin/users", { email: "other-desk@vyom.example", password: DESK_PASSWORD }],
    ["POST", "/api/transactions-history/fetch-transactions", {}],
    ["GET", "/api/admin/submissions"],
  ];

  it("a desk user works the desk", async () => {
    for (const [method, path, body] of deskRoutes) {
      const res = await send(method, path, desk, body);
      expect(res.status, `${method} ${path}`).toBe(200);
    }
    const session = (await (await send("GET", "/api/admin/session", desk)).json()) as {
      admin: { role: string };
    };
    expect(session.admin.role).toBe("desk");
  });

  it("a desk user is refused what only an admin may, with a message, and nothing is made", async () => {
    for (const [method, path, body] of adminOnly) {
      const res = await send(method, path, desk, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({
        error: "forbidden",
        message: "Only an admin can do this. Ask an admin of the lab.",
      });
    }
    const users = (await (await send("GET", "/api/admin/users", admin)).json()) as {
      users: { email: string }[];
    };
    expect(users.users.map((user) => user.email)).not.toContain("other-desk@vyom.example");
  });

  it("a desk user's password alone does not read the payment logs either", async () => {
    const res = await ctx.postJson("/api/transactions-history/fetch-transactions", {
      emailAddress: DESK_EMAIL,
      password: DESK_PASSWORD,
    });
    expect(res.status).toBe(403);
  });

  it("an admin may do everything", async () => {
    for (const [method, path, body] of [...deskRoutes, ...adminOnly]) {
      const res = await send(method, path, admin, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
    }
    const users = (await (await send("GET", "/api/admin/users", admin)).json()) as {
      users: { email: string; role: string }[];
    };
    expect(users.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEV_ADMIN_EMAIL, role: "admin" }),
        expect.objectContaining({ email: DESK_EMAIL, role: "desk" }),
      ]),
    );
  });

  it("without a session everything is 401", async () => {
    for (const [method, path, body] of [...deskRoutes, ...adminOnly]) {
      if (path.startsWith("/api/transactions-history")) continue;
      const res = await send(method, path, undefined, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await act(crypto.randomUUID(), { action: "confirm" }, "")).status).toBe(401);
  });

  it("an e-mail that has an account is not made twice", async () => {
    const res = await send("POST", "/api/admin/users", admin, {
      email: DESK_EMAIL.toUpperCase(),
      password: DESK_PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: "email-taken" });
  });
});

describe("the desk's visits", () => {
  it("confirms, assigns a technician and marks collected, each audited as the desk with its SMS; the lab's releases make it report-ready", async () => {
    const visit = await heldVisit();
    const technicianId = await technician();
    const steps = [
      { action: "confirm" },
      { action: "assign-technician", technicianId, arrivingBy: "09:40" },
      // The day before the visit: the dispatcher confirmed it (desk-dispatch.test.ts has the rest).
      { action: "mark-collected", beforeDay: true },
    ];
    for (const body of steps) {
      ctx.clock.advance(1000);
      const res = await act(visit.id, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
    }
    for (const test of ["CBC", "HbA1c"]) {
      ctx.clock.advance(1000);
      const released = await releaseReport(ctx.db, {
        visitId: visit.id,
        tests: [test],
        now: ctx.clock(),
      });
      expect(released.released, test).toBe(true);
    }
    const res = await act(visit.id, { action: "mark-in-lab" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: "A report-ready booking cannot be marked in the lab.",
    });

    const [row] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, visit.id));
    expect(row?.status).toBe("report-ready");
    expect(row?.reportsReady).toEqual(["CBC", "HbA1c"]);
    // The desk's answer carries what the lab released: its visit detail shows it.
    const listed = (await (
      await send("GET", "/api/admin/desk/visits?mobile=9876543210&status=report-ready", desk)
    ).json()) as { visits: { id: string; reportsReady: string[] }[] };
    expect(listed.visits.find((v) => v.id === visit.id)?.reportsReady).toEqual(["CBC", "HbA1c"]);
    const audit = (await (
      await send("GET", `/api/admin/desk/visits/${visit.id}/audit`, desk)
    ).json()) as {
      entries: {
        actor: string;
        action: string;
        before: { status: string };
        after: { status: string };
      }[];
    };
    expect(audit.entries.map((entry) => entry.action).reverse()).toEqual([
      "confirm",
      "assign-technician",
      "mark-collected",
    ]);
    expect(new Set(audit.entries.map((entry) => entry.actor))).toEqual(
      new Set([`desk:${DESK_EMAIL}`]),
    );
    expect(audit.entries.at(-1)).toMatchObject({
      before: { status: "received" },
      after: { status: "confirmed" },
    });
    const events = await ctx.db.select().from(visitEvents).where(eq(visitEvents.visitId, visit.id));
    expect(events.map((event) => event.kind)).toContain("technician-assigned");
    expect(events.filter((event) => event.kind === "report-ready")).toHaveLength(2);
    const notices = await ctx.db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.visitId, visit.id));
    expect(notices.map((notice) => notice.kind).sort()).toEqual([
      "collected",
      "confirmed",
      "report-ready",
      "report-ready",
    ]);
  });

  it("cannot tell a patient a report is ready: the action is gone (400 naming the desk's actions), nothing is marked and no SMS is queued", async () => {
    const visit = await heldVisit("11:00", "9876500777");
    for (const body of [{ action: "confirm" }, { action: "mark-collected", beforeDay: true }]) {
      expect((await act(visit.id, body)).status, body.action).toBe(200);
    }
    const res = await act(visit.id, { action: "mark-report-ready", test: "CBC" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body).toMatchObject({ error: "invalid-request", message: deskMessages.unknownAction });
    expect(body.message).toBe(
      "Unknown action. The desk's actions are: confirm, assign-technician, start-visit, mark-collected, mark-in-lab, mark-paid, cancel.",
    );
    for (const action of deskActions) expect(body.message).toContain(action);
    expect(body.message).not.toContain("report");

    const [row] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, visit.id));
    expect(row).toMatchObject({ status: "collected", reportsReady: [] });
    const ready = await ctx.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, visit.id), eq(visitEvents.kind, "report-ready")));
    expect(ready).toEqual([]);
    const notices = await ctx.db
      .select()
      .from(visitNotices)
      .where(eq(visitNotices.visitId, visit.id));
    expect(notices.map((notice) => notice.kind).sort()).toEqual(["collected", "confirmed"]);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.subject, visit.subject));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["confirm", "mark-collected"]);
  });

  it("lists by day, area, window, status and mobile, a page at a time, with the technician and window", async () => {
    const mine = await heldVisit("11:00", "9123456780");
    await heldVisit("11:00", "9000000001");
    await heldVisit("13:00", "9000000002");
    const page = async (query: string) => {
      const res = await send("GET", `/api/admin/desk/visits?${query}`, desk);
      expect(res.status, query).toBe(200);
      return (await res.json()) as {
        visits: {
          id: string;
          mobileNumber: string;
          window: { startsAt: string; areaName: string };
        }[];
        total: number;
      };
    };
    const byWindow = await page(`day=${DAY}&area=chennai&window=11:00&status=received`);
    expect(byWindow.total).toBe(2);
    expect(byWindow.visits[0]?.window).toMatchObject({ startsAt: "11:00", areaName: "Chennai" });
    const byMobile = await page("mobile=9123456780");
    expect(byMobile.visits.map((visit) => visit.id)).toEqual([mine.id]);
    expect(byMobile.visits[0]?.mobileNumber).toBe("9123456780");
    expect((await page("mobile=345678")).visits.map((visit) => visit.id)).toEqual([mine.id]);
    const first = await page(`day=${DAY}&pageSize=2&page=1`);
    const second = await page(`day=${DAY}&pageSize=2&page=2`);
    expect(first.visits).toHaveLength(2);
    expect(first.total).toBe(second.total);
    expect(second.visits.map((visit) => visit.id)).not.toContain(first.visits[0]?.id);
    expect((await page("day=2031-01-01")).total).toBe(0);
  });

  it("an unknown visit is 404; an action not possible now is 409 with the reason", async () => {
    const unknown = await act(crypto.randomUUID(), { action: "confirm" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "not-found",
      message: "That booking does not exist.",
    });
    expect(
      (await send("GET", `/api/admin/desk/visits/${crypto.randomUUID()}/audit`, desk)).status,
    ).toBe(404);
    const visit = await heldVisit();
    const res = await act(visit.id, { action: "mark-collected" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "refused",
      message: "A received booking cannot be marked collected.",
    });
  });

  it("a replayed confirm is refused with the status it found, and audited once", async () => {
    const visit = await heldVisit();
    expect((await act(visit.id, { action: "confirm" })).status).toBe(200);
    const again = await act(visit.id, { action: "confirm" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: "A confirmed booking cannot be confirmed.",
    });
    const audit = (await (
      await send("GET", `/api/admin/desk/visits/${visit.id}/audit`, desk)
    ).json()) as {
      entries: unknown[];
    };
    expect(audit.entries).toHaveLength(1);
  });

  it("two desks pressing at once act once", async () => {
    const visit = await heldVisit();
    const answers = await Promise.all([
      act(visit.id, { action: "confirm" }, desk),
      act(visit.id, { action: "confirm" }, admin),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const audit = (await (
      await send("GET", `/api/admin/desk/visits/${visit.id}/audit`, admin)
    ).json()) as {
      entries: unknown[];
    };
    expect(audit.entries).toHaveLength(1);
  });

  it("a cancel needs a reason; with one it gives the place back", async () => {
    const visit = await heldVisit();
    for (const reason of [undefined, "", "   "]) {
      const res = await act(visit.id, { action: "cancel", reason });
      expect(res.status, String(reason)).toBe(400);
    }
    const res = await act(visit.id, { action: "cancel", reason: "Customer travelling" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ visit: { status: "cancelled" } });
  });

  it("a desk's cancel of an order paid online refunds it, once", async () => {
    const owner = await newCustomer(ctx);
    const order = await placedOrder(
      ctx,
      owner,
      orderBody(owner, { appointment: homeVisitOn(DAY) }),
    );
    await pay(ctx, owner, order.orderId, "success");
    const visitId = (await visitOfOrder(order.orderId)).id;
    const cancels = await Promise.all([
      act(visitId, { action: "cancel", reason: "No technician in the area" }),
      act(visitId, { action: "cancel", reason: "No technician in the area" }),
    ]);
    expect(cancels.map((res) => res.status).sort()).toEqual([200, 409]);
    const refunded = await ctx.db
      .select({ status: refunds.status, amount: refunds.amount })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.orderId, order.orderId));
    expect(refunded).toEqual([{ status: "refunded", amount: order.amount }]);
  });

  it("records an order's payment at collection once, audited, and the order is paid", async () => {
    const owner = await newCustomer(ctx);
    const body = orderBody(owner, { appointment: homeVisitOn(DAY) });
    const order = await confirmedAtCollection(ctx, owner, body);
    ctx.clock.advance(5_000);
    const visit = await visitOfOrder(order.orderId);
    const res = await act(visit.id, { action: "mark-paid", method: "upi" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      visit: {
        kind: "order",
        subject: `order:${order.orderId}`,
        payment: "paid",
        amount: order.amount,
      },
    });
    const again = await act(visit.id, { action: "mark-paid", method: "upi" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      message: "This order was already recorded as paid.",
    });
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row?.status).toBe("paid");
    const audit = (await (
      await send("GET", `/api/admin/desk/visits/${visit.id}/audit`, desk)
    ).json()) as { entries: { action: string; actor: string }[] };
    // Newest first: the desk's payment, after the confirmation the order's booking made.
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: "mark-paid", actor: `desk:${DESK_EMAIL}` }),
      expect.objectContaining({ action: "confirm", actor: "system" }),
    ]);
  });

  it("paid at collection is for an order, not a booking", async () => {
    const visit = await heldVisit();
    const res = await act(visit.id, { action: "mark-paid", method: "cash" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: "Only an order paid at collection can be marked paid.",
    });
  });

  it("refuses malformed and cross-site requests", async () => {
    const visit = await heldVisit();
    const bad: unknown[] = [
      "{not json",
      { action: "launch" },
      { action: "assign-technician", technicianId: "x", arrivingBy: "9" },
      { action: "cancel", reason: "Customer \u0000 travelling" },
      { action: "cancel", reason: "bad \ud800 text" },
      JSON.stringify({
        action: "cancel",
        reason: JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`),
      }),
    ];
    for (const body of bad) {
      const res = await act(visit.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await act("not-a-uuid", { action: "confirm" })).status).toBe(400);
    const crossSite = await act(visit.id, { action: "confirm" }, desk, {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    const [row] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, visit.id));
    expect(row?.status).toBe("received");
  });
});

describe("the day and its capacity", () => {
  const capacity = (startsAt: string, value: number, cookie = desk) =>
    send("PUT", "/api/admin/desk/capacity", cookie, {
      area: "chennai",
      day: DAY,
      startsAt,
      capacity: value,
    });

  it("shows each window's booked and held places against its capacity", async () => {
    const visit = await heldVisit("15:00");
    await act(visit.id, { action: "confirm" });
    await heldVisit("15:00");
    const res = await send("GET", `/api/admin/desk/day?area=chennai&day=${DAY}`, desk);
    expect(res.status).toBe(200);
    const day = (await res.json()) as { windows: { startsAt: string }[] };
    expect(day.windows.find((window) => window.startsAt === "15:00")).toEqual({
      startsAt: "15:00",
      endsAt: "17:00",
      capacity: 8,
      booked: 1,
      held: 1,
      setForDay: false,
    });
    expect((await send("GET", `/api/admin/desk/day?area=atlantis&day=${DAY}`, desk)).status).toBe(
      404,
    );
  });

  it("sets a day's capacity, audited; never below the places already kept", async () => {
    await heldVisit("17:00");
    await heldVisit("17:00");
    const low = await capacity("17:00", 1);
    expect(low.status).toBe(409);
    expect(await low.json()).toEqual({
      error: "below-booked",
      message: "2 places are already booked in this window: the capacity cannot be lower than 2.",
    });
    ctx.clock.advance(1000);
    const ok = await capacity("17:00", 2);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ window: { capacity: 2, setForDay: true } });
    const audit = (await (await send("GET", "/api/admin/desk/audit?pageSize=5", desk)).json()) as {
      entries: { action: string; subject: string; after: unknown }[];
    };
    expect(audit.entries[0]).toMatchObject({
      action: "set-capacity",
      subject: `window:chennai/${DAY}/17:00`,
      after: { capacity: 2 },
    });
    expect((await capacity("06:30", 4)).status).toBe(404);
    expect((await capacity("17:00", -1)).status).toBe(400);
  });

  it("a capacity cut racing claims never leaves more places kept than the capacity", async () => {
    const startsAt = "07:00";
    const holders = Array.from({ length: 6 }, (_, i) => `booking:race-${i}`);
    const [cut, ...claims] = await Promise.all([
      capacity(startsAt, 3),
      ...holders.map((holder) =>
        claimWindow(ctx.db, { areaId: "chennai", day: DAY, startsAt, holder, now: NOW }),
      ),
    ]);
    const held = claims.filter((claim) => claim.kind === "held").length;
    const day = (await (
      await send("GET", `/api/admin/desk/day?area=chennai&day=${DAY}`, desk)
    ).json()) as {
      windows: { startsAt: string; capacity: number; held: number }[];
    };
    const window = day.windows.find((row) => row.startsAt === startsAt);
    expect(window?.held).toBe(held);
    expect(window?.held).toBeLessThanOrEqual(window?.capacity ?? 0);
    expect([200, 409]).toContain(cut?.status);
  });
});

describe("the audit log's retention", () => {
  it("the maintenance pruning keeps audit entries, even a year and more old", async () => {
    const yearAgo = new Date(NOW.getTime() - 400 * 24 * 60 * 60 * 1000);
    const [old] = await ctx.db
      .insert(auditLog)
      .values({
        actor: "desk:old@vyom.example",
        action: "confirm",
        subject: "booking:old",
        at: yearAgo,
      })
      .returning();
    await pruneExpired(ctx.deps, ctx.clock());
    const [kept] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, old?.id ?? ""));
    expect(kept?.at).toEqual(yearAgo);
  });
});

describe("technicians", () => {
  it("are added, changed and deactivated by the desk; a deactivated one cannot be assigned", async () => {
    const id = await technician("Kavya Rao", "9840054321");
    const changed = await send("PATCH", `/api/admin/desk/technicians/${id}`, desk, {
      name: "Kavya R.",
      mobileNumber: "9840099999",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({
      technician: { id, name: "Kavya R.", mobileNumber: "9840099999", active: true, areaId: null },
    });
    const off = await send("PATCH", `/api/admin/desk/technicians/${id}`, desk, { active: false });
    expect(off.status).toBe(200);
    const visit = await heldVisit();
    await act(visit.id, { action: "confirm" });
    const res = await act(visit.id, {
      action: "assign-technician",
      technicianId: id,
      arrivingBy: "09:30",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "That technician is not on the team." });
    const list = (await (await send("GET", "/api/admin/desk/technicians", desk)).json()) as {
      technicians: { id: string; active: boolean }[];
    };
    expect(list.technicians.find((row) => row.id === id)?.active).toBe(false);
  });

  it("added twice (a double tap, two desks at once) is one technician, audited once", async () => {
    const body = { name: "Selvi Arumugam", mobileNumber: "9840011111" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send("POST", "/api/admin/desk/technicians", desk, body)),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(
      await Promise.all(
        answers.map(
          async (res) => ((await res.json()) as { technician: { id: string } }).technician.id,
        ),
      ),
    );
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `technician:${id}`));
    expect(audit.map((entry) => entry.action)).toEqual(["technician-added"]);
  });

  it("refuses a second active technician on one mobile, by adding, changing or reactivating", async () => {
    const taken = { error: "mobile-taken", message: deskMessages.technicianMobileTaken };
    const first = await technician("Anbu Raj", "9840022222");
    const other = await send("POST", "/api/admin/desk/technicians", desk, {
      name: "Someone Else",
      mobileNumber: "9840022222",
    });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual(taken);

    const second = await technician("Bala Krishnan", "9840033333");
    const moved = await send("PATCH", `/api/admin/desk/technicians/${second}`, desk, {
      mobileNumber: "9840022222",
    });
    expect(moved.status).toBe(409);
    expect(await moved.json()).toEqual(taken);

    // The first leaves; the number is free; the first cannot come back on it while taken.
    await send("PATCH", `/api/admin/desk/technicians/${first}`, desk, { active: false });
    const now = await send("PATCH", `/api/admin/desk/technicians/${second}`, desk, {
      mobileNumber: "9840022222",
    });
    expect(now.status).toBe(200);
    const back = await send("PATCH", `/api/admin/desk/technicians/${first}`, desk, {
      active: true,
    });
    expect(back.status).toBe(409);
    expect(await back.json()).toEqual(taken);
  });

  it("refuses an unknown technician, an empty change and a bad mobile", async () => {
    expect(
      (
        await send("PATCH", `/api/admin/desk/technicians/${crypto.randomUUID()}`, desk, {
          active: false,
        })
      ).status,
    ).toBe(404);
    const id = await technician();
    expect((await send("PATCH", `/api/admin/desk/technicians/${id}`, desk, {})).status).toBe(400);
    expect(
      (await send("POST", "/api/admin/desk/technicians", desk, { name: "A B", mobileNumber: "12" }))
        .status,
    ).toBe(400);
  });
});
