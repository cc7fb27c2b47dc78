/**
 * A technician's own page over HTTP on a real database (docs/product.md#technicians-page): a
 * staff account of role `technician` made by an admin and linked to a technicians row reads only
 * the day's visits assigned to that row, in window order; its actions are the desk's steps, on
 * its own visits only (403 otherwise), once per Idempotency-Key (a replay is answered with the
 * first answer and sends no second SMS), and "Start visit" is refused before the visit's day.
 */
import { deskMessages } from "@vyom/catalog/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import { admins, bookings, collectionVisits, visitEvents, visitNotices } from "../../db/schema.ts";
import { DEV_ADMIN_EMAIL } from "../../env.ts";
import { createAdminSession } from "../../services/admin/sessions.ts";
import { openVisit } from "../../services/collection-visits/visits.ts";
import { claimWindow } from "../../services/collection-windows/collection-windows.ts";

// 06:00 in India on 2026-12-01, the day before the visits; 08:00 in India on their day.
const DAY_BEFORE = new Date("2026-12-01T00:30:00Z");
const ON_THE_DAY = new Date("2026-12-02T02:30:00Z");
const DAY = "2026-12-02";
const PASSWORD = "a-long-technician-password";

let ctx: TestContext;
let admin: string;
const tech = { ravi: "", suresh: "" };
const techId = { ravi: "", suresh: "" };

const send = (path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(
    path,
    {
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.30" } } },
  );

const act = (cookie: string, key: string | undefined, body: unknown, headers = {}) =>
  send("/api/technician/actions", cookie, body, {
    ...(key ? { "idempotency-key": key } : {}),
    ...headers,
  });

async function sessionAt(email: string, at: Date) {
  const [account] = await ctx.db.select().from(admins).where(eq(admins.email, email));
  if (!account) throw new Error(`no account ${email}`);
  return `vyom-admin=${(await createAdminSession(ctx.db, account.id, at)).token}`;
}

/** The staff sessions opened anew at `at` (a sign-in would be: sessions idle out). */
async function moveTo(at: Date) {
  ctx.clock.set(at);
  admin = await sessionAt(DEV_ADMIN_EMAIL, at);
  tech.ravi = await sessionAt("ravi@vyom.example", at);
  tech.suresh = await sessionAt("suresh@vyom.example", at);
}

let seq = 0;
async function assignedVisit(name: string, startsAt: string, technicianId: string, day = DAY) {
  seq += 1;
  const [booking] = await ctx.db
    .insert(bookings)
    .values({
      name,
      mobileNumber: `98765002${String(seq).padStart(2, "0")}`,
      collectionDate: day,
      pincode: "600020",
      policyValue: "accepted",
      payload: { bookingData: { testDetails: "Home Sample Collection" } },
      createdAt: new Date(DAY_BEFORE.getTime() + seq),
    })
    .returning();
  if (!booking) throw new Error("no booking");
  const subject = `booking:${booking.id}`;
  const window = { areaId: "chennai", day, startsAt };
  await claimWindow(ctx.db, { ...window, holder: subject, now: ctx.clock() });
  const visit = await openVisit(ctx.db, {
    subject,
    mobileNumber: booking.mobileNumber,
    tests: ["Home Sample Collection"],
    window,
    now: ctx.clock(),
  });
  const desk = async (body: unknown) =>
    (await send(`/api/admin/desk/visits/${visit.id}/actions`, admin, body)).status;
  expect(await desk({ action: "confirm" })).toBe(200);
  expect(await desk({ action: "assign-technician", technicianId, arrivingBy: startsAt })).toBe(200);
  return visit.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(DAY_BEFORE);
  await ctx.db.transaction(seedDemoServiceAreas);
  admin = await devAdminCookie(ctx);
  for (const [who, mobileNumber] of [
    ["ravi", "9000000011"],
    ["suresh", "9000000012"],
  ] as const) {
    const made = await send("/api/admin/desk/technicians", admin, {
      name: `${who} Kumar`,
      mobileNumber,
      areaId: "chennai",
    });
    expect(made.status).toBe(201);
    techId[who] = ((await made.json()) as { technician: { id: string } }).technician.id;
    const account = await ctx.postJson(
      "/api/admin/users",
      {
        email: `${who}@vyom.example`,
        password: PASSWORD,
        role: "technician",
        technicianId: techId[who],
      },
      { headers: { cookie: admin }, address: freshAddress() },
    );
    expect(account.status, await account.clone().text()).toBe(201);
    // Signs in through the staff login like every staff role.
    const login = await ctx.postJson(
      "/api/admin/login",
      { email: `${who}@vyom.example`, password: PASSWORD },
      { address: freshAddress() },
    );
    expect(login.status).toBe(200);
    tech[who] = cookieHeader(login);
  }
});
afterAll(() => ctx.close());

describe("a technician's account", () => {
  it("needs an active technicians row to be made", async () => {
    const res = await ctx.postJson(
      "/api/admin/users",
      { email: "nobody@vyom.example", password: PASSWORD, role: "technician" },
      { headers: { cookie: admin }, address: freshAddress() },
    );
    expect(res.status).toBe(400);
    const unknown = await ctx.postJson(
      "/api/admin/users",
      {
        email: "nobody@vyom.example",
        password: PASSWORD,
        role: "technician",
        technicianId: "00000000-0000-4000-8000-000000000000",
      },
      { headers: { cookie: admin }, address: freshAddress() },
    );
    expect(unknown.status).toBe(404);
  });

  it("reads nothing of the desk's", async () => {
    for (const path of ["/api/admin/desk/visits", "/api/admin/results", "/api/admin/users"]) {
      expect((await send(path, tech.ravi)).status, path).toBe(403);
    }
  });

  it("reads its own session, as the staff sign-in does before leading to the technician's page", async () => {
    const res = await send("/api/admin/session", tech.ravi);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      admin: { email: "ravi@vyom.example", role: "technician" },
    });
  });
});

describe("the technician's day and actions", () => {
  let early = "";
  let late = "";
  let suresh = "";
  let tomorrow = "";

  beforeAll(async () => {
    late = await assignedVisit("Late Patient", "11:00", techId.ravi);
    early = await assignedVisit("Early Patient", "07:00", techId.ravi);
    suresh = await assignedVisit("Suresh's Patient", "09:00", techId.suresh);
    tomorrow = await assignedVisit("Next Day", "09:00", techId.ravi, "2026-12-03");
  });

  it("refuses to start a visit before its day, and sends nothing", async () => {
    const res = await act(tech.ravi, "start-early", { visitId: early, action: "start-visit" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: deskMessages.startBeforeVisitDay(DAY) });
  });

  it("lists only the signed-in technician's visits of today, in window order", async () => {
    await moveTo(ON_THE_DAY);
    const res = await send("/api/technician/visits", tech.ravi);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      day: string;
      visits: { id: string; customerName: string; address: { pincode: string } | null }[];
    };
    expect(body.day).toBe(DAY);
    expect(body.visits.map((visit) => visit.id)).toEqual([early, late]);
    expect(body.visits[0]).toMatchObject({
      customerName: "Early Patient",
      address: { pincode: "600020" },
    });
    expect(body.visits.map((visit) => visit.id)).not.toContain(suresh);
    expect(body.visits.map((visit) => visit.id)).not.toContain(tomorrow);
  });

  it("refuses another technician's visit with 403 and changes nothing", async () => {
    const res = await act(tech.suresh, "suresh-1", { visitId: early, action: "start-visit" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: deskMessages.notYourVisit });
    const [visit] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, early));
    expect(visit?.startedAt).toBeNull();
  });

  it("starts a visit once per key: the replay gets the same answer and no second SMS", async () => {
    const first = await act(tech.ravi, "start-1", { visitId: early, action: "start-visit" });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ status: "success", id: early });
    const again = await act(tech.ravi, "start-1", { visitId: early, action: "start-visit" });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(firstBody);
    const events = await ctx.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, early), eq(visitEvents.kind, "on-the-way")));
    expect(events).toHaveLength(1);
    const notices = await ctx.db
      .select()
      .from(visitNotices)
      .where(and(eq(visitNotices.visitId, early), eq(visitNotices.kind, "technician-on-the-way")));
    expect(notices).toHaveLength(1);
    // The same key with another body is another action: refused, not run.
    const reused = await act(tech.ravi, "start-1", { visitId: late, action: "start-visit" });
    expect(reused.status).toBe(422);
    // A new key for the same step is the desk's guard: already started.
    const twice = await act(tech.ravi, "start-2", { visitId: early, action: "start-visit" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: deskMessages.alreadyStarted });
  });

  it("marks collected; payment at collection is only for an order", async () => {
    const done = await act(tech.ravi, "collect-1", { visitId: early, action: "mark-collected" });
    expect(done.status).toBe(201);
    expect(await done.json()).toMatchObject({ visit: { status: "collected" } });
    const paid = await act(tech.ravi, "pay-1", {
      visitId: early,
      action: "mark-paid",
      method: "cash",
    });
    expect(paid.status).toBe(409);
    expect(await paid.json()).toMatchObject({ message: deskMessages.notAnOrder });
  });

  it("refuses malformed requests, other roles, no session and cross-site requests", async () => {
    const body = { visitId: late, action: "start-visit" };
    expect((await act(tech.ravi, undefined, body)).status).toBe(400);
    expect((await act(tech.ravi, "bad key with spaces", body)).status).toBe(400);
    expect((await act(tech.ravi, "k-1", { visitId: late, action: "cancel" })).status).toBe(400);
    expect(
      (await act(tech.ravi, "k-2", { visitId: "not-a-uuid", action: "start-visit" })).status,
    ).toBe(400);
    expect((await act(tech.ravi, "k-3", { ...body, extra: 1 })).status).toBe(400);
    expect((await act("", "k-4", body)).status).toBe(401);
    expect((await send("/api/technician/visits", admin)).status).toBe(403);
    expect((await act(admin, "k-5", body)).status).toBe(403);
    const crossSite = await act(tech.ravi, "k-6", body, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const [visit] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, late));
    expect(visit?.startedAt).toBeNull();
  });
});
