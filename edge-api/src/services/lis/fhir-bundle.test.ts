import type { Bundle } from "@medplum/fhirtypes";
import { beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { labBundle, labRecord, resourceAt } from "./fhir-bundle.test-support.ts";
import { convertBundle } from "./fhir-bundle.ts";
import { ensureFhirDefinitions } from "./fhir-definitions.ts";
import type { LabResultMessage } from "./lab-result-message.ts";

// The definitions load once per worker (about 1.3 s): here, not in the first test's time.
beforeAll(() => ensureFhirDefinitions());

function problemsOf(body: unknown) {
  const result = convertBundle(body);
  if (result.ok) throw new Error("The message was accepted.");
  return result.problems;
}

describe("convertBundle: a lab's Bundle", () => {
  it("reads a CBC and an HbA1c, references by urn:uuid, by Type/id and by absolute fullUrl", () => {
    expect(convertBundle(labBundle())).toEqual({ ok: true, message: labRecord });
  });

  it("reads a record written by the simulator back to the same record", () => {
    const record: LabResultMessage = {
      ...labRecord,
      status: "corrected",
      patient: { name: "Ravi Kumar", gender: "male" },
      sample: {},
      results: [
        { labCode: "GLU-F", name: "Glucose, fasting", value: 92, unit: "mg/dL", status: "final" },
        {
          loinc: "2093-3",
          name: "Cholesterol",
          value: 212,
          unit: "mg/dL",
          high: 200,
          rangeText: "<200",
          interpretation: "H",
          status: "corrected",
        },
      ],
    };
    const { signedBy: _, ...unsigned } = record;
    for (const sent of [labRecord, record, unsigned]) {
      expect(convertBundle(fhirBundle(sent))).toEqual({ ok: true, message: sent });
    }
  });

  it("reads a Bundle of type transaction or batch, whose entries carry requests", () => {
    for (const type of ["transaction", "batch"] as const) {
      const bundle = labBundle();
      bundle.type = type;
      for (const entry of bundle.entry ?? []) {
        const resourceType = entry.resource?.resourceType ?? "";
        entry.request = { method: "POST", url: resourceType };
      }
      expect(convertBundle(bundle)).toEqual({ ok: true, message: labRecord });
    }
  });

  it("reads a Bundle of type message, led by its MessageHeader", () => {
    const bundle = labBundle();
    bundle.type = "message";
    bundle.entry?.unshift({
      fullUrl: "urn:uuid:9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      resource: {
        resourceType: "MessageHeader",
        eventUri: "https://lis.example-lab.in/events/report-ready",
        source: { endpoint: "https://lis.example-lab.in/fhir" },
        focus: [{ reference: bundle.entry[0]?.fullUrl }],
      },
    });
    expect(convertBundle(bundle)).toEqual({ ok: true, message: labRecord });
  });

  it("reads resources contained in the DiagnosticReport (#id)", () => {
    const bundle = labBundle();
    const report = resourceAt(bundle, 0);
    const patient = { ...resourceAt(bundle, 1), id: "p1" };
    const hb = { ...resourceAt(bundle, 4), id: "hb", subject: { reference: "#p1" } };
    report.contained = [patient, hb];
    report.subject = { reference: "#p1" };
    report.result = [{ reference: "#hb" }];
    bundle.entry = bundle.entry?.filter((_, i) => i !== 1 && i < 4);
    expect(convertBundle(bundle)).toEqual({
      ok: true,
      message: { ...labRecord, results: labRecord.results.slice(0, 1) },
    });
  });

  it("reports the validator's problem, at its expression, for a value sent as a string", () => {
    const bundle = labBundle();
    Object.assign(resourceAt(bundle, 4).valueQuantity as object, { value: "12.1" });
    expect(problemsOf(bundle)).toEqual([
      {
        where: "Bundle.entry[4].resource.value[x].value",
        text: "Invalid JSON type: expected number, but got string",
      },
    ]);
  });

  it("refuses a Bundle that breaks an R4 rule (a transaction without requests)", () => {
    const bundle = labBundle();
    bundle.type = "transaction";
    expect(problemsOf(bundle)).toEqual([
      expect.objectContaining({
        where: "Bundle",
        text: expect.stringMatching(/^Constraint bdl-3/),
      }),
    ]);
  });

  it("refuses two DiagnosticReports, and a Bundle without one", () => {
    const two = labBundle();
    two.entry?.push({ fullUrl: "urn:uuid:second", resource: two.entry[0]?.resource });
    expect(problemsOf(two)).toEqual([
      {
        where: "Bundle.entry[8].resource",
        text: "The Bundle holds 2 DiagnosticReports: it must hold exactly one (one message per report).",
      },
    ]);
    const none = labBundle();
    none.entry = none.entry?.slice(1);
    expect(problemsOf(none)).toEqual([
      {
        where: "Bundle.entry",
        text: "The Bundle holds no DiagnosticReport: it must hold exactly one.",
      },
    ]);
  });

  it("names a reference that resolves to nothing, or to the wrong type", () => {
    const bundle = labBundle();
    const report = resourceAt(bundle, 0);
    report.result = [{ reference: "Observation/obs-missing" }, { reference: "Observation/obs-hb" }];
    report.specimen = [{ reference: "Practitioner/dr-rao" }];
    report.subject = { reference: "#nobody" };
    expect(problemsOf(bundle)).toEqual([
      {
        where: "Bundle.entry[0].resource.subject.reference",
        text: 'The reference "#nobody" names no resource contained in Bundle.entry[0].resource.',
      },
      {
        where: "Bundle.entry[0].resource.specimen[0].reference",
        text: 'The reference "Practitioner/dr-rao" names a Practitioner, not a Specimen.',
      },
      {
        where: "Bundle.entry[0].resource.result[0].reference",
        text: 'The reference "Observation/obs-missing" names no entry of the Bundle (by fullUrl or Observation/id).',
      },
    ]);
  });

  it("refuses a body that is not a Bundle", () => {
    const notObject = { where: "Bundle", text: "The body must be a FHIR Bundle (a JSON object)." };
    for (const body of [null, "Bundle", 42, [labBundle()]]) {
      expect(problemsOf(body)).toEqual([notObject]);
    }
    expect(problemsOf({ resourceType: "Patient", name: [{ text: "A" }] })).toEqual([
      { where: "Bundle.resourceType", text: "The body is a Patient: it must be a Bundle." },
    ]);
    expect(problemsOf({ type: "collection" })).toEqual([
      { where: "Bundle.resourceType", text: "The body is no resourceType: it must be a Bundle." },
    ]);
  });

  it("refuses a Bundle of a type that does not carry a report (searchset, history)", () => {
    const bundle = labBundle();
    bundle.type = "searchset";
    expect(problemsOf(bundle)).toContainEqual({
      where: "Bundle.type",
      text: 'The Bundle\'s type "searchset" is not one of collection, transaction, batch, message.',
    });
  });

  it("gives the same answer for the same Bundle (nothing is kept between messages)", () => {
    const bundle: Bundle = labBundle();
    expect(convertBundle(bundle)).toEqual(convertBundle(structuredClone(bundle)));
  });
});
