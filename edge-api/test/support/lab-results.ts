/**
 * What lab-results tests need: a home-collection booking whose sample was collected (the state
 * the LIS files results for), a record of its results, and requests as a lab's LIS sends them.
 */
import type { ReportStatus } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { seedDemoServiceAreas } from "../../dev/demo-data/demo-service-areas.ts";
import { fhirBundle } from "../../dev/lis-sim/fhir-bundle-message.ts";
import { oruMessage } from "../../dev/lis-sim/oru-message.ts";
import type { Database } from "../../src/db/client.ts";
import { collectionVisits, labReports } from "../../src/db/schema.ts";
import { nextAddress, readOtp } from "../../src/routes/auth/auth.test-helpers.ts";
import { openVisit, takeStep } from "../../src/services/collection-visits/visits.ts";
import { claimWindow } from "../../src/services/collection-windows/collection-windows.ts";
import { releaseIfReady } from "../../src/services/lab-results/report-release.ts";
import type { LabResultMessage, ResultValue } from "../../src/services/lis/lab-result-message.ts";
import type { TestContext } from "../context.ts";
import { cookieHeader } from "../cookies.ts";
import { seedBooking } from "./visits.ts";

export const LIS_DEV_KEY = "vyom-lis-dev";
export const LOOPBACK = "127.0.0.1";

let bookings = 0;

/**
 * A booking for `name` whose visit is at `status` ("confirmed" or "collected"); the window is a
 * fresh day so visits never compete for places. With `bookingId`, the visit of that booking (one
 * the booking route stored) instead of a new one.
 */
export async function seedBookingVisit(
  db: Database,
  input: {
    name: string;
    mobileNumber: string;
    status?: "confirmed" | "collected";
    now: Date;
    bookingId?: string;
  },
): Promise<{ bookingId: string; visitId: string }> {
  await db.transaction(seedDemoServiceAreas);
  const n = ++bookings;
  const bookingId =
    input.bookingId ??
    (await seedBooking(db, {
      name: input.name,
      mobileNumber: input.mobileNumber,
      pincode: "600020",
      collectionDate: "2026-12-02",
    }));
  const subject = `booking:${bookingId}`;
  const day = new Date(Date.UTC(2027, 0, 1 + (n % 300))).toISOString().slice(0, 10);
  const window = { areaId: "chennai", day, startsAt: "09:00" };
  const claim = await claimWindow(db, { ...window, holder: subject, now: input.now });
  if (claim.kind !== "held") throw new Error(`window not held: ${claim.kind}`);
  const visit = await openVisit(db, {
    subject,
    mobileNumber: input.mobileNumber,
    tests: ["CBC"],
    window,
    now: input.now,
  });
  const steps = input.status === "confirmed" ? ["confirm"] : ["confirm", "mark-collected"];
  for (const step of steps) {
    const done = await takeStep(db, {
      visitId: visit.id,
      request: { step } as { step: "confirm" },
      actor: "desk:test@vyom.example",
      now: input.now,
    });
    if (done.kind !== "done") throw new Error(`visit step ${step}: ${done.kind}`);
  }
  return { bookingId, visitId: visit.id };
}

/** A CBC report for a booking, as a lab would send it: final, signed, haemoglobin low. */
export function cbcRecord(
  bookingReference: string,
  patientName: string,
  overrides: Partial<LabResultMessage> = {},
): LabResultMessage {
  return {
    lisReportId: `LR-${bookingReference.slice(0, 8)}`,
    bookingReference,
    status: "final",
    issuedAt: "2026-12-02T09:30:00.000Z",
    patient: { name: patientName, gender: "female", birthDate: "1988-04-12" },
    sample: { id: "S-1001", type: "Whole blood EDTA", collectedAt: "2026-12-02T03:30:00.000Z" },
    signedBy: { name: "Dr. Kavitha Rao", registration: "TNMC-48213" },
    results: [
      {
        labCode: "HB",
        loinc: "718-7",
        name: "Haemoglobin",
        value: 10.8,
        unit: "g/dL",
        low: 12,
        high: 15.5,
        interpretation: "L",
        status: "final",
      },
      {
        labCode: "PLT",
        name: "Platelet count",
        value: 2.4,
        unit: "lakhs/cumm",
        low: 1.5,
        high: 4.1,
        status: "final",
      },
    ],
    ...overrides,
  };
}

const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** A FHIR post as a lab's LIS sends it (from this machine unless told otherwise). */
export function postFhir(
  ctx: TestContext,
  body: unknown,
  options: { key?: string; address?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.request(
    "/api/lis/results",
    {
      method: "POST",
      headers: {
        "content-type": "application/fhir+json",
        authorization: `Bearer ${options.key ?? LIS_DEV_KEY}`,
        ...options.headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    peer(options.address ?? LOOPBACK),
  );
}

/** An HL7 v2 post as a lab's LIS sends it. */
export function postHl7(
  ctx: TestContext,
  message: string,
  options: { key?: string; address?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.request(
    "/api/lis/hl7",
    {
      method: "POST",
      headers: {
        "content-type": "x-application/hl7-v2+er7",
        authorization: `Bearer ${options.key ?? LIS_DEV_KEY}`,
        ...options.headers,
      },
      body: message,
    },
    peer(options.address ?? LOOPBACK),
  );
}

let controls = 0;
export const oruOf = (record: LabResultMessage) =>
  oruMessage(record, { controlId: `MSG${++controls}`, sentAt: new Date("2026-12-02T09:30:00Z") });

/**
 * Files a released CBC through the FHIR ingest for a new collected booking of `name` on `mobile`,
 * haemoglobin `hb`, collected at `collectedAt`: the stored report's id.
 */
export async function fileReport(
  ctx: TestContext,
  input: {
    name: string;
    mobileNumber: string;
    hb: number;
    collectedAt: string;
    more?: Partial<LabResultMessage>;
  },
): Promise<string> {
  const { bookingId } = await seedBookingVisit(ctx.db, {
    name: input.name,
    mobileNumber: input.mobileNumber,
    now: ctx.clock(),
  });
  const record = cbcRecord(bookingId, input.name, input.more);
  const [first, ...rest] = record.results;
  if (!first) throw new Error("a CBC has haemoglobin");
  const res = await postFhir(
    ctx,
    fhirBundle({
      ...record,
      sample: { ...record.sample, collectedAt: input.collectedAt },
      results: [{ ...first, value: input.hb }, ...rest],
    }),
  );
  if (res.status !== 201) throw new Error(`the report was refused: ${await res.text()}`);
  const [report] = await ctx.db
    .select({ id: labReports.id })
    .from(labReports)
    .where(eq(labReports.lisReportId, record.lisReportId));
  if (!report) throw new Error("the report was not stored");
  return report.id;
}

/** The report-access cookie for `mobile`: its report OTP sent, read from the dev inbox, verified. */
export async function proveReportMobile(ctx: TestContext, mobile: string): Promise<string> {
  const sent = await ctx.postJson(
    "/api/reports/otp",
    { mobileNumber: mobile },
    { address: nextAddress() },
  );
  if (sent.status !== 200) throw new Error(`report OTP not sent: ${sent.status}`);
  const otp = await readOtp(ctx, mobile);
  const res = await ctx.postJson(
    "/api/reports/verify",
    { mobileNumber: mobile, otp },
    { address: nextAddress() },
  );
  if (res.status !== 200) throw new Error(`report OTP not verified: ${res.status}`);
  return cookieHeader(res);
}

let releases = 0;

/**
 * The lab's report of `tests` for a visit, stored and released the way the ingest releases one
 * (`releaseIfReady`, in one transaction): once signed (`signed`, default true) the visit's tests
 * are marked ready, its "report-ready" event written and the SMS queued, as in production. A
 * partial report (the default) covers the tests it names; a final one the whole sample. Answers
 * the stored report's id and whether it was released.
 */
export async function releaseReport(
  db: Database,
  input: {
    visitId: string;
    tests: string[];
    now: Date;
    status?: ReportStatus;
    signed?: boolean;
    site?: string;
  },
): Promise<{ reportId: string; released: boolean }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ mobileNumber: collectionVisits.mobileNumber })
      .from(collectionVisits)
      .where(eq(collectionVisits.id, input.visitId));
    if (!visit) throw new Error(`no visit ${input.visitId}`);
    const signed = input.signed ?? true;
    const [report] = await tx
      .insert(labReports)
      .values({
        mobileNumber: visit.mobileNumber,
        patientName: "Priya Raman",
        patientAge: 38,
        patientGender: "female",
        patientBirthDate: "1988-04-12",
        collectedAt: now,
        reportedAt: now,
        tests: input.tests.map((testName) => ({ corpId: "", testName, parameters: [] })),
        labId: "vyom-dev-lab",
        lisReportId: `LR-RELEASE-${++releases}-${crypto.randomUUID().slice(0, 8)}`,
        lisStatus: input.status ?? "partial",
        visitId: input.visitId,
        signedByName: signed ? "Dr. Kavitha Rao" : null,
        signedByRegistration: signed ? "TNMC-48213" : null,
        signedAt: signed ? now : null,
        createdAt: now,
      })
      .returning();
    if (!report) throw new Error("the lab report was not stored");
    const released = await releaseIfReady(tx, report, {
      now,
      actor: "lis:vyom-dev-lab",
      site: input.site ?? "vyom.example",
    });
    return { reportId: report.id, released };
  });
}

/**
 * Collected patients, one per call: each gets its own name (`name` plus a letter) and mobile
 * (`mobilePrefix`, 5 digits, plus a count), so a test file's reports never meet each other's.
 */
export function collectedPatients(ctx: TestContext, name: string, mobilePrefix: string) {
  let people = 0;
  return async () => {
    const n = ++people;
    const patient = `${name} ${String.fromCharCode(65 + (n % 26))}`;
    const mobileNumber = `${mobilePrefix}${String(n).padStart(5, "0")}`;
    const seeded = await seedBookingVisit(ctx.db, {
      name: patient,
      mobileNumber,
      now: ctx.clock(),
    });
    return { ...seeded, name: patient, mobileNumber };
  };
}

/** A final result given in words, with no unit. */
export const wordResult = (
  labCode: string,
  name: string,
  value: string,
  more: Partial<ResultValue> = {},
) => ({ labCode, name, value, unit: "", status: "final", ...more }) as ResultValue;
