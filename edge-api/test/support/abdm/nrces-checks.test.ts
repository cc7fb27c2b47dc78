import type { Bundle, Composition, DiagnosticReport } from "@medplum/fhirtypes";
import { describe, expect, it } from "vitest";
import { abhaNumber } from "../../../src/services/abdm/abha.ts";
import { diagnosticReportRecord } from "../../../src/services/abdm/diagnostic-report-record.ts";
import { isUrnUuid, uuidV5 } from "../../../src/services/abdm/fhir-ids.ts";
import { NOW, PDF, signedReport } from "../../../src/services/abdm/lab-report-rows.test-support.ts";
import { nrcesChecks } from "./nrces-checks.ts";

const exported = (): Bundle => diagnosticReportRecord(signedReport(), { pdf: PDF, now: NOW });

function resourceOf<T extends "Composition" | "DiagnosticReport">(bundle: Bundle, type: T) {
  const found = bundle.entry?.find((entry) => entry.resource?.resourceType === type)?.resource;
  if (!found) throw new Error(`no ${type}`);
  return found as T extends "Composition" ? Composition : DiagnosticReport;
}

describe("nrcesChecks: the DiagnosticReportRecord's mandatory elements, by hand", () => {
  it("names a missing subject and a reference that leads nowhere", () => {
    const bundle = exported();
    const composition = resourceOf(bundle, "Composition");
    delete composition.subject;
    const report = resourceOf(bundle, "DiagnosticReport");
    const dangling = "urn:uuid:00000000-0000-5000-8000-000000000000";
    if (report.result?.[0]) report.result[0] = { reference: dangling };

    expect(nrcesChecks(bundle)).toEqual([
      `DiagnosticReport.result[0] → ${dangling} does not resolve inside the Bundle.`,
      "Composition.subject is missing.",
    ]);
  });

  it("names a document that does not start with its Composition, and what the report lacks", () => {
    const bundle = exported();
    const [first, ...rest] = bundle.entry ?? [];
    bundle.entry = [...rest, ...(first ? [first] : [])];
    const report = resourceOf(bundle, "DiagnosticReport");
    delete report.presentedForm;
    report.category = [
      { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0074", code: "LAB" }] },
    ];
    expect(nrcesChecks(bundle)).toEqual([
      "The first entry is not a Composition: a document starts with its Composition (bdl-11).",
      "DiagnosticReport[0].category coding http://terminology.hl7.org/CodeSystem/v2-0074|LAB is not SNOMED CT with a code and display.",
      "DiagnosticReport[0].presentedForm is missing: no PDF of the report (ours).",
    ]);
  });

  it("names the Bundle's own elements, fullUrls that are not urn:uuid, and a wrong target type", () => {
    const bundle = exported();
    bundle.type = "collection";
    delete bundle.identifier;
    delete bundle.timestamp;
    const entries = bundle.entry ?? [];
    const patientEntry = entries.find((e) => e.resource?.resourceType === "Patient");
    const organizationUrl = entries.find(
      (e) => e.resource?.resourceType === "Organization",
    )?.fullUrl;
    if (patientEntry?.resource?.resourceType === "Patient") {
      delete patientEntry.resource.gender;
      patientEntry.resource.identifier = [
        { system: "https://healthid.ndhm.gov.in", value: "91123456789012" },
      ];
    }
    resourceOf(bundle, "Composition").subject = { reference: organizationUrl };
    const failures = nrcesChecks(bundle);
    expect(failures).toEqual(
      expect.arrayContaining([
        "Bundle.type is collection, not document.",
        "Bundle.identifier (system and value) is missing: a document needs one (bdl-9).",
        "Bundle.timestamp is missing: a document needs one (bdl-10).",
        `Composition.subject → ${organizationUrl} is a Organization, not a Patient.`,
        "Patient.gender is missing.",
        "Patient.identifier 91123456789012 is not an ABHA number written 91-1234-5678-9012.",
      ]),
    );
    // Every Observation and the report now name a patient other than the Composition's subject.
    expect(failures.filter((f) => f.includes("is not the Composition's subject"))).toHaveLength(8);

    const relative = exported();
    const [entry] = relative.entry ?? [];
    if (entry) entry.fullUrl = "https://example.org/fhir/Composition/1";
    expect(nrcesChecks(relative)).toContain(
      "Bundle.entry[0].fullUrl https://example.org/fhir/Composition/1 is not a urn:uuid (ours).",
    );
  });
});

describe("document ids and ABHA numbers", () => {
  it("makes RFC 9562 version 5 UUIDs", () => {
    // The RFC's own example: www.example.com in the DNS namespace.
    expect(uuidV5("www.example.com", "6ba7b810-9dad-11d1-80b4-00c04fd430c8")).toBe(
      "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    );
    expect(isUrnUuid(`urn:uuid:${uuidV5("lab-report/x/patient")}`)).toBe(true);
  });

  it("writes an ABHA number 91-1234-5678-9012, from 14 digits only", () => {
    expect(abhaNumber("91123456789012")).toBe("91-1234-5678-9012");
    expect(abhaNumber("91-1234-5678-9012")).toBe("91-1234-5678-9012");
    expect(abhaNumber(" 91 1234 5678 9012 ")).toBe("91-1234-5678-9012");
    for (const wrong of [
      "9112345678901",
      "911234567890123",
      "91-1234-5678-901a",
      "name@abdm",
      "",
    ]) {
      expect(abhaNumber(wrong)).toBeUndefined();
    }
  });
});
