/**
 * Results that are text, through the whole path over HTTP: a lab files them as HL7 TX/ST/FT or
 * FHIR valueString/valueCodeableConcept beside numbers (pH and specific gravity without a unit);
 * text that cannot be filed is refused with the OBX or Observation named; a value of the wrong
 * kind is kept and flagged; and the app's report, its PDF, its ABDM export and the staff's list
 * all carry the words.
 */
import { Hl7Message } from "@medplum/core";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { devAdminCookie } from "../../../test/admins.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
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
import type { LabResultMessage } from "../../services/lis/lab-result-message.ts";
import { MAX_RESULT_TEXT } from "../../services/lis/result-text.ts";
import { nextAddress } from "../auth/auth.test-helpers.ts";
import { pdfText } from "../reports/pdf-text.test-support.ts";

let ctx: TestContext;
let collected: ReturnType<typeof collectedPatients>;
beforeAll(async () => {
  ctx = await createTestContext();
  collected = collectedPatients(ctx, "Kavya Iyer", "98461");
});
afterAll(() => ctx?.close());

const words = wordResult;

/** A urine routine and an HBsAg as a lab sends them: words, bare numbers, one of each wrong. */
function urineRecord(bookingId: string, name: string): LabResultMessage {
  return cbcRecord(bookingId, name, {
    lisReportId: `LR-URINE-${bookingId.slice(0, 8)}`,
    results: [
      words("UCOL", "Colour", "Pale yellow", { rangeText: "Pale yellow" }),
      words("UAPP", "Appearance", "Clear"),
      { labCode: "USG", name: "Specific gravity", value: 1.015, unit: "", status: "final" },
      { labCode: "UPH", name: "pH", value: 6, unit: "", low: 5, high: 8, status: "final" },
      words("CULT", "Culture", "No growth after 48 hours"),
      words("HBSAG", "HBsAg", "Reactive", { rangeText: "Non-reactive", interpretation: "POS" }),
      // The wrong kind each way: words for haemoglobin, a number for the blood group.
      words("HB", "Haemoglobin", "Adequate"),
      { labCode: "ABO", name: "Blood group", value: 2, unit: "{code}", status: "final" },
    ],
  });
}

const versionsOf = (lisReportId: string) =>
  ctx.db
    .select()
    .from(labReports)
    .where(eq(labReports.lisReportId, lisReportId))
    .orderBy(asc(labReports.version));
const parameters = (report: typeof labReports.$inferSelect | undefined) =>
  report?.tests.flatMap((test) => test.parameters) ?? [];
const named = (report: typeof labReports.$inferSelect | undefined, labCode: string) =>
  parameters(report).find((p) => p.labCode === labCode);

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

const ackOf = async (res: Response) => {
  const ack = Hl7Message.parse(await res.text());
  return {
    code: ack.getSegment("MSA")?.getField(1)?.toString(),
    errors: ack.getAllSegments("ERR").map((err) => err.getField(8)?.toString()),
  };
};
const issuesOf = async (res: Response) =>
  ((await res.json()) as { issue: { details?: { text?: string }; expression?: string[] }[] }).issue;

describe("HL7 v2: words beside numbers", () => {
  it("files TX, ST and FT as words, pH and gravity without a unit, the wrong kind flagged", async () => {
    const booking = await collected();
    const record = urineRecord(booking.bookingId, booking.name);
    let message = oruOf(record);
    message = withObx(message, "UCOL", 2, "TX");
    message = withObx(message, "CULT", 2, "FT");
    message = withObx(message, "CULT", 5, "No growth\\.br\\after 48 hours");
    expect(message).toContain("|ST|UAPP^");
    const res = await postHl7(ctx, message);
    expect(res.status).toBe(201);
    expect((await ackOf(res)).code).toBe("AA");

    const [report] = await versionsOf(record.lisReportId);
    expect(named(report, "UCOL")).toMatchObject({
      name: "Urine colour",
      value: "Pale yellow",
      unit: "",
      rangeText: "Pale yellow",
    });
    expect(named(report, "UAPP")).toMatchObject({ value: "Clear", unit: "" });
    expect(named(report, "CULT")).toMatchObject({
      value: "No growth\nafter 48 hours",
      unmapped: "code",
    });
    expect(named(report, "USG")).toMatchObject({ value: 1.015, unit: "" });
    expect(named(report, "UPH")).toMatchObject({ value: 6, unit: "pH", low: 5, high: 8 });
    expect(named(report, "HB")).toMatchObject({ value: "Adequate", unmapped: "value-type" });
    expect(named(report, "ABO")).toMatchObject({
      value: 2,
      unit: "{code}",
      unmapped: "value-type",
    });
    expect(report?.critical).toBe(false);
  });

  it("answers AE naming the OBX for text too long or holding a control character", async () => {
    const booking = await collected();
    const message = oruOf(urineRecord(booking.bookingId, booking.name));
    const long = await postHl7(ctx, withObx(message, "UAPP", 5, "x".repeat(MAX_RESULT_TEXT + 1)));
    expect(long.status).toBe(422);
    expect(await ackOf(long)).toEqual({
      code: "AE",
      errors: [
        `OBX[2]-5: the text is ${MAX_RESULT_TEXT + 1} characters long; a result may hold at most ${MAX_RESULT_TEXT}.`,
      ],
    });
    const bell = await postHl7(ctx, withObx(message, "UAPP", 5, "Clear\\X07\\"));
    expect(await ackOf(bell)).toEqual({
      code: "AE",
      errors: [
        "OBX[2]-5: the text holds a control character (U+0007); only line breaks may be sent in it.",
      ],
    });
    expect(await versionsOf(`LR-URINE-${booking.bookingId.slice(0, 8)}`)).toEqual([]);
  });
});

describe("FHIR: words beside numbers", () => {
  it("files valueString and valueCodeableConcept, and a later version's words replace a number", async () => {
    const booking = await collected();
    const record = urineRecord(booking.bookingId, booking.name);
    const bundle = fhirBundle({ ...record, status: "preliminary" });
    const abo = bundle.entry
      ?.map((entry) => entry.resource)
      .find((r) => r?.resourceType === "Observation" && r.code.text === "Blood group");
    if (abo?.resourceType !== "Observation") throw new Error("the Bundle has the blood group");
    delete abo.valueQuantity;
    abo.valueCodeableConcept = { coding: [{ display: "B" }], text: "B" };
    expect((await postFhir(ctx, bundle)).status).toBe(201);
    const [first] = await versionsOf(record.lisReportId);
    expect(named(first, "ABO")).toMatchObject({ name: "ABO blood group", value: "B", unit: "" });
    expect(named(first, "UCOL")?.value).toBe("Pale yellow");
    expect(named(first, "HB")?.value).toBe("Adequate");

    const corrected = {
      ...record,
      status: "final" as const,
      results: [
        { labCode: "HB", name: "Haemoglobin", value: 12.9, unit: "g/dL", status: "final" as const },
        words("UCOL", "Colour", "Yellow"),
      ],
    };
    expect((await postFhir(ctx, fhirBundle(corrected))).status).toBe(201);
    const [, second] = await versionsOf(record.lisReportId);
    expect(named(second, "HB")).toMatchObject({ value: 12.9, unit: "g/dL" });
    expect(named(second, "HB")?.unmapped).toBeUndefined();
    expect(named(second, "UCOL")?.value).toBe("Yellow");
    expect(named(second, "UAPP")?.value).toBe("Clear");
    expect(named(first, "UCOL")?.value).toBe("Pale yellow");
  });

  it("refuses text too long, or holding a NUL or a lone surrogate, naming the Observation", async () => {
    const booking = await collected();
    const record = urineRecord(booking.bookingId, booking.name);
    const bundle = JSON.stringify(fhirBundle(record));
    const colour = '"valueString":"Pale yellow"';
    expect(bundle).toContain(colour);
    const send = (value: string) => postFhir(ctx, bundle.replace(colour, `"valueString":${value}`));

    const long = await send(JSON.stringify("y".repeat(MAX_RESULT_TEXT + 1)));
    expect(long.status).toBe(400);
    const [tooLong] = await issuesOf(long);
    expect(tooLong?.details?.text).toBe(
      `Observation "Colour": the text is ${MAX_RESULT_TEXT + 1} characters long; a result may hold at most ${MAX_RESULT_TEXT}.`,
    );
    expect(tooLong?.expression?.[0]).toMatch(/^Bundle\.entry\[\d+\]\.resource\.valueString$/);

    for (const [escaped, words] of [
      ['"Pale\\u0000yellow"', "NUL"],
      ['"Pale\\ud800yellow"', "lone UTF-16 surrogate"],
    ] as const) {
      const res = await send(escaped);
      expect(res.status).toBe(400);
      const issues = await issuesOf(res);
      expect(issues.map((issue) => issue.details?.text)).toEqual([expect.stringContaining(words)]);
      expect(issues[0]?.expression?.[0]).toMatch(/\.valueString$/);
    }
    expect(await versionsOf(record.lisReportId)).toEqual([]);
  });
});

describe("words wherever a report is read", () => {
  it("shows them in the app's report without a trend, the PDF, the ABDM export and the staff's list", async () => {
    const booking = await collected();
    const record = urineRecord(booking.bookingId, booking.name);
    expect((await postFhir(ctx, fhirBundle(record))).status).toBe(201);
    const [report] = await versionsOf(record.lisReportId);
    if (!report?.releasedAt) throw new Error("the signed report is released");

    const cookie = await proveReportMobile(ctx, booking.mobileNumber);
    const as = { headers: { cookie }, address: nextAddress() };
    const view = (await (await ctx.get(`/api/reports/${report.id}`, as)).json()) as {
      tests: { parameters: Record<string, unknown>[] }[];
      flagged: { parameter: string; flagWords: string }[];
    };
    const shown = view.tests.flatMap((test) => test.parameters);
    expect(shown.find((p) => p.name === "Urine colour")).toMatchObject({
      value: "Pale yellow",
      unit: "",
      rangeText: "Pale yellow",
      flag: null,
      history: [],
    });
    expect(shown.find((p) => p.name === "Hepatitis B surface antigen (HBsAg)")).toMatchObject({
      value: "Reactive",
      flag: "abnormal",
      flagWords: "Positive",
    });
    expect(shown.find((p) => p.name === "Haemoglobin")).toMatchObject({
      value: "Adequate",
      unmapped: true,
      flag: null,
    });
    expect(view.flagged).toEqual([
      expect.objectContaining({
        parameter: "Hepatitis B surface antigen (HBsAg)",
        flagWords: "Positive",
      }),
    ]);

    const pdf = await ctx.get(`/api/reports/${report.id}/pdf`, {
      headers: { cookie },
      address: nextAddress(),
    });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toMatch(/Urine colour\s+Pale yellow\s+Pale yellow/);
    expect(text).toMatch(/\(HBsAg\)\s+Reactive\s+Non-reactive\s+Positive/);
    expect(text).toMatch(/Culture\s+No growth after 48 hours/);

    const abdm = await ctx.get(`/api/reports/${report.id}/abdm`, {
      headers: { cookie },
      address: nextAddress(),
    });
    const observations = (
      (await abdm.json()) as { entry: { resource: Record<string, unknown> }[] }
    ).entry
      .map((entry) => entry.resource)
      .filter((resource) => resource.resourceType === "Observation");
    expect(observations.find((o) => o.valueString === "Pale yellow")).toMatchObject({
      referenceRange: [{ text: "Pale yellow" }],
    });
    expect(observations.find((o) => o.valueString === "Reactive")).toBeDefined();

    const staff = await ctx.get("/api/admin/results", {
      headers: { cookie: await devAdminCookie(ctx) },
    });
    const { released } = (await staff.json()) as {
      released: { id: string; flagged: Record<string, unknown>[] }[];
    };
    expect(released.find((r) => r.id === report.id)?.flagged).toEqual([
      {
        test: "HBsAg",
        parameter: "Hepatitis B surface antigen (HBsAg)",
        value: "Reactive",
        unit: "",
        flagWords: "Positive",
      },
    ]);
  });
});
