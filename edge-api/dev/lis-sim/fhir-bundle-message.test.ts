import { validateResource } from "@medplum/core";
import type { Observation } from "@medplum/fhirtypes";
import { beforeAll, describe, expect, it } from "vitest";
import { labRecord } from "../../src/services/lis/fhir-bundle.test-support.ts";
import { ensureFhirDefinitions } from "../../src/services/lis/fhir-definitions.ts";
import {
  fhirBundle,
  INTERPRETATION_SYSTEM,
  LAB_CODE_SYSTEM,
  UCUM_SYSTEM,
} from "./fhir-bundle-message.ts";

beforeAll(() => ensureFhirDefinitions());

const UUID_V5 = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("fhirBundle", () => {
  it("builds a valid R4 collection Bundle", () => {
    const bundle = fhirBundle(labRecord, { bundleId: "msg-1" });
    expect(bundle).toMatchObject({ resourceType: "Bundle", id: "msg-1", type: "collection" });
    expect(() => validateResource(bundle)).not.toThrow();
    expect(bundle.entry?.map((entry) => entry.resource?.resourceType)).toEqual([
      "DiagnosticReport",
      "Patient",
      "Specimen",
      "Practitioner",
      ...labRecord.results.map(() => "Observation"),
    ]);
  });

  it("gives the same Bundle for the same record, with distinct name-based UUIDs", () => {
    const urls = (lisReportId: string) =>
      fhirBundle({ ...labRecord, lisReportId }).entry?.map((entry) => entry.fullUrl) ?? [];
    expect(JSON.stringify(fhirBundle(labRecord))).toBe(JSON.stringify(fhirBundle(labRecord)));
    const first = urls("RPT-1");
    expect(first.every((url) => UUID_V5.test(url ?? ""))).toBe(true);
    expect(new Set(first).size).toBe(first.length);
    expect(urls("RPT-2").some((url) => first.includes(url))).toBe(false);
  });

  it("codes a result with LOINC, the lab's code, UCUM and the v3 interpretation", () => {
    const hba1c = fhirBundle(labRecord).entry?.at(-1)?.resource as Observation;
    expect(hba1c).toMatchObject({
      code: {
        coding: [
          { system: "http://loinc.org", code: "4548-4" },
          { system: LAB_CODE_SYSTEM, code: "HBA1C" },
        ],
        text: "HbA1c",
      },
      valueQuantity: { value: 7.2, unit: "%", system: UCUM_SYSTEM, code: "%" },
      referenceRange: [{ high: { value: 5.7, code: "%" }, text: "<5.7" }],
      interpretation: [{ coding: [{ system: INTERPRETATION_SYSTEM, code: "H" }] }],
    });
  });

  it("sends a partial result as a preliminary Observation (partial is no Observation status)", () => {
    const results = labRecord.results.map((result) => ({ ...result, status: "partial" as const }));
    const bundle = fhirBundle({ ...labRecord, status: "partial", results });
    const statuses = bundle.entry?.map((entry) => (entry.resource as Observation).status);
    expect(statuses?.[0]).toBe("partial");
    expect(statuses?.slice(4).every((status) => status === "preliminary")).toBe(true);
    expect(() => validateResource(bundle)).not.toThrow();
  });
});
