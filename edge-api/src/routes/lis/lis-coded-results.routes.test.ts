/**
 * Coded results through the whole path over HTTP: a lab files serology, a one-line blood group
 * and dipstick pads as HL7 CE/CWE or FHIR valueCodeableConcept; the codes are kept beside the
 * words, the test master reads the words, an unknown code is kept and flagged for the lab, a
 * malformed coded value is refused with the OBX named and nothing stored; and the app's report
 * and its PDF show the words, flagged where the master's reading says so.
 */
import { Hl7Message, validateResource } from "@medplum/core";
import type { Bundle } from "@medplum/fhirtypes";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { nrcesChecks } from "../../../test/support/abdm/nrces-checks.ts";
import {
  cbcRecord,
  collectedPatients,
  oruOf,
  postFhir,
  postHl7,
  proveReportMobile,
  wordResult,
} from "../../../test/support/lab-results.ts";
import { labReports } from "../../db/schema.ts";
import { ensureFhirDefinitions } from "../../services/lis/fhir-definitions.ts";
import type { LabResultMessage } from "../../services/lis/lab-result-message.ts";
import { nextAddress } from "../auth/auth.test-helpers.ts";
import { pdfText } from "../reports/pdf-text.test-support.ts";

let ctx: TestContext;
let collected: ReturnType<typeof collectedPatients>;
beforeAll(async () => {
  ctx = await createTestContext();
  collected = collectedPatients(ctx, "Meena Pillai", "98462");
});
afterAll(() => ctx?.close());

const words = wordResult;

/** The answers, as words; each is sent coded below (CODED). */
function codedRecord(bookingId: string, name: string): LabResultMessage {
  return cbcRecord(bookingId, name, {
    lisReportId: `LR-CODED-${bookingId.slice(0, 8)}`,
    results: [
      words("HBSAG", "HBsAg", "Reactive"),
      words("UPRO", "Protein", "Trace"),
      words("UGLU", "Glucose", "Nil"),
      words("ABORH", "Blood group", "B Positive"),
      // The lab calls it normal (N); the master reads "Positive" nitrite as a finding.
      words("UNIT", "Nitrite", "Positive", { interpretation: "N" }),
      words("WIDAL", "Widal test", "Non-reactive"),
    ],
  });
}

/** How each answer goes in OBX-2 and OBX-5. */
const CODED: Record<string, [string, string]> = {
  HBSAG: ["CE", "R^Reactive^L"],
  UPRO: ["CE", "TR^Trace^L"],
  UGLU: ["CE", "NIL^Nil^L"],
  ABORH: ["CWE", "BPOS^B Positive^99BLD"],
  UNIT: ["CWE", "10828004^Positive^SCT"],
  WIDAL: ["CE", "NR^Non-reactive^L"],
};

/** Field `field` of the OBX whose OBX-3 starts with `labCode`, set to `value`. */
function withObx(message: string, labCode: string, field: number, value: string): string {
  return message
    .split("\r")
    .map((line) => {
      const fields = line.split("|");
      if (fields[0] !== "OBX" || !fields[3]?.startsWith(`${labCode}^`)) return line;
      fields[field] = value;
      return fields.join("|");
    })
    .join("\r");
}

function codedOru(record: LabResultMessage): string {
  let message = oruOf(record);
  for (const [labCode, [type, value]] of Object.entries(CODED)) {
    message = withObx(withObx(message, labCode, 2, type), labCode, 5, value);
  }
  return message;
}

const versionsOf = (lisReportId: string) =>
  ctx.db
    .select()
    .from(labReports)
    .where(eq(labReports.lisReportId, lisReportId))
    .orderBy(asc(labReports.version));
type Row = typeof labReports.$inferSelect | undefined;
const named = (report: Row, labCode: string) =>
  report?.tests.flatMap((test) => test.parameters).find((p) => p.labCode === labCode);

const ackOf = async (res: Response) => {
  const ack = Hl7Message.parse(await res.text());
  return {
    code: ack.getSegment("MSA")?.getField(1)?.toString(),
    errors: ack.getAllSegments("ERR").map((err) => err.getField(8)?.toString()),
  };
};

describe("HL7 v2: coded results (CE, CWE)", () => {
  it("files the words with their codes, reads them through the test master, keeps an unknown code", async () => {
    const booking = await collected();
    const record = codedRecord(booking.bookingId, booking.name);
    const res = await postHl7(ctx, codedOru(record));
    expect(res.status).toBe(201);
    expect((await ackOf(res)).code).toBe("AA");

    const [report] = await versionsOf(record.lisReportId);
    expect(named(report, "HBSAG")).toMatchObject({
      name: "Hepatitis B surface antigen (HBsAg)",
      value: "Reactive",
      unit: "",
      coded: { coding: [{ system: "L", code: "R", display: "Reactive" }] },
      reading: { meaning: "abnormal" },
    });
    expect(named(report, "UPRO")).toMatchObject({
      name: "Urine protein",
      loinc: "20454-5",
      value: "Trace",
      reading: { meaning: "for-doctor" },
    });
    expect(named(report, "UGLU")).toMatchObject({ value: "Nil", reading: { meaning: "normal" } });
    expect(named(report, "ABORH")).toMatchObject({
      name: "Blood group (ABO and Rh)",
      value: "B Positive",
      coded: { coding: [{ system: "99BLD", code: "BPOS", display: "B Positive" }] },
      reading: { meaning: "normal", as: "B Rh(D) positive" },
    });
    expect(named(report, "UNIT")?.coded).toEqual({
      coding: [{ system: "http://snomed.info/sct", code: "10828004", display: "Positive" }],
    });
    expect(named(report, "WIDAL")).toMatchObject({
      value: "Non-reactive",
      unmapped: "code",
      coded: { coding: [{ system: "L", code: "NR", display: "Non-reactive" }] },
    });
    expect(report?.tests.find((t) => t.corpId === "")?.testName).toBe("Other results");
    expect(report?.critical).toBe(false);
  });

  it("answers AR or AE naming the OBX for a malformed or empty coded value, and stores nothing", async () => {
    const booking = await collected();
    const record = codedRecord(booking.bookingId, booking.name);
    const message = codedOru(record);

    const two = await postHl7(ctx, withObx(message, "HBSAG", 5, "R^Reactive^L~NR^Non-reactive^L"));
    expect(two.status).toBe(400);
    expect(await ackOf(two)).toEqual({
      code: "AR",
      errors: [
        "OBX[1]-5: the value holds 2 coded answers; send one per OBX (a CodeableConcept is one answer).",
      ],
    });
    const noWords = await postHl7(ctx, withObx(message, "UPRO", 5, "TR^^L"));
    expect(noWords.status).toBe(422);
    expect(await ackOf(noWords)).toEqual({
      code: "AE",
      errors: [
        'OBX[2]-5: the code "TR" has no words for the report (components 2 or 5); send the words the patient reads.',
      ],
    });
    const empty = await postHl7(ctx, withObx(message, "ABORH", 5, "^^"));
    expect(await ackOf(empty)).toEqual({ code: "AE", errors: ["OBX[4]-5: the value is missing."] });
    expect(await versionsOf(record.lisReportId)).toEqual([]);
  });
});

describe("FHIR: valueCodeableConcept", () => {
  it("files the same words, codes and reading as the HL7 CE and CWE of the same answers", async () => {
    const fromHl7 = await collected();
    const hl7Record = codedRecord(fromHl7.bookingId, fromHl7.name);
    expect((await postHl7(ctx, codedOru(hl7Record))).status).toBe(201);

    const fromFhir = await collected();
    const fhirRecord = codedRecord(fromFhir.bookingId, fromFhir.name);
    const bundle = fhirBundle(fhirRecord);
    const concepts: Record<string, unknown> = {
      "Blood group": { coding: [{ system: "99BLD", code: "BPOS", display: "B Positive" }] },
      Nitrite: {
        coding: [{ system: "http://snomed.info/sct", code: "10828004", display: "Positive" }],
      },
    };
    for (const entry of bundle.entry ?? []) {
      const resource = entry.resource;
      if (resource?.resourceType !== "Observation" || !resource.code.text) continue;
      const concept = concepts[resource.code.text];
      if (!concept) continue;
      delete resource.valueString;
      Object.assign(resource, { valueCodeableConcept: concept });
    }
    expect((await postFhir(ctx, bundle)).status).toBe(201);

    const [hl7] = await versionsOf(hl7Record.lisReportId);
    const [fhir] = await versionsOf(fhirRecord.lisReportId);
    for (const labCode of ["ABORH", "UNIT"]) {
      const { value, coded, reading } = named(hl7, labCode) ?? {};
      expect(coded, labCode).toBeDefined();
      expect(named(fhir, labCode), labCode).toMatchObject({ value, coded, reading });
    }
  });
});

describe("coded results wherever the patient reads them", () => {
  it("exports them to ABDM as valueCodeableConcept with the codes the lab sent", async () => {
    const booking = await collected();
    const record = codedRecord(booking.bookingId, booking.name);
    expect((await postHl7(ctx, codedOru(record))).status).toBe(201);
    const [report] = await versionsOf(record.lisReportId);
    if (!report?.releasedAt) throw new Error("the signed report is released");

    const cookie = await proveReportMobile(ctx, booking.mobileNumber);
    const res = await ctx.get(`/api/reports/${report.id}/abdm`, {
      headers: { cookie },
      address: nextAddress(),
    });
    expect(res.status).toBe(200);
    const bundle = (await res.json()) as Bundle;
    ensureFhirDefinitions();
    expect(validateResource(bundle).filter((issue) => issue.severity !== "warning")).toEqual([]);
    expect(nrcesChecks(bundle)).toEqual([]);
    const observations = (bundle.entry ?? []).flatMap((entry) =>
      entry.resource?.resourceType === "Observation" ? [entry.resource] : [],
    );
    const exportedValue = (labCode: string) => {
      const found = observations.find((o) =>
        o.code.coding?.some((c) => c.system === "urn:vyom:lab-code" && c.code === labCode),
      );
      return found && { concept: found.valueCodeableConcept, string: found.valueString };
    };
    for (const parameter of report.tests.flatMap((test) => test.parameters)) {
      if (!parameter.coded || !parameter.labCode) continue;
      expect(exportedValue(parameter.labCode), parameter.labCode).toEqual({
        concept: { ...parameter.coded, text: parameter.coded.text ?? parameter.value },
        string: undefined,
      });
    }
    expect(exportedValue("HBSAG")?.concept?.coding).toEqual([
      { system: "L", code: "R", display: "Reactive" },
    ]);
    expect(exportedValue("UNIT")?.concept?.coding).toEqual([
      { system: "http://snomed.info/sct", code: "10828004", display: "Positive" },
    ]);
  });

  it("shows the words in the app's report and the PDF, flagged by the master's reading", async () => {
    const booking = await collected();
    const record = codedRecord(booking.bookingId, booking.name);
    expect((await postHl7(ctx, codedOru(record))).status).toBe(201);
    const [report] = await versionsOf(record.lisReportId);
    if (!report?.releasedAt) throw new Error("the signed report is released");

    const cookie = await proveReportMobile(ctx, booking.mobileNumber);
    const view = (await (
      await ctx.get(`/api/reports/${report.id}`, { headers: { cookie }, address: nextAddress() })
    ).json()) as {
      tests: { parameters: Record<string, unknown>[] }[];
      flagged: { parameter: string; flagWords: string }[];
    };
    const shown = (name: string) =>
      view.tests.flatMap((test) => test.parameters).find((p) => p.name === name);
    expect(shown("Hepatitis B surface antigen (HBsAg)")).toMatchObject({
      value: "Reactive",
      flag: "abnormal",
      flagWords: "Abnormal",
      note: "This is not the usual result for this test. Your doctor will explain what it means for you.",
    });
    expect(shown("Urine protein")).toMatchObject({
      value: "Trace",
      flag: "abnormal",
      flagWords: "For your doctor to read",
      note: expect.stringContaining("Your doctor will read it with the rest of your report."),
      history: [],
    });
    expect(shown("Urine nitrite")).toMatchObject({ flagWords: "For your doctor to read" });
    expect(shown("Urine glucose")).toMatchObject({ value: "Nil", flag: null });
    expect(shown("Blood group (ABO and Rh)")).toMatchObject({ value: "B Positive", flag: null });
    expect(shown("Widal test")).toMatchObject({
      value: "Non-reactive",
      unmapped: true,
      flag: null,
    });
    expect(view.flagged.map((f) => [f.parameter, f.flagWords])).toEqual([
      ["Hepatitis B surface antigen (HBsAg)", "Abnormal"],
      ["Urine protein", "For your doctor to read"],
      ["Urine nitrite", "For your doctor to read"],
    ]);

    const pdf = await ctx.get(`/api/reports/${report.id}/pdf`, {
      headers: { cookie },
      address: nextAddress(),
    });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toMatch(/\(HBsAg\)\s+Reactive\s+Abnormal/);
    expect(text).toMatch(/Urine protein\s+Trace\s+For your doctor to read/);
    expect(text).toMatch(/Urine glucose\s+Nil\s+Urine/);
    expect(text).toMatch(/Blood group \(ABO and Rh\)\s+B Positive/);
    expect(text).toMatch(/Widal test\s+Non-reactive\s+Shown as the lab sent it/);
    expect(text).toContain(
      "Urine protein, For your doctor to read: On its own this result does not say clearly",
    );
  });
});
