/**
 * What a dispatcher needs from the booking desk, over HTTP on a real database
 * (docs/product.md#booking-desk): the search by name, mobile or reference (and its refusals: a
 * malformed search, another role, a flood); the visit's patients, address, amount and
 * preparation; the time guard on "Mark collected" and "Start visit" (India time, the injected
 * clock) with the dispatcher's confirmed override, audited; the "on the way" SMS sent when the
 * technician starts, never at assignment (read from the SMS simulator's outbox); and the
 * technician suggested by area and room.
 */
import { deskMessages, TECHNICIAN_DAILY_CAPACITY } from "@vyom/catalog/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { devAdminCookie, freshAddress } from "../../../test/admins.ts";
import { createTestContext, LOOPBACK, type TestContext } from "../../../test/context.ts";
import { cookieHeader } from "../../../test/cookies.ts";
import {
  admins,
  auditLog,
  bookings,
  collectionVisits,
  rateLimitCounters,
  visitEvents,
  visitNotices,
} from "../../db/schema.ts";
import { createAdminSession } from "../../services/admin/sessions.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { openVisit } from "../../services/collection-visits/visits.ts";
import { claimWindow } from "../../services/collection-windows/collection-windows.ts";
import { searchCondition } from "../../services/desk/desk-search.ts";
import { hitOf } from "../../services/rate-limit/rate-limit.ts";
import {
  homeVisitOn,
  newCustomer,
  orderBody,
  pay,
  placedOrder,
} from "../orders/orders.test-helpers.ts";
import { deskSearchesPerStaff } from "./desk.routes.ts";

// 06:00 in India on 2026-12-01; the visits are on 2026-12-02.
const NOW = new Date("2026-12-01T00:30:00Z");
const DAY = "2026-12-02";
/** 23:59:59 in India on the evening before the visits' day. */
const EVENING_BEFORE = new Date("2026-12-01T18:29:59Z");
/** Midnight in India on the visits' day: still 2026-12-01 in UTC. */
const MIDNIGHT_IN_INDIA = new Date("2026-12-01T18:30:00Z");
const PASSWORD = "a-long-desk-password";

let ctx: TestContext;
let admin: string;
let desk: string;
let pathologist: string;

async function signIn(email: string) {
  const res = await ctx.postJson(
    "/api/admin/login",
    { email, password: PASSWORD },
    { address: freshAddress() },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return cookieHeader(res);
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  await ctx.db.transaction(seedDemoServiceAreas);
  admin = await devAdminCookie(ctx);
  const staff = [
    { email: "dispatch@vyom.example", password: PASSWORD },
    {
      email: "dr-rao@vyom.example",
      password: PASSWORD,
      role: "pathologist",
      displayName: "Dr. Kavitha Rao",
      registrationNumber: "TNMC-48213",
    },
  ];
  for (const body of staff) {
    const res = await ctx.postJson("/api/admin/users", body, {
      headers: { cookie: admin },
      address: freshAddress(),
    });
    expect(res.status).toBe(201);
  }
  desk = await signIn("dispatch@vyom.example");
  pathologist = await signIn("dr-rao@vyom.example");
});
afterAll(() => ctx.close());

const send = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
  ctx.app.request(
    path,
    {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: "203.0.113.20" } } },
  );

/**
 * The clock jumps past the staff session's 30 idle minutes: the dispatcher's session is opened
 * anew at that time, as a sign-in would (signing in again and again meets its captcha).
 */
async function moveTo(at: Date) {
  ctx.clock.set(at);
  desk = await sessionAt("dispatch@vyom.example", at);
  pathologist = await sessionAt("dr-rao@vyom.example", at);
}

async function sessionAt(email: string, at: Date) {
  const [account] = await ctx.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, email));
  if (!account) throw new Error(`no account ${email}`);
  return `vyom-admin=${(await createAdminSession(ctx.db, account.id, at)).token}`;
}

const act = (visitId: string, body: unknown) =>
  send("POST", `/api/admin/desk/visits/${visitId}/actions`, desk, body);

interface ListedVisit {
  id: string;
  subject: string;
  reference: string;
  customerName: string | null;
  patients: { name: string; birthDate: string | null; age: number | null; gender: string }[];
  address: { line: string; area: string; pincode: string } | null;
  payment: string | null;
  amount: number | null;
  testDetails: { name: string; preparation: string | null }[];
  startedAt: string | null;
}

async function search(q: string, cookie = desk) {
  const res = await send("GET", `/api/admin/desk/visits?q=${encodeURIComponent(q)}`, cookie);
  expect(res.status, q).toBe(200);
  return ((await res.json()) as { visits: ListedVisit[] }).visits;
}

let seq = 0;
/** A home-collection booking with its confirmed-to-be window, as the booking form leaves it. */
async function bookedVisit(
  name: string,
  mobileNumber: string,
  startsAt = "09:00",
  areaId = "chennai",
) {
  seq += 1;
  const [booking] = await ctx.db
    .insert(bookings)
    .values({
      name,
      mobileNumber,
      collectionDate: DAY,
      pincode: "600020",
      policyValue: "accepted",
      payload: { bookingData: { testDetails: "Home Sample Collection" } },
      patientBirthDate: "1961-03-09",
      patientGender: "female",
      patientDetailsMissing: false,
      createdAt: new Date(NOW.getTime() + seq),
    })
    .returning();
  if (!booking) throw new Error("no booking");
  const subject = `booking:${booking.id}`;
  const window = { areaId, day: DAY, startsAt };
  await claimWindow(ctx.db, { ...window, holder: subject, now: NOW });
  const visit = await openVisit(ctx.db, {
    subject,
    mobileNumber,
    tests: ["Home Sample Collection"],
    window,
    now: NOW,
  });
  return { bookingId: booking.id, visit };
}

async function addTechnician(name: string, mobileNumber: string, areaId: string | null) {
  const res = await send("POST", "/api/admin/desk/technicians", desk, {
    name,
    mobileNumber,
    areaId,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { technician: { id: string; areaId: string | null } }).technician;
}

describe("the desk's search", () => {
  it("finds a visit by the start of the patient's name in any case, by mobile, and by its reference", async () => {
    const lakshmi = await bookedVisit("Lakshmi Narayanan", "9876500101");
    const lalitha = await bookedVisit("Lalitha Ram", "9876500102");
    const ids = (visits: ListedVisit[]) => visits.map((visit) => visit.id).sort();
    expect(ids(await search("lakshmi"))).toEqual([lakshmi.visit.id]);
    expect(ids(await search("  LAKSHMI   nar "))).toEqual([lakshmi.visit.id]);
    expect(ids(await search("La"))).toEqual([lakshmi.visit.id, lalitha.visit.id].sort());
    // The start of the name only: that is what the index answers (desk-search.ts).
    expect(await search("Narayanan")).toEqual([]);
    expect(ids(await search("9876500101"))).toEqual([lakshmi.visit.id]);
    expect(ids(await search("500102"))).toEqual([lalitha.visit.id]);
    expect(ids(await search(lakshmi.bookingId.toUpperCase()))).toEqual([lakshmi.visit.id]);
    const sms = `BK-${lakshmi.bookingId.slice(0, 8).toUpperCase()}`;
    expect(ids(await search(sms))).toEqual([lakshmi.visit.id]);
    const [found] = await search("lakshmi");
    // The reference the desk shows (and the customer was told) finds it too.
    expect(ids(await search(found?.reference.toLowerCase() ?? ""))).toEqual([lakshmi.visit.id]);
    expect(found).toMatchObject({
      customerName: "Lakshmi Narayanan",
      patients: [{ name: "Lakshmi Narayanan", birthDate: "1961-03-09", gender: "female" }],
      address: { pincode: "600020" },
      payment: null,
      testDetails: [{ name: "Home Sample Collection", preparation: null }],
    });
  });

  it("finds an order's visits by the orderer's name and by the order id, with its patients, address, amount and preparation", async () => {
    // For DAY, on the desk's clock: at the real time, the test read differently once the real
    // date passed NOW.
    const owner = await newCustomer(ctx);
    const order = await placedOrder(
      ctx,
      owner,
      orderBody(owner, { appointment: homeVisitOn(DAY) }),
    );
    await pay(ctx, owner, order.orderId, "success");
    const subjects = (visits: ListedVisit[]) => visits.map((visit) => visit.subject);
    const byName = await search(owner.name.toLowerCase());
    expect(subjects(byName)).toEqual([`order:${order.orderId}`]);
    const byOrderId = await search(order.orderId.toLowerCase());
    expect(subjects(byOrderId)).toEqual([`order:${order.orderId}`]);
    const [visit] = byOrderId;
    expect(subjects(await search(visit?.reference ?? ""))).toEqual([`order:${order.orderId}`]);
    expect(visit).toMatchObject({
      customerName: owner.name,
      payment: "paid",
      amount: order.amount,
      address: { pincode: "560017" },
    });
    expect(visit?.patients.map((patient) => [patient.name, patient.age])).toEqual([
      [owner.name, null],
      ["Meena Shetty", 64],
    ]);
    // The catalogue's fasting line for each test and package.
    expect(visit?.testDetails.length).toBeGreaterThan(0);
    for (const test of visit?.testDetails ?? []) expect(test.preparation).toMatch(/Fasting|Sample/);
  });

  it("answers a name through the lowercased-name indexes, never a scan of the bookings or accounts", async () => {
    const query = ctx.db
      .select({ id: collectionVisits.id })
      .from(collectionVisits)
      .where(searchCondition(ctx.db, { kind: "name", prefix: "lak" }));
    const plan = await ctx.db.transaction(async (tx) => {
      // Tiny test tables make a scan cheapest; forbidding it shows whether an index can answer.
      await tx.execute(sql`set local enable_seqscan = off`);
      // Both drivers answer `{ rows }`; the database type is the union of the two clients.
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]);
    });
    const text = plan.join("\n");
    expect(text).toContain("bookings_name_lower_idx");
    expect(text).toContain("users_name_lower_idx");
    expect(text).not.toMatch(/Seq Scan on (bookings|users)\b/);
  });

  it("refuses a malformed search with a clear 400, and never ignores it", async () => {
    for (const q of ["a", "<script>", "12345678901", "ab12", "la%", "l_", "x".repeat(61)]) {
      const res = await send("GET", `/api/admin/desk/visits?q=${encodeURIComponent(q)}`, desk);
      expect(res.status, q).toBe(400);
      expect(await res.json(), q).toMatchObject({
        error: "invalid-request",
        message: deskMessages.searchMalformed,
      });
    }
  });

  it("is the desk's and the admin's: a pathologist is 403, a customer or nobody 401", async () => {
    expect((await send("GET", "/api/admin/desk/visits?q=lakshmi", pathologist)).status).toBe(403);
    expect((await send("GET", "/api/admin/desk/visits?q=lakshmi", undefined)).status).toBe(401);
    const customer = await newCustomer(ctx);
    expect((await send("GET", "/api/admin/desk/visits?q=lakshmi", customer.cookie)).status).toBe(
      401,
    );
    expect((await search("lakshmi", admin)).length).toBeGreaterThan(0);
  });

  it("a flood of searches from one account is 429 with Retry-After; the list without a search still answers", async () => {
    const flooder = await (async () => {
      const res = await ctx.postJson(
        "/api/admin/users",
        { email: "flood@vyom.example", password: PASSWORD },
        { headers: { cookie: admin }, address: freshAddress() },
      );
      expect(res.status).toBe(201);
      return signIn("flood@vyom.example");
    })();
    // The window's first searches, counted as the route counts them; the last ten sent for real.
    const [account] = await ctx.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, "flood@vyom.example"));
    const hit = hitOf(deskSearchesPerStaff, account?.id ?? "", ctx.clock());
    await ctx.db.insert(rateLimitCounters).values({
      key: hit.key,
      windowStart: hit.start,
      count: deskSearchesPerStaff.limit - 10,
      expiresAt: hit.end,
    });
    for (let n = 0; n < 10; n += 1) {
      const res = await send("GET", "/api/admin/desk/visits?q=zz&pageSize=1", flooder);
      expect(res.status).toBe(200);
    }
    const refused = await send("GET", "/api/admin/desk/visits?q=zz", flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send("GET", "/api/admin/desk/visits", flooder)).status).toBe(200);
    // Another account's budget is its own.
    expect((await send("GET", "/api/admin/desk/visits?q=zz", desk)).status).toBe(200);
  });
});

describe("the time guard on Mark collected", () => {
  it("refuses it the evening before the visit's day, saying why; confirmed, it is done, on the timeline and audited as an override", async () => {
    const { visit } = await bookedVisit("Geetha Krishnan", "9876500201");
    ctx.clock.set(NOW);
    expect((await act(visit.id, { action: "confirm" })).status).toBe(200);
    await moveTo(EVENING_BEFORE);
    const refused = await act(visit.id, { action: "mark-collected" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "refused",
      message: deskMessages.beforeVisitDay(DAY),
    });
    const confirmed = await act(visit.id, { action: "mark-collected", beforeDay: true });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ visit: { status: "collected" } });
    const [event] = await ctx.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, visit.id), eq(visitEvents.kind, "collected")));
    expect(event?.detail).toEqual({ beforeVisitDay: DAY });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, visit.subject), eq(auditLog.action, "mark-collected")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({
      status: "collected",
      override: "collected-before-visit-day",
      day: DAY,
    });
    await moveTo(NOW);
  });

  it("from midnight of the visit's day in India (still the day before in UTC) needs no override", async () => {
    const { visit } = await bookedVisit("Hema Sundar", "9876500202");
    ctx.clock.set(NOW);
    expect((await act(visit.id, { action: "confirm" })).status).toBe(200);
    await moveTo(MIDNIGHT_IN_INDIA);
    const res = await act(visit.id, { action: "mark-collected" });
    expect(res.status).toBe(200);
    const [event] = await ctx.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, visit.id), eq(visitEvents.kind, "collected")));
    expect(event?.detail).toEqual({});
    await moveTo(NOW);
  });

  it("takes the override only as true", async () => {
    const { visit } = await bookedVisit("Indira Mohan", "9876500203");
    for (const beforeDay of [false, "yes", 1, null]) {
      const res = await act(visit.id, { action: "mark-collected", beforeDay });
      expect(res.status, String(beforeDay)).toBe(400);
    }
  });
});

/** The route sends its SMS after answering; on a busy machine that can take seconds. */
const SMS_WAIT = { timeout: 15_000, interval: 50 };

describe("the customer's SMS", () => {
  const outbox = async (mobile: string) => {
    const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
    expect(res.status).toBe(200);
    return ((await res.json()) as { messages: { message: string }[] }).messages.map(
      (row) => row.message,
    );
  };

  it("assignment the evening before sends nothing; Start visit on the day sends 'on the way', once", async () => {
    const mobile = "9876500301";
    const { visit } = await bookedVisit("Jaya Prakash", mobile);
    const murugan = await addTechnician("Murugan Selvam", "9840070001", "chennai");
    ctx.clock.set(NOW);
    expect((await act(visit.id, { action: "confirm" })).status).toBe(200);
    // Its SMS delivered before the clock jumps (a jump would make its claim look stale).
    await vi.waitFor(async () => expect(await outbox(mobile)).toHaveLength(1), SMS_WAIT);
    await moveTo(EVENING_BEFORE);
    const assigned = await act(visit.id, {
      action: "assign-technician",
      technicianId: murugan.id,
      arrivingBy: "09:30",
    });
    expect(assigned.status).toBe(200);
    await drainVisitNotices(ctx.deps);
    const kinds = await ctx.db
      .select({ kind: visitNotices.kind })
      .from(visitNotices)
      .where(eq(visitNotices.visitId, visit.id));
    expect(kinds.map((row) => row.kind)).toEqual(["confirmed"]);
    expect(await outbox(mobile)).toHaveLength(1);
    expect((await outbox(mobile)).join("\n")).not.toContain("on the way");

    const early = await act(visit.id, { action: "start-visit" });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      message: deskMessages.startBeforeVisitDay(DAY),
    });

    await moveTo(new Date(`${DAY}T02:45:00Z`)); // 08:15 in India
    const started = await act(visit.id, { action: "start-visit" });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({
      visit: { status: "technician-assigned", startedAt: `${DAY}T02:45:00.000Z` },
    });
    await vi.waitFor(async () => {
      const messages = await outbox(mobile);
      expect(messages).toHaveLength(2);
      expect(messages.join("\n")).toContain("Murugan is on the way");
      expect(messages.join("\n")).toContain("will reach you by 09:30");
    }, SMS_WAIT);
    const again = await act(visit.id, { action: "start-visit" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: deskMessages.alreadyStarted });
    await drainVisitNotices(ctx.deps);
    const onTheWay = (await outbox(mobile)).filter((text) => text.includes("on the way"));
    expect(onTheWay).toHaveLength(1);
    await moveTo(NOW);
  });
});

describe("the technician suggested", () => {
  /** Visits of the day already given to a technician (as many as `count`). */
  async function loadWith(technicianId: string, count: number, areaId = "vijayawada") {
    for (let n = 0; n < count; n += 1) {
      seq += 1;
      await ctx.db.insert(collectionVisits).values({
        subject: `booking:00000000-0000-4000-9000-${String(seq).padStart(12, "0")}`,
        mobileNumber: "9000000000",
        status: "technician-assigned",
        areaId,
        day: DAY,
        startsAt: "07:00",
        technicianId,
        arrivingBy: "07:30",
      });
    }
  }

  it("is the technician of the visit's area with room and the fewest visits that day; nobody when the area's are full", async () => {
    // An area of its own: the other tests' technicians are in Chennai.
    const { visit } = await bookedVisit("Kamala Devi", "9876500401", "11:00", "vijayawada");
    const full = await addTechnician("Arul Kumar", "9840080001", "vijayawada");
    const busy = await addTechnician("Bala Murali", "9840080002", "vijayawada");
    const elsewhere = await addTechnician("Chitra Gowda", "9840080003", "bengaluru");
    await loadWith(full.id, TECHNICIAN_DAILY_CAPACITY);
    await loadWith(busy.id, 2);
    const read = async () => {
      const res = await send("GET", `/api/admin/desk/visits/${visit.id}/technicians`, desk);
      expect(res.status).toBe(200);
      return (await res.json()) as {
        capacity: number;
        suggested: string | null;
        technicians: { id: string; sameArea: boolean; visitsThatDay: number; hasRoom: boolean }[];
      };
    };
    const first = await read();
    expect(first.capacity).toBe(TECHNICIAN_DAILY_CAPACITY);
    expect(first.suggested).toBe(busy.id);
    const row = (id: string) => first.technicians.find((technician) => technician.id === id);
    expect(row(full.id)).toMatchObject({
      sameArea: true,
      visitsThatDay: TECHNICIAN_DAILY_CAPACITY,
      hasRoom: false,
    });
    expect(row(elsewhere.id)).toMatchObject({ sameArea: false, visitsThatDay: 0, hasRoom: true });

    await loadWith(busy.id, TECHNICIAN_DAILY_CAPACITY - 2);
    expect((await read()).suggested).toBeNull();
    // A technician of the area who gets room again (their visit cancelled) is suggested again.
    await ctx.db
      .update(collectionVisits)
      .set({ status: "cancelled" })
      .where(
        eq(
          collectionVisits.id,
          (
            await ctx.db
              .select({ id: collectionVisits.id })
              .from(collectionVisits)
              .where(eq(collectionVisits.technicianId, full.id))
              .limit(1)
          )[0]?.id ?? "",
        ),
      );
    expect((await read()).suggested).toBe(full.id);
  });

  it("is the desk's: an unknown visit is 404, a malformed id 400, a pathologist 403", async () => {
    expect(
      (await send("GET", `/api/admin/desk/visits/${crypto.randomUUID()}/technicians`, desk)).status,
    ).toBe(404);
    expect((await send("GET", "/api/admin/desk/visits/nope/technicians", desk)).status).toBe(400);
    expect(
      (await send("GET", `/api/admin/desk/visits/${crypto.randomUUID()}/technicians`, pathologist))
        .status,
    ).toBe(403);
  });

  it("a technician's area is set when added or changed; an unknown area is 404, a malformed one 400", async () => {
    const added = await addTechnician("Deepa Nair", "9840080004", null);
    expect(added.areaId).toBeNull();
    const moved = await send("PATCH", `/api/admin/desk/technicians/${added.id}`, desk, {
      areaId: "mysuru",
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ technician: { areaId: "mysuru" } });
    const unknown = await send("PATCH", `/api/admin/desk/technicians/${added.id}`, desk, {
      areaId: "atlantis",
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: deskMessages.unknownArea });
    const malformed = await send("POST", "/api/admin/desk/technicians", desk, {
      name: "Esther Paul",
      mobileNumber: "9840080005",
      areaId: "Not An Id!",
    });
    expect(malformed.status).toBe(400);
  });
});
