import { validateResource } from "@medplum/core";
import type {
  Bundle,
  Composition,
  DiagnosticReport,
  Observation,
  Patient,
  Practitioner,
  Resource,
} from "@medplum/fhirtypes";
import { beforeAll, describe, expect, it } from "vitest";
import { nrcesChecks } from "../../../test/support/abdm/nrces-checks.ts";
import { ensureFhirDefinitions } from "../lis/fhir-definitions.ts";
import { diagnosticReportRecord } from "./diagnostic-report-record.ts";
import { demoReport, NOW, PDF, signedReport } from "./lab-report-rows.test-support.ts";

// The R4 definitions load once per worker (about 1.3 s): here, not in the first test's time.
beforeAll(() => ensureFhirDefinitions());

const exported = (report = signedReport(), abhaNumber?: string) =>
  diagnosticReportRecord(report, { pdf: PDF, now: NOW, ...(abhaNumber && { abhaNumber }) });

function resources<T extends Resource["resourceType"]>(bundle: Bundle, type: T) {
  return (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((r): r is Extract<Resource, { resourceType: T }> => r?.resourceType === type);
}
const only = <T extends Resource["resourceType"]>(bundle: Bundle, type: T) => {
  const [resource, ...more] = resources(bundle, type);
  if (!resource || more.length > 0) throw new Error(`expected one ${type}`);
  return resource;
};
const observationNamed = (bundle: Bundle, name: string): Observation => {
  const found = resources(bundle, "Observation").find((o) => o.code.text === name);
  if (!found) throw new Error(`no Observation ${name}`);
  return found;
};

/**
 * validateResource throws on an error and returns the rest. The rest must be only its warnings
 * that it cannot tell a urn:uuid reference's type (it reads the type from "Patient/…" text):
 * nrcesChecks resolves each reference in the Bundle and checks its type instead.
 */
function unexpectedIssues(bundle: Bundle) {
  return validateResource(bundle).filter(
    (issue) =>
      issue.severity !== "warning" ||
      !issue.details?.text?.startsWith('Invalid reference: got "urn:uuid:'),
  );
}

describe("diagnosticReportRecord: a released report as an NRCeS DiagnosticReportRecord", () => {
  it("is valid FHIR R4 and passes the NRCeS checks: signed, demo, with an ABHA number", () => {
    for (const bundle of [
      exported(),
      exported(demoReport()),
      exported(signedReport(), "91-1234-5678-9012"),
    ]) {
      expect(unexpectedIssues(bundle)).toEqual([]);
      expect(nrcesChecks(bundle)).toEqual([]);
    }
  });

  it("is checked for real: the R4 validator refuses a broken value", () => {
    const bundle = exported();
    const [observation] = resources(bundle, "Observation");
    if (observation)
      Object.assign(observation, { status: "checked", valueQuantity: { value: "6.2" } });
    expect(() => validateResource(bundle)).toThrow(/status|value/i);
  });

  it("is a document led by its Composition, SNOMED CT 721981007, with the report as its section", () => {
    const bundle = exported();
    expect(bundle).toMatchObject({
      type: "document",
      identifier: { system: "urn:vyom:report", value: "VYR-000042/v2" },
      timestamp: NOW.toISOString(),
    });
    const composition = bundle.entry?.[0]?.resource as Composition;
    expect(composition.resourceType).toBe("Composition");
    expect(composition).toMatchObject({
      meta: {
        profile: ["https://nrces.in/ndhm/fhir/r4/StructureDefinition/DiagnosticReportRecord"],
      },
      status: "final",
      type: { coding: [{ system: "http://snomed.info/sct", code: "721981007" }] },
      title: "Diagnostic Report- Lab",
      date: "2026-11-20T10:05:00.000Z",
    });
    const patient = only(bundle, "Patient");
    const report = only(bundle, "DiagnosticReport");
    const urlOf = (r: Resource) => bundle.entry?.find((e) => e.resource === r)?.fullUrl;
    expect(composition.subject?.reference).toBe(urlOf(patient));
    expect(composition.author?.map((a) => a.reference)).toEqual([
      urlOf(only(bundle, "Organization")),
      urlOf(only(bundle, "Practitioner")),
    ]);
    expect(composition.section?.[0]?.code?.coding?.[0]).toMatchObject({ code: "4241000179101" });
    expect(composition.section?.[0]?.entry).toEqual([
      { reference: urlOf(report), type: "DiagnosticReport" },
    ]);
    for (const entry of bundle.entry ?? [])
      expect(entry.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
  });

  it("marks a corrected or amended version amended, and keeps the report's own status", () => {
    for (const lisStatus of ["corrected", "amended"] as const) {
      const bundle = exported({ ...signedReport(), lisStatus });
      expect(bundle.entry?.[0]?.resource).toMatchObject({ status: "amended" });
      expect(only(bundle, "DiagnosticReport").status).toBe(lisStatus);
      expect(resources(bundle, "Observation").every((o) => o.status === lisStatus)).toBe(true);
      expect(nrcesChecks(bundle)).toEqual([]);
    }
  });

  it("carries the PDF's bytes in DiagnosticReport.presentedForm", () => {
    const report: DiagnosticReport = only(exported(), "DiagnosticReport");
    const [form] = report.presentedForm ?? [];
    expect(form).toMatchObject({ contentType: "application/pdf", language: "en-IN" });
    expect(new Uint8Array(Buffer.from(form?.data ?? "", "base64"))).toEqual(PDF);
    expect(report.code.text).toBe("CBC, Thyroid Profile, Hba1c, Glucose Fasting, Other results");
    expect(report.category?.[0]?.coding?.[0]?.system).toBe("http://snomed.info/sct");
    expect(report.result).toHaveLength(7);
  });

  it("flags each value with its v3 interpretation: LL, HH below or above the critical limits, L, H, N", () => {
    const bundle = exported();
    const code = (name: string) =>
      observationNamed(bundle, name).interpretation?.[0]?.coding?.[0]?.code;
    expect(code("Haemoglobin")).toBe("LL");
    expect(code("Glucose, fasting")).toBe("HH");
    expect(code("TSH")).toBe("L");
    expect(code("Total WBC count")).toBe("H");
    expect(code("Platelet count")).toBe("N");
    expect(code("Amylase (in-house)")).toBe("N");
    // A range the lab wrote as text only ("< 39") and no flag: nothing is claimed.
    expect(observationNamed(bundle, "HbA1c").interpretation).toBeUndefined();
    const demo = exported(demoReport());
    expect(observationNamed(demo, "Haemoglobin").interpretation?.[0]?.coding?.[0]).toEqual({
      system: "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation",
      code: "L",
      display: "Low",
    });
  });

  it("codes a mapped value by LOINC and UCUM, and an unmapped one only as the lab sent it", () => {
    const bundle = exported();
    const platelets = observationNamed(bundle, "Platelet count");
    expect(platelets.code.coding).toEqual([
      { system: "http://loinc.org", code: "777-3" },
      { system: "urn:vyom:lab-code", code: "PLT" },
    ]);
    const ucum = { unit: "10³/µL", system: "http://unitsofmeasure.org", code: "10*3/uL" };
    expect(platelets.valueQuantity).toEqual({ value: 250, ...ucum });
    expect(platelets.referenceRange).toEqual([
      { low: { value: 150, ...ucum }, high: { value: 410, ...ucum } },
    ]);
    expect(platelets.effectiveDateTime).toBe("2026-11-20T03:30:00.000Z");

    const hba1c = observationNamed(bundle, "HbA1c");
    expect(hba1c.valueQuantity).toEqual({ value: 53, unit: "mmol/mol" });
    expect(hba1c.referenceRange).toEqual([{ text: "< 39" }]);
    const amylase = observationNamed(bundle, "Amylase (in-house)");
    expect(amylase.code).toEqual({
      coding: [{ system: "urn:vyom:lab-code", code: "AMY-X" }],
      text: "Amylase (in-house)",
    });
    expect(amylase.valueQuantity).toEqual({ value: 80, unit: "U/L" });

    const demo = observationNamed(exported(demoReport()), "Haemoglobin");
    expect(demo.code).toEqual({ text: "Haemoglobin" });
    expect(demo.valueQuantity).toEqual({ value: 12.1, unit: "g/dL" });
  });

  it("carries words as valueString with the lab's range text and flag, and a bare number without a unit", () => {
    const signed = signedReport();
    const urine = {
      corpId: "10541",
      testName: "Urine Routine",
      parameters: [
        {
          name: "Urine colour",
          value: "Pale yellow",
          unit: "",
          rangeText: "Pale yellow",
          labCode: "UCOL",
          loinc: "5778-6",
          accredited: true,
        },
        {
          name: "Urine specific gravity",
          value: 1.015,
          unit: "",
          low: 1.005,
          high: 1.03,
          labCode: "USG",
          loinc: "5811-5",
        },
        {
          name: "HBsAg",
          value: "Reactive",
          unit: "",
          rangeText: "Non-reactive",
          labCode: "HBSAG",
          loinc: "5196-1",
          interpretation: "POS",
        },
        {
          name: "HIV-1 & HIV-2 antibodies",
          value: "Reactive",
          unit: "",
          labCode: "HIVAB",
          loinc: "31201-7",
          interpretation: "AA",
          critical: "abnormal" as const,
        },
      ],
    };
    const bundle = exported({ ...signed, tests: [...signed.tests, urine] });
    expect(unexpectedIssues(bundle)).toEqual([]);
    expect(nrcesChecks(bundle)).toEqual([]);

    const colour = observationNamed(bundle, "Urine colour");
    expect(colour.valueString).toBe("Pale yellow");
    expect(colour.valueQuantity).toBeUndefined();
    expect(colour.referenceRange).toEqual([{ text: "Pale yellow" }]);
    expect(colour.interpretation).toBeUndefined();

    const gravity = observationNamed(bundle, "Urine specific gravity");
    const ucum = { system: "http://unitsofmeasure.org", code: "1" };
    expect(gravity.valueQuantity).toEqual({ value: 1.015, ...ucum });
    expect(gravity.referenceRange).toEqual([
      { low: { value: 1.005, ...ucum }, high: { value: 1.03, ...ucum } },
    ]);

    const code = (name: string) => observationNamed(bundle, name).interpretation?.[0]?.coding?.[0];
    expect(observationNamed(bundle, "HBsAg").valueString).toBe("Reactive");
    expect(code("HBsAg")).toMatchObject({ code: "POS", display: "Positive" });
    expect(code("HIV-1 & HIV-2 antibodies")).toMatchObject({
      code: "AA",
      display: "Critical abnormal",
    });
  });

  it("carries a coded result as valueCodeableConcept with the lab's own system, code and display", () => {
    const signed = signedReport();
    const serology = {
      corpId: "10533",
      testName: "HBsAg",
      parameters: [
        {
          name: "Hepatitis B surface antigen (HBsAg)",
          value: "Reactive",
          unit: "",
          rangeText: "Non-reactive",
          labCode: "HBSAG",
          loinc: "5196-1",
          coded: {
            coding: [
              { system: "http://snomed.info/sct", code: "11214006", display: "Reactive" },
              { system: "L", code: "R", display: "Reactive" },
            ],
          },
          reading: { meaning: "abnormal" as const },
        },
        {
          name: "Blood group (ABO and Rh)",
          value: "B Positive",
          unit: "",
          labCode: "ABORH",
          loinc: "882-1",
          coded: {
            coding: [{ system: "99BLD", version: "2", code: "BPOS", display: "B Positive" }],
            text: "B +ve",
          },
        },
        // Sent coded with words only (a CWE with its original text and no code).
        {
          name: "Urine nitrite",
          value: "Negative",
          unit: "",
          labCode: "UNIT",
          loinc: "5802-4",
          coded: { text: "Negative" },
        },
      ],
    };
    const bundle = exported({ ...signed, tests: [...signed.tests, serology] });
    expect(unexpectedIssues(bundle)).toEqual([]);
    expect(nrcesChecks(bundle)).toEqual([]);

    const hbsag = observationNamed(bundle, "Hepatitis B surface antigen (HBsAg)");
    expect(hbsag.valueCodeableConcept).toEqual({
      coding: [
        { system: "http://snomed.info/sct", code: "11214006", display: "Reactive" },
        { system: "L", code: "R", display: "Reactive" },
      ],
      text: "Reactive",
    });
    expect(hbsag.valueString).toBeUndefined();
    expect(hbsag.referenceRange).toEqual([{ text: "Non-reactive" }]);
    expect(observationNamed(bundle, "Blood group (ABO and Rh)").valueCodeableConcept).toEqual({
      coding: [{ system: "99BLD", version: "2", code: "BPOS", display: "B Positive" }],
      text: "B +ve",
    });
    const nitrite = observationNamed(bundle, "Urine nitrite");
    expect(nitrite.valueCodeableConcept).toEqual({ text: "Negative" });
    expect(nitrite.valueString).toBeUndefined();
    // Words that did not come coded stay valueString.
    expect(observationNamed(exported(), "Haemoglobin").valueCodeableConcept).toBeUndefined();
  });

  it("names the patient, the signing pathologist and the lab, and the mobile number only as a telecom", () => {
    const bundle = exported(signedReport(), "91123456789012");
    const patient: Patient = only(bundle, "Patient");
    expect(patient).toMatchObject({
      name: [{ text: "Lakshmi Narayanan" }],
      gender: "female",
      birthDate: "1980-02-14",
      telecom: [{ system: "phone", value: "+919840012345", use: "mobile" }],
    });
    expect(patient.identifier?.map((i) => [i.system, i.value])).toEqual([
      ["https://healthid.ndhm.gov.in", "91-1234-5678-9012"],
    ]);
    expect(JSON.stringify(exported()).match(/9840012345/g)).toHaveLength(1);
    const practitioner: Practitioner = only(bundle, "Practitioner");
    expect(practitioner.name).toEqual([{ text: "Dr. Meera Raghavan" }]);
    expect(practitioner.identifier?.[0]).toMatchObject({
      system: "https://doctor.ndhm.gov.in",
      value: "TNMC-84213",
    });
    expect(only(bundle, "Organization")).toMatchObject({
      name: "Vyom Diagnostics Central Laboratory",
      address: [{ text: "24, Lattice Bridge Road, Adyar, Chennai 600020" }],
    });
    expect(only(bundle, "Specimen")).toMatchObject({
      accessionIdentifier: { value: "S-CHN-778812" },
      type: { text: "Whole blood, EDTA" },
      collection: { collectedDateTime: "2026-11-20T03:30:00.000Z" },
    });
    expect(() => exported(signedReport(), "1234-5678")).toThrow(/ABHA number/);
  });

  it("has no Practitioner when no one signed (a demo row), and the central lab as its lab", () => {
    const bundle = exported(demoReport());
    expect(resources(bundle, "Practitioner")).toEqual([]);
    expect(only(bundle, "Organization").name).toBe("Vyom Diagnostics Central Laboratory");
    expect(() => exported({ ...demoReport(), labId: "no-such-lab" })).toThrow(/no lab no-such-lab/);
    expect(only(bundle, "DiagnosticReport").resultsInterpreter).toBeUndefined();
  });

  it("is the same document for the same report, and another for another report", () => {
    expect(JSON.stringify(exported())).toBe(JSON.stringify(exported()));
    const urls = (bundle: Bundle) => (bundle.entry ?? []).map((e) => e.fullUrl);
    const other = exported({ ...signedReport(), id: "0d6f9f7e-5b0a-4c1e-9e55-6a4b2c3d1e0f" });
    const shared = urls(other).filter((url) => urls(exported()).includes(url));
    expect(shared).toEqual([]);
    expect(new Set(urls(exported())).size).toBe(urls(exported()).length);
  });

  it("refuses a report that is not released", () => {
    expect(() => exported({ ...signedReport(), releasedAt: null })).toThrow(/not released/);
  });
});
