/**
 * A lab's report is filed for the person the booking was for, over the ingest API: by name, and
 * by the date of birth (or the year an age works out to) and gender given on the booking form
 * (patient-match.ts). A booking queued before the form asked for them is matched by name alone.
 * The LIS simulator sends the booking's own details, so its reports pass the same check.
 */
import { Hl7Message } from "@medplum/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import {
  SIMULATED_BIRTH_DATE,
  simulatedRecord,
  simulateResults,
} from "../../../dev/lis-sim/lis-simulator.ts";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { bookingBody, legacyBookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import {
  cbcRecord,
  LOOPBACK,
  oruOf,
  postFhir,
  postHl7,
  seedBookingVisit,
} from "../../../test/support/lab-results.ts";
import { labReports } from "../../db/schema.ts";
import type { LabResultMessage } from "../lis/lab-result-message.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-12-02T06:30:00Z");
});
afterAll(() => ctx?.close());

let people = 0;

/** A booking sent through the booking route with this body's patient, its sample collected. */
async function collected(patient: Record<string, unknown> | "none") {
  const n = ++people;
  const name = `Anitha Raman ${String.fromCharCode(65 + n)}`;
  const mobile = `94000${String(n).padStart(5, "0")}`;
  const fields = { name, mobile };
  const { birthDate: _b, gender: _g, ...withoutPatient } = bookingBody(fields);
  const body = patient === "none" ? legacyBookingBody(fields) : { ...withoutPatient, ...patient };
  const captcha = await fetchSolvedCaptcha((path) => ctx.get(path));
  const res = await ctx.postJson(
    "/api/booking/",
    { ...body, captcha },
    { address: freshAddress() },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const { visitId } = await seedBookingVisit(ctx.db, {
    name,
    mobileNumber: mobile,
    now: ctx.clock(),
    bookingId: id,
  });
  return { bookingId: id, visitId, name };
}

const reportsOf = (visitId: string) =>
  ctx.db.select().from(labReports).where(eq(labReports.visitId, visitId));

const outcomeText = async (res: Response) =>
  ((await res.json()) as { issue: { details?: { text?: string } }[] }).issue[0]?.details?.text;

const withPatient = (
  record: LabResultMessage,
  patient: Partial<LabResultMessage["patient"]>,
): LabResultMessage => ({ ...record, patient: { ...record.patient, ...patient } });

describe("the ingest API files a report for the booked patient only", () => {
  it("files a report whose patient has the booked date of birth and gender", async () => {
    const booking = await collected({ birthDate: "1988-04-12", gender: "female" });
    const record = cbcRecord(booking.bookingId, booking.name);
    const res = await postFhir(ctx, fhirBundle(record));
    expect(res.status, await res.clone().text()).toBe(201);
    const [report] = await reportsOf(booking.visitId);
    expect(report).toMatchObject({ patientBirthDate: "1988-04-12", patientGender: "female" });
  });

  it("refuses a report whose date of birth or gender is not the booked one, storing nothing", async () => {
    const booking = await collected({ birthDate: "1988-04-12", gender: "female" });
    const record = cbcRecord(booking.bookingId, booking.name);

    const otherDate = await postFhir(
      ctx,
      fhirBundle(withPatient(record, { birthDate: "1988-12-04" })),
    );
    expect(otherDate.status).toBe(422);
    expect(await outcomeText(otherDate)).toBe(
      `The patient ${booking.name}'s date of birth is not the one given at booking under ${booking.bookingId}.`,
    );

    const otherGender = await postHl7(ctx, oruOf(withPatient(record, { gender: "male" })));
    expect(otherGender.status).toBe(422);
    const ack = Hl7Message.parse(await otherGender.text());
    expect(ack.getSegment("MSA")?.getField(1)?.toString()).toBe("AE");
    expect(ack.toString()).toContain("gender is not the one given at booking");

    expect(await reportsOf(booking.visitId)).toHaveLength(0);
  });

  it("takes a date of birth within a year of the one an age works out to", async () => {
    // 38 on 2 December 2026: born in 1988 (or late 1987, or, said loosely, 1989).
    const booking = await collected({ age: 38, gender: "male" });
    const record = withPatient(cbcRecord(booking.bookingId, booking.name), { gender: "male" });
    const far = await postFhir(ctx, fhirBundle(withPatient(record, { birthDate: "1986-06-01" })));
    expect(far.status).toBe(422);
    const near = await postFhir(ctx, fhirBundle(withPatient(record, { birthDate: "1987-06-01" })));
    expect(near.status, await near.clone().text()).toBe(201);
  });

  it("matches a booking made without them (queued before the form asked) by name alone", async () => {
    const booking = await collected("none");
    const record = withPatient(cbcRecord(booking.bookingId, booking.name), {
      birthDate: "1971-01-30",
      gender: "male",
    });
    const res = await postFhir(ctx, fhirBundle(record));
    expect(res.status, await res.clone().text()).toBe(201);
  });
});

describe("the LIS simulator", () => {
  const send = (path: string, init: RequestInit) =>
    ctx.app.request(path, init, { incoming: { socket: { remoteAddress: LOOPBACK } } });

  it("sends the booking's date of birth and gender, and the report is filed with them", async () => {
    const booking = await collected({ birthDate: "1979-08-21", gender: "male" });
    const request = { visitId: booking.visitId, stage: "final" as const, now: ctx.clock() };
    const record = await simulatedRecord(ctx.db, request);
    expect(record?.patient).toEqual({
      name: booking.name,
      birthDate: "1979-08-21",
      gender: "male",
    });
    const sent = await simulateResults({ db: ctx.db, send }, { ...request, protocol: "hl7v2" });
    expect(sent).toMatchObject({ kind: "sent", status: 201 });
    const [report] = await reportsOf(booking.visitId);
    expect(report).toMatchObject({ patientBirthDate: "1979-08-21", patientGender: "male" });
  });

  it("sends an age as 1 January of its year, and its own date for a booking without one", async () => {
    const aged = await collected({ age: 40, gender: "other" });
    const now = ctx.clock();
    const agedRecord = await simulatedRecord(ctx.db, {
      visitId: aged.visitId,
      stage: "final",
      now,
    });
    expect(agedRecord?.patient).toMatchObject({ birthDate: "1986-01-01", gender: "other" });

    const old = await collected("none");
    const oldRecord = await simulatedRecord(ctx.db, { visitId: old.visitId, stage: "final", now });
    expect(oldRecord?.patient.birthDate).toBe(SIMULATED_BIRTH_DATE);
  });
});
