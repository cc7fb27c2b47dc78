import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { releaseReport } from "../../../test/support/lab-results.ts";
import type { Database } from "../../db/client.ts";
import {
  auditLog,
  collectionVisits,
  labReports,
  technicians,
  type VisitStatus,
  visitEvents,
  visitNotices,
  windowClaims,
} from "../../db/schema.ts";
import { claimWindow, windowsOfDay } from "../collection-windows/collection-windows.ts";
import { allowedFrom, type VisitStep } from "./visit-steps.ts";
import { auditOf, openVisit, type StepRequest, takeStep, visitsOfCustomer } from "./visits.ts";

// 06:00 in India on 2026-12-01; the visits are on 2026-12-02.
const NOW = new Date("2026-12-01T00:30:00Z");
const DAY = "2026-12-02";
const MOBILE = "9876543210";
const DESK = "desk:desk@vyom.example";
const window = (startsAt: string, day = DAY) => ({ areaId: "chennai", day, startsAt });

let database: TestDatabase;
let db: Database;
let technicianId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await db.transaction(seedDemoServiceAreas);
  const [technician] = await db
    .insert(technicians)
    .values({ name: "Murugan Selvam", mobileNumber: "9840012345" })
    .returning();
  technicianId = technician?.id ?? "";
});
afterAll(() => database.close());
beforeEach(async () => {
  await db.delete(auditLog);
  await db.delete(visitNotices);
  await db.delete(visitEvents);
  await db.delete(labReports);
  await db.delete(collectionVisits);
  await db.delete(windowClaims);
});

let visits = 0;
/** A visit with a held place in the 09:00 window, as checkout leaves it. */
async function heldVisit(tests = ["CBC", "HbA1c"]) {
  const subject = `order:VYO-${++visits}`;
  await claimWindow(db, { ...window("09:00"), holder: subject, now: NOW });
  return openVisit(db, { subject, mobileNumber: MOBILE, tests, window: window("09:00"), now: NOW });
}

const requests: Record<VisitStep, () => StepRequest> = {
  confirm: () => ({ step: "confirm" }),
  "assign-technician": () => ({ step: "assign-technician", technicianId, arrivingBy: "09:40" }),
  "start-visit": () => ({ step: "start-visit" }),
  "mark-collected": () => ({ step: "mark-collected" }),
  "mark-in-lab": () => ({ step: "mark-in-lab" }),
  reschedule: () => ({ step: "reschedule", window: window("17:00") }),
  cancel: () => ({ step: "cancel", reason: "Travelling" }),
};

const step = (visitId: string, request: StepRequest, actor = DESK, now = NOW) =>
  takeStep(db, { visitId, request, actor, now });

/** The lab releases its signed report of `tests` (the only way a report becomes ready). */
async function release(visitId: string, tests: string[], options: { signed?: boolean } = {}) {
  return releaseReport(db, { visitId, tests, now: NOW, ...options });
}

async function visitRow(visitId: string) {
  const [row] = await db.select().from(collectionVisits).where(eq(collectionVisits.id, visitId));
  return row;
}

/**
 * Walks a fresh visit to a status through the desk's usual steps; report-ready through the lab
 * releasing each test's report after collection.
 */
async function visitAt(status: VisitStatus) {
  const visit = await heldVisit();
  const paths: Record<VisitStatus, StepRequest[]> = {
    received: [],
    confirmed: [requests.confirm()],
    "technician-assigned": [requests.confirm(), requests["assign-technician"]()],
    collected: [requests.confirm(), requests["mark-collected"]()],
    "in-lab": [requests.confirm(), requests["mark-collected"](), requests["mark-in-lab"]()],
    "report-ready": [requests.confirm(), requests["mark-collected"]()],
    cancelled: [requests.cancel()],
  };
  for (const request of paths[status]) expect((await step(visit.id, request)).kind).toBe("done");
  if (status === "report-ready") {
    for (const test of visit.tests) expect((await release(visit.id, [test])).released).toBe(true);
    expect((await visitRow(visit.id))?.status).toBe("report-ready");
  }
  return visit;
}

describe("a visit's steps", () => {
  const statuses: VisitStatus[] = [
    "received",
    "confirmed",
    "technician-assigned",
    "collected",
    "in-lab",
    "report-ready",
    "cancelled",
  ];
  const cases = statuses.flatMap((status) =>
    (Object.keys(requests) as VisitStep[]).map((name) => [status, name] as const),
  );
  it.each(cases)("from %s, %s is taken only if the step table allows it", async (status, name) => {
    const visit = await visitAt(status);
    // A visit is started on its day only (the desk's time guard, desk.test.ts): 07:00 there.
    const now = name === "start-visit" ? new Date(`${DAY}T01:30:00Z`) : NOW;
    const outcome = await step(visit.id, requests[name](), DESK, now);
    const expected = allowedFrom[name].includes(status) ? "done" : "refused";
    expect(outcome.kind).toBe(expected);
    if (outcome.kind === "refused")
      expect(outcome.message).toMatch(/^(An [aeiou]|A [^aeiou])[a-z-]* booking cannot/);
  });

  it("writes the timeline the customer reads, with the technician's first name and a masked number", async () => {
    const visit = await visitAt("technician-assigned");
    await step(visit.id, requests["mark-collected"]());
    const { reportId } = await release(visit.id, ["CBC"]);
    const [mine] = await visitsOfCustomer(db, MOBILE);
    expect(mine?.status).toBe("collected");
    expect(mine?.timeline.map((event) => event.kind)).toEqual([
      "received",
      "confirmed",
      "technician-assigned",
      "collected",
      "report-ready",
    ]);
    expect(mine?.timeline[2]?.detail).toEqual({
      technician: "Murugan",
      phone: "******2345",
      arrivingBy: "09:40",
    });
    expect(mine?.timeline[4]?.detail).toEqual({
      test: "CBC",
      reportId,
      version: 1,
      allReady: false,
      site: "vyom.example",
    });
  });

  it("is report-ready once every test's report is released, and only then", async () => {
    const visit = await visitAt("in-lab");
    // Unsigned: nothing is released, nothing is ready.
    expect((await release(visit.id, ["HbA1c"], { signed: false })).released).toBe(false);
    expect(await visitRow(visit.id)).toMatchObject({ status: "in-lab", reportsReady: [] });
    // A test that is not the booking's makes none of its tests ready.
    expect((await release(visit.id, ["Lipid"])).released).toBe(true);
    expect(await visitRow(visit.id)).toMatchObject({ status: "in-lab", reportsReady: [] });
    expect((await release(visit.id, ["HbA1c"])).released).toBe(true);
    expect(await visitRow(visit.id)).toMatchObject({ status: "in-lab", reportsReady: ["HbA1c"] });
    expect((await release(visit.id, ["CBC"])).released).toBe(true);
    expect(await visitRow(visit.id)).toMatchObject({
      status: "report-ready",
      reportsReady: ["HbA1c", "CBC"],
    });
  });

  it("no step of the visit makes a report ready: only a released report does", () => {
    expect(Object.keys(allowedFrom)).not.toContain("mark-report-ready");
  });

  it("keeps every step in the audit log: who, when, what, before and after", async () => {
    const visit = await visitAt("confirmed");
    const later = new Date(NOW.getTime() + 60_000);
    await step(visit.id, requests["assign-technician"](), "admin:ops@vyom.example", later);
    const entries = await auditOf(db, visit.subject);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ["assign-technician", "admin:ops@vyom.example"],
      ["confirm", DESK],
    ]);
    expect(entries[0]).toMatchObject({
      at: later,
      before: { status: "confirmed", technicianId: null },
      after: { status: "technician-assigned", technicianId, arrivingBy: "09:40" },
    });
  });

  it("two desks confirming at once confirm once", async () => {
    const visit = await heldVisit();
    const outcomes = await Promise.all([
      step(visit.id, requests.confirm()),
      step(visit.id, requests.confirm()),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["done", "refused"]);
    expect(await auditOf(db, visit.subject)).toHaveLength(1);
  });

  it("a reschedule moves the place to the new window, clears the technician, and is limited", async () => {
    const visit = await visitAt("technician-assigned");
    const moved = await step(visit.id, requests.reschedule(), `customer:${MOBILE}`);
    expect(moved).toMatchObject({
      kind: "done",
      visit: { status: "confirmed", startsAt: "17:00", technicianId: null, reschedules: 1 },
    });
    const places = await windowsOfDay(db, { areaId: "chennai", day: DAY, now: NOW });
    expect(places.find((w) => w.startsAt === "09:00")?.placesLeft).toBe(8);
    expect(places.find((w) => w.startsAt === "17:00")?.placesLeft).toBe(7);

    await step(visit.id, { step: "reschedule", window: window("11:00") });
    expect(await step(visit.id, { step: "reschedule", window: window("13:00") })).toEqual({
      kind: "refused",
      message: "This booking was already moved 2 times. Please call us to change it.",
    });
  });

  it("a reschedule into a full window offers the next ones", async () => {
    const visit = await visitAt("confirmed");
    for (let i = 0; i < 8; i++) {
      await claimWindow(db, { ...window("17:00"), holder: `order:other-${i}`, now: NOW });
    }
    const outcome = await step(visit.id, requests.reschedule());
    expect(outcome).toMatchObject({
      kind: "window-full",
      message: "This window just filled. Please choose another.",
    });
    if (outcome.kind === "window-full") {
      expect(outcome.alternatives[0]).toMatchObject({ day: "2026-12-03", startsAt: "07:00" });
    }
  });

  it("the customer cannot move or cancel within two hours of the window; the desk can", async () => {
    const visit = await visitAt("confirmed");
    const at0715 = new Date("2026-12-02T01:45:00Z");
    expect(await step(visit.id, requests.cancel(), `customer:${MOBILE}`, at0715)).toEqual({
      kind: "refused",
      message: "The technician is on the way: this booking can no longer be changed online.",
    });
    expect(await step(visit.id, requests.cancel(), DESK, at0715)).toMatchObject({
      kind: "done",
      visit: { status: "cancelled" },
    });
  });

  it("cancelling gives the window's place back", async () => {
    const visit = await visitAt("confirmed");
    await step(visit.id, requests.cancel(), `customer:${MOBILE}`);
    const places = await windowsOfDay(db, { areaId: "chennai", day: DAY, now: NOW });
    expect(places.find((w) => w.startsAt === "09:00")?.placesLeft).toBe(8);
  });

  it("a technician who is not on the team cannot be assigned", async () => {
    const visit = await visitAt("confirmed");
    const outcome = await step(visit.id, {
      step: "assign-technician",
      technicianId: "00000000-0000-4000-8000-000000000000",
      arrivingBy: "09:30",
    });
    expect(outcome).toEqual({ kind: "refused", message: "That technician is not on the team." });
  });

  it("opening a visit twice for the same order keeps the first", async () => {
    const first = await heldVisit();
    const again = await openVisit(db, {
      subject: first.subject,
      mobileNumber: MOBILE,
      tests: [],
      now: NOW,
    });
    expect(again.id).toBe(first.id);
    expect((await visitsOfCustomer(db, MOBILE))[0]?.timeline).toHaveLength(1);
  });
});
