/**
 * The LIS simulator against the real ingest API (in-process, from this machine as the dev key
 * requires): each stage over each protocol is stored, held or released as a lab's message would
 * be, and the values are the same for a visit every time.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionVisits, labReports, orders, users } from "../../src/db/schema.ts";
import { parameterOf } from "../../src/services/lab-results/result-parameters.ts";
import { masterParameters } from "../../src/services/lab-results/test-master.ts";
import { createTestContext, LOOPBACK, type TestContext } from "../../test/context.ts";
import { seedBookingVisit } from "../../test/support/lab-results.ts";
import {
  type LisSend,
  SIMULATED_BIRTH_DATE,
  type SimulatorRequest,
  simulatedRecord,
  simulatedReportId,
  simulateResults,
} from "./lis-simulator.ts";
import { normOf } from "./simulated-norms.ts";
import {
  CRITICAL_HAEMOGLOBIN,
  seededRandom,
  simulatedTests,
  withCorrection,
  withCritical,
} from "./simulated-results.ts";
import { WORDS } from "./simulated-words.ts";

let ctx: TestContext;
let people = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The app as a lab on this machine reaches it. */
const send: LisSend = (path, init) =>
  ctx.app.request(path, init, { incoming: { socket: { remoteAddress: LOOPBACK } } });

const simulate = (request: Omit<SimulatorRequest, "now">) =>
  simulateResults({ db: ctx.db, send }, { ...request, now: ctx.clock() });

/** A booking of its own whose visit is at `status`, for a CBC and a thyroid profile. */
async function booking(status: "collected" | "confirmed" = "collected") {
  const n = ++people;
  const name = `Meena Sundaram ${String.fromCharCode(65 + (n % 26))}`;
  const mobileNumber = `97100${String(n).padStart(5, "0")}`;
  const seeded = await seedBookingVisit(ctx.db, { name, mobileNumber, status, now: ctx.clock() });
  await ctx.db
    .update(collectionVisits)
    .set({ tests: ["CBC", "Thyroid Profile"] })
    .where(eq(collectionVisits.id, seeded.visitId));
  return { ...seeded, name };
}

const versionsOf = (visitId: string) =>
  ctx.db
    .select()
    .from(labReports)
    .where(eq(labReports.visitId, visitId))
    .orderBy(asc(labReports.version));

const codesOf = (report: typeof labReports.$inferSelect | undefined) =>
  report?.tests.flatMap((test) => test.parameters.map((p) => p.labCode));

describe("the LIS simulator files a collected visit's report through the ingest API", () => {
  it("sends a partial report over HL7: the first test only, stored and held unsigned", async () => {
    const { visitId } = await booking();
    const outcome = await simulate({ visitId, stage: "partial", protocol: "hl7v2" });
    expect(outcome).toMatchObject({ kind: "sent", status: 201 });
    if (outcome.kind !== "sent") return;
    expect(outcome.message).toMatch(
      /version 1 \(VYR-\d{6}\) is stored and held until a pathologist signs it/,
    );
    expect(outcome.lisReportId).toBe(simulatedReportId(visitId));
    const [report] = await versionsOf(visitId);
    expect(report).toMatchObject({ lisStatus: "partial", signedAt: null, releasedAt: null });
    expect(report?.tests.map((t) => t.corpId)).toEqual(["10001"]);
    expect(codesOf(report)).toContain("HB");
    expect(report?.patientBirthDate).toBe(SIMULATED_BIRTH_DATE);
  });

  it("sends the final over FHIR: every test, signed, released, lakhs/cumm converted", async () => {
    const { visitId } = await booking();
    await simulate({ visitId, stage: "partial", protocol: "hl7v2" });
    const outcome = await simulate({ visitId, stage: "final", protocol: "fhir" });
    expect(outcome).toMatchObject({ kind: "sent", status: 201 });
    if (outcome.kind !== "sent") return;
    expect(outcome.message).toMatch(
      /version 2 \(VYR-\d{6}\) is stored and released to the patient/,
    );
    const [partial, final] = await versionsOf(visitId);
    expect(partial?.supersededAt).not.toBeNull();
    expect(final).toMatchObject({
      version: 2,
      lisStatus: "final",
      signedByName: "Dr. Kavitha Rao",
    });
    expect(final?.releasedAt).not.toBeNull();
    expect(final?.tests.map((t) => t.corpId)).toEqual(["10001", "10002"]);
    const cbc = final?.tests.find((t) => t.corpId === "10001")?.parameters ?? [];
    const platelets = cbc.find((p) => p.labCode === "PLT");
    expect(platelets?.sent?.unit).toBe("lakhs/cumm");
    expect(platelets?.unit).toBe("10³/µL");
    expect(platelets?.value).toBeCloseTo((platelets?.sent?.value ?? 0) * 100, 6);
    expect(cbc.find((p) => p.labCode === "TLC")?.sent?.unit).toBe("cells/cumm");
    const [visit] = await ctx.db
      .select()
      .from(collectionVisits)
      .where(eq(collectionVisits.id, visitId));
    expect(visit?.status).toBe("report-ready");
  });

  it("sends a correction over HL7 that supersedes the final, one value changed", async () => {
    const { visitId } = await booking();
    await simulate({ visitId, stage: "final", protocol: "fhir" });
    // The same press again is the same message: a replay. Later, a second final is refused.
    const replay = await simulate({ visitId, stage: "final", protocol: "fhir" });
    expect(replay.kind === "sent" && replay.message).toMatch(/already stored: nothing changed/);
    ctx.clock.advance(60_000);
    const again = await simulate({ visitId, stage: "final", protocol: "fhir" });
    expect(again).toMatchObject({ status: 409 });
    expect(again.kind === "sent" && again.message).toMatch(/change it with a corrected/);
    const outcome = await simulate({ visitId, stage: "corrected", protocol: "hl7v2" });
    expect(outcome).toMatchObject({ kind: "sent", status: 201 });
    const [final, corrected] = await versionsOf(visitId);
    expect(final?.supersededAt).not.toBeNull();
    expect(corrected).toMatchObject({ version: 2, lisStatus: "corrected" });
    expect(corrected?.releasedAt).not.toBeNull();
    const values = (report: typeof final) =>
      report?.tests.flatMap((t) => t.parameters.map((p) => `${p.labCode}=${p.value}`)) ?? [];
    const changed = values(corrected).filter((value) => !values(final).includes(value));
    expect(changed).toHaveLength(1);
  });

  it("holds a critical value until the desk has called the patient", async () => {
    const { visitId } = await booking();
    const outcome = await simulate({ visitId, stage: "final", protocol: "fhir", critical: true });
    expect(outcome.kind === "sent" && outcome.message).toMatch(
      /held until the desk records calling the patient about a critical value/,
    );
    const [report] = await versionsOf(visitId);
    expect(report).toMatchObject({ critical: true, releasedAt: null });
    expect(report?.signedAt).not.toBeNull();
    const hb = report?.tests[0]?.parameters.find((p) => p.labCode === "HB");
    expect(hb).toMatchObject({ value: CRITICAL_HAEMOGLOBIN, critical: "low" });
  });

  it("is refused, in the API's words, for a visit whose sample is not collected", async () => {
    const { visitId, bookingId } = await booking("confirmed");
    for (const protocol of ["fhir", "hl7v2"] as const) {
      const outcome = await simulate({ visitId, stage: "final", protocol });
      expect(outcome).toEqual({
        kind: "sent",
        status: 409,
        message: `The sample of ${bookingId} has not been collected (its visit is confirmed): results cannot be filed for it.`,
        lisReportId: simulatedReportId(visitId),
      });
    }
    expect(await versionsOf(visitId)).toEqual([]);
  });

  it("files an order's visit under its orderId for its first member", async () => {
    const n = ++people;
    const [user] = await ctx.db
      .insert(users)
      .values({
        vyomId: `VYS${n}`,
        mobileNumber: `97200${String(n).padStart(5, "0")}`,
        name: "Ravi Shankar",
      })
      .returning();
    const orderId = `VYO-20261202-${String(n).padStart(6, "0")}`;
    await ctx.db.insert(orders).values({
      orderId,
      userId: user?.id as string,
      idempotencyKey: `sim-${n}`,
      location: "chennai",
      lines: [{ kind: "test", corpId: "10004", name: "Lipid Profile", price: 600, memberIndex: 0 }],
      members: [{ name: "Ravi Shankar", relation: "My Self" }],
      amount: 600,
      appointment: { place: "home", date: "2026-12-02", timeSlot: "07:00-09:00" },
    });
    const [visit] = await ctx.db
      .insert(collectionVisits)
      .values({
        subject: `order:${orderId}`,
        mobileNumber: user?.mobileNumber as string,
        status: "collected",
        tests: ["Lipid Profile", "Home visit"],
      })
      .returning();
    const visitId = visit?.id as string;
    const record = await simulatedRecord(ctx.db, { visitId, stage: "partial", now: ctx.clock() });
    expect(record).toMatchObject({
      bookingReference: orderId,
      patient: { name: "Ravi Shankar", gender: "male" },
    });
    expect(new Set(record?.results.map((r) => r.labCode))).toContain("CHOL");
    const outcome = await simulate({ visitId, stage: "partial", protocol: "fhir" });
    expect(outcome).toMatchObject({ kind: "sent", status: 201 });
    expect((await versionsOf(visitId))[0]?.tests.map((t) => t.corpId)).toEqual(["10004"]);
  });

  it("answers unknown-visit for a visit that does not exist, sending nothing", async () => {
    const outcome = await simulateResults(
      { db: ctx.db, send: () => Promise.reject(new Error("nothing may be sent")) },
      {
        visitId: "00000000-0000-4000-8000-000000000000",
        stage: "final",
        protocol: "fhir",
        now: ctx.clock(),
      },
    );
    expect(outcome).toEqual({ kind: "unknown-visit" });
  });
});

describe("simulated words", () => {
  it("file a blood group beside the CBC of a visit whose tests are free text", async () => {
    const { visitId } = await booking();
    await ctx.db
      .update(collectionVisits)
      .set({ tests: ["Full body checkup please"] })
      .where(eq(collectionVisits.id, visitId));
    const partial = await simulate({ visitId, stage: "partial", protocol: "hl7v2" });
    expect(partial).toMatchObject({ kind: "sent", status: 201 });
    const outcome = await simulate({ visitId, stage: "final", protocol: "fhir" });
    expect(outcome).toMatchObject({ kind: "sent", status: 201 });
    const [first, final] = await versionsOf(visitId);
    expect(first?.tests.map((t) => t.corpId)).toEqual(["10001"]);
    expect(final?.tests.map((t) => t.corpId)).toEqual(["10001", "10013"]);
    const group = final?.tests.find((t) => t.corpId === "10013")?.parameters ?? [];
    expect(group.map((p) => [p.labCode, typeof p.value, p.unit, p.unmapped])).toEqual([
      ["ABO", "string", "", undefined],
      ["RH", "string", "", undefined],
    ]);
    expect(WORDS.ABO?.choices).toContain(group[0]?.value);
  });

  it("file the urine dipstick's seven pads as found nothing, read as usual and unflagged", async () => {
    const { visitId } = await booking();
    await ctx.db
      .update(collectionVisits)
      .set({ tests: ["Urine Routine & Microscopy"] })
      .where(eq(collectionVisits.id, visitId));
    expect(await simulate({ visitId, stage: "partial", protocol: "hl7v2" })).toMatchObject({
      kind: "sent",
      status: 201,
    });
    expect(await simulate({ visitId, stage: "final", protocol: "fhir" })).toMatchObject({
      kind: "sent",
      status: 201,
    });
    const dipstick = ["UPRO", "UGLU", "UKET", "UBLD", "UBIL", "UNIT", "ULEU"];
    for (const report of await versionsOf(visitId)) {
      const urine = report.tests.find((t) => t.corpId === "10541")?.parameters ?? [];
      const pads = urine.filter((p) => dipstick.includes(p.labCode ?? ""));
      expect(pads.map((p) => p.labCode)).toEqual(dipstick);
      for (const pad of pads) {
        expect(["Nil", "Negative"], pad.labCode).toContain(pad.value);
        expect(pad, pad.labCode).toMatchObject({ unit: "", reading: { meaning: "normal" } });
        expect(pad.unmapped, pad.labCode).toBeUndefined();
        expect(pad.interpretation, pad.labCode).toBeUndefined();
      }
    }
  });

  it("are never corrected, and a report of words only is made critical by the lab's AA", () => {
    const tests = simulatedTests(seededRandom("words"), ["10013", "10533"], "female");
    const results = tests.flatMap((test) => test.results);
    expect(results.every((r) => typeof r.value === "string")).toBe(true);
    expect(withCorrection(results)).toEqual(results);
    expect(withCritical(results)[0]).toEqual({ ...results[0], interpretation: "AA" });
    expect(results.find((r) => r.labCode === "HBSAG")).toMatchObject({
      value: "Non-reactive",
      rangeText: "Non-reactive",
      interpretation: "NR",
    });
  });
});

describe("simulated values", () => {
  it("are the same for a visit every time, and another visit's differ", async () => {
    const first = await booking();
    const second = await booking();
    const record = (visitId: string) =>
      simulatedRecord(ctx.db, { visitId, stage: "final", now: ctx.clock() });
    expect(await record(first.visitId)).toEqual(await record(first.visitId));
    const values = async (visitId: string) => (await record(visitId))?.results.map((r) => r.value);
    expect(await values(first.visitId)).not.toEqual(await values(second.visitId));
  });

  it("are mostly in range, one or two out, none critical unless asked, partial agreeing with final", async () => {
    for (let i = 0; i < 5; i++) {
      const { visitId } = await booking();
      const now = ctx.clock();
      const final = await simulatedRecord(ctx.db, { visitId, stage: "final", now });
      const partial = await simulatedRecord(ctx.db, { visitId, stage: "partial", now });
      const flags = final?.results.map((r) => r.interpretation) ?? [];
      const out = flags.filter((flag) => flag === "L" || flag === "H");
      expect(out.length).toBeGreaterThanOrEqual(1);
      expect(out.length).toBeLessThanOrEqual(2);
      expect(flags).not.toContain("LL");
      expect(flags).not.toContain("HH");
      for (const result of final?.results ?? []) {
        if (result.interpretation === "N") {
          expect(result.value).toBeGreaterThanOrEqual(result.low ?? -Infinity);
          expect(result.value).toBeLessThanOrEqual(result.high ?? Infinity);
        }
      }
      const partialValues = partial?.results.map((r) => [r.labCode, r.value]);
      const finalValues = final?.results.map((r) => [r.labCode, r.value]);
      expect(finalValues).toEqual(expect.arrayContaining(partialValues ?? []));
      expect(partial?.signedBy).toBeUndefined();
      expect(final?.signedBy).toEqual({ name: "Dr. Kavitha Rao", registration: "TNMC-48213" });
    }
  });

  it("cover every test-master parameter, and are never critical or unconverted unless asked", () => {
    const corpIds = [...new Set(masterParameters().map((p) => p.corpId))];
    for (const gender of ["female", "male"] as const) {
      for (const parameter of masterParameters()) {
        if (parameter.kind === "text") {
          expect(WORDS[parameter.labCode], parameter.labCode).toBeDefined();
          continue;
        }
        const norm = normOf(parameter.labCode, gender);
        expect(norm.typical[0]).toBeGreaterThanOrEqual(norm.low ?? -Infinity);
        expect(norm.typical[1]).toBeLessThanOrEqual(norm.high ?? Infinity);
      }
      for (let seed = 0; seed < 40; seed++) {
        const tests = simulatedTests(seededRandom(`seed-${seed}`), corpIds, gender);
        const filed = tests.flatMap((test) => test.results.map((r) => parameterOf(r).parameter));
        expect(filed).toHaveLength(masterParameters().length);
        expect(filed.filter((p) => p.critical !== undefined || p.unmapped !== undefined)).toEqual(
          [],
        );
      }
    }
  });
});
