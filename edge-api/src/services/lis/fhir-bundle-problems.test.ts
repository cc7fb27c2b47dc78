import type { Bundle } from "@medplum/fhirtypes";
import { beforeAll, describe, expect, it } from "vitest";
import { fhirBundle } from "../../../dev/lis-sim/fhir-bundle-message.ts";
import { labBundle, labRecord, resourceAt } from "./fhir-bundle.test-support.ts";
import { convertBundle, MAX_BUNDLE_ENTRIES } from "./fhir-bundle.ts";
import { ensureFhirDefinitions } from "./fhir-definitions.ts";
import { MAX_RESULTS_PER_MESSAGE, type MessageProblem } from "./lab-result-message.ts";

beforeAll(() => ensureFhirDefinitions());

type Resource = Record<string, unknown>;
const report = (bundle: Bundle) => resourceAt(bundle, 0);
const patient = (bundle: Bundle) => resourceAt(bundle, 1);
const practitioner = (bundle: Bundle) => resourceAt(bundle, 3);
/** The haemoglobin Observation (entry 4), and its valueQuantity. */
const hb = (bundle: Bundle) => resourceAt(bundle, 4);
const hbQuantity = (bundle: Bundle) => hb(bundle).valueQuantity as Resource;

const STATUSES = "partial, preliminary, final, corrected, amended (appended reads as amended)";
const DR = "Bundle.entry[0].resource";
const OBS = "Bundle.entry[4].resource";

/** Each change to the lab's Bundle, and the one problem it must give (written out by hand). */
const cases: Array<[string, (bundle: Bundle) => void, MessageProblem]> = [
  [
    "no report id",
    (b) => delete report(b).identifier,
    {
      where: `${DR}.identifier[0].value`,
      text: "The LIS's report id (an identifier of the lab's own system) is missing.",
    },
  ],
  [
    "only our booking reference as an identifier",
    (b) => {
      report(b).identifier = [{ system: "urn:vyom:booking", value: "VYO-1" }];
    },
    {
      where: `${DR}.identifier[0].value`,
      text: "The LIS's report id (an identifier of the lab's own system) is missing.",
    },
  ],
  [
    "no booking reference",
    (b) => delete report(b).basedOn,
    {
      where: `${DR}.basedOn`,
      text: "Our booking reference is missing: basedOn[*].identifier.value, or an identifier with system urn:vyom:booking.",
    },
  ],
  [
    "a report status that files nothing",
    (b) => Object.assign(report(b), { status: "registered" }),
    { where: `${DR}.status`, text: `The status "registered" is not one of ${STATUSES}.` },
  ],
  [
    "no patient",
    (b) => delete report(b).subject,
    {
      where: `${DR}.subject.reference`,
      text: "The reference to the Patient is missing: it must name an entry of the Bundle (its fullUrl or Patient/id).",
    },
  ],
  [
    "a patient without a name",
    (b) => Object.assign(patient(b), { name: [{ use: "official" }] }),
    {
      where: "Bundle.entry[1].resource.name[0]",
      text: "The patient's name is missing (name[0].text, or its given and family names).",
    },
  ],
  [
    "a gender outside FHIR's",
    (b) => Object.assign(patient(b), { gender: "F" }),
    {
      where: "Bundle.entry[1].resource.gender",
      text: 'The gender "F" is not one of female, male, other, unknown.',
    },
  ],
  [
    "a partial birth date",
    (b) => Object.assign(patient(b), { birthDate: "1980" }),
    {
      where: "Bundle.entry[1].resource.birthDate",
      text: 'The birth date "1980" is not a full date (YYYY-MM-DD).',
    },
  ],
  [
    "a birth date that is no day of the calendar",
    (b) => Object.assign(patient(b), { birthDate: "1980-02-30" }),
    {
      where: "Bundle.entry[1].resource.birthDate",
      text: 'The birth date "1980-02-30" is not a full date (YYYY-MM-DD).',
    },
  ],
  [
    "a signing pathologist without a registration number",
    (b) => delete practitioner(b).identifier,
    {
      where: "Bundle.entry[3].resource.identifier[0].value",
      text: "The signing pathologist's registration number (identifier[0].value) is missing.",
    },
  ],
  [
    "a signing pathologist without a name",
    (b) => delete practitioner(b).name,
    {
      where: "Bundle.entry[3].resource.name",
      text: "The signing pathologist's name is missing (name[0].text, or its given and family names).",
    },
  ],
  [
    "a result without a name",
    (b) =>
      Object.assign(hb(b), { code: { coding: [{ system: "http://loinc.org", code: "718-7" }] } }),
    {
      where: `${OBS}.code.text`,
      text: "Observation 718-7: the name is missing (code.text, or a coding's display).",
    },
  ],
  [
    "a result without a value",
    (b) => delete hbQuantity(b).value,
    {
      where: `${OBS}.valueQuantity.value`,
      text: 'Observation "Haemoglobin": the value is missing.',
    },
  ],
  [
    "a result whose value is neither a number nor words",
    (b) => {
      delete hb(b).valueQuantity;
      Object.assign(hb(b), { valueBoolean: true });
    },
    {
      where: `${OBS}.valueQuantity.value`,
      text: 'Observation "Haemoglobin": the value must be a number in valueQuantity, or words in valueString or valueCodeableConcept, not valueBoolean.',
    },
  ],
  [
    "a result without a unit",
    (b) => {
      delete hbQuantity(b).unit;
      delete hbQuantity(b).code;
    },
    {
      where: `${OBS}.valueQuantity.unit`,
      text: 'Observation "Haemoglobin": the unit is missing (valueQuantity.code, or valueQuantity.unit).',
    },
  ],
  [
    "an interpretation outside HL7 v3's",
    (b) => Object.assign(hb(b), { interpretation: [{ coding: [{ code: "HIGH" }] }] }),
    {
      where: `${OBS}.interpretation[0].coding[0].code`,
      text: 'Observation "Haemoglobin": the interpretation "HIGH" is not one of L, H, LL, HH, N, A, AA, POS, NEG, DET, ND, IND, RR, NR.',
    },
  ],
  [
    "a result status that files nothing",
    (b) => Object.assign(hb(b), { status: "cancelled" }),
    { where: `${OBS}.status`, text: `The status "cancelled" is not one of ${STATUSES}.` },
  ],
  [
    // R4 makes Observation.status required: the report's status never stands in for it.
    "a result without a status",
    (b) => delete hb(b).status,
    { where: `${OBS}.status`, text: "Missing required property" },
  ],
  [
    "a report without results",
    (b) => {
      delete report(b).result;
      b.entry = b.entry?.slice(0, 4);
    },
    { where: `${DR}.result`, text: "The report carries no results." },
  ],
];

describe("convertBundle: each field's problem", () => {
  it.each(cases)("%s", (_, change, problem) => {
    const bundle = labBundle();
    change(bundle);
    expect(convertBundle(bundle)).toEqual({ ok: false, problems: [problem] });
  });

  it("names every problem of a message at once", () => {
    const bundle = labBundle();
    Object.assign(report(bundle), { status: "unknown" });
    delete report(bundle).basedOn;
    Object.assign(patient(bundle), { gender: "F", birthDate: "1980" });
    delete hbQuantity(bundle).unit;
    delete hbQuantity(bundle).code;
    Object.assign(resourceAt(bundle, 7), { interpretation: [{ coding: [{ code: "++" }] }] });
    const result = convertBundle(bundle);
    expect(result.ok || result.problems.map((problem) => problem.where)).toEqual([
      `${DR}.basedOn`,
      `${DR}.status`,
      "Bundle.entry[1].resource.gender",
      "Bundle.entry[1].resource.birthDate",
      `${OBS}.valueQuantity.unit`,
      "Bundle.entry[7].resource.interpretation[0].coding[0].code",
    ]);
  });

  it("reads what the contract allows in place of the first choice", () => {
    const bundle = labBundle();
    delete report(bundle).basedOn;
    report(bundle).identifier = [
      { value: "RPT-2025-000042" },
      { system: "urn:vyom:booking", value: "ORD-1001" },
    ];
    Object.assign(report(bundle), { status: "appended" });
    Object.assign(patient(bundle), { name: [{ text: "Asha Verma", family: "Ignored" }] });
    Object.assign(hbQuantity(bundle), { code: undefined, unit: "gm/dl" });
    const result = convertBundle(JSON.parse(JSON.stringify(bundle)));
    expect(result.ok && result.message).toMatchObject({
      bookingReference: "ORD-1001",
      status: "amended",
      patient: { name: "Asha Verma" },
      results: [{ name: "Haemoglobin", unit: "gm/dl", status: "final" }, {}, {}, {}],
    });
  });

  it(`refuses more than ${MAX_RESULTS_PER_MESSAGE} results in one message`, () => {
    const one = labRecord.results[0];
    if (!one) throw new Error("The fixture has no result.");
    const results = Array.from({ length: MAX_RESULTS_PER_MESSAGE + 1 }, () => one);
    const bundle = fhirBundle({ ...labRecord, results });
    expect(convertBundle(bundle)).toEqual({
      ok: false,
      problems: [
        {
          where: `${DR}.result`,
          text: `The report carries ${MAX_RESULTS_PER_MESSAGE + 1} results: at most ${MAX_RESULTS_PER_MESSAGE} may come in one message.`,
        },
      ],
    });
    const atMost = fhirBundle({ ...labRecord, results: results.slice(1) });
    expect(convertBundle(atMost).ok).toBe(true);
  });

  it(`refuses more than ${MAX_BUNDLE_ENTRIES} entries before validating them`, () => {
    const bundle = labBundle();
    const patient = bundle.entry?.[1];
    if (!patient) throw new Error("The fixture has no patient.");
    bundle.entry = [...(bundle.entry ?? []), ...Array(MAX_BUNDLE_ENTRIES).fill(patient)];
    expect(convertBundle(bundle)).toEqual({
      ok: false,
      problems: [
        {
          where: "Bundle.entry",
          text: `The Bundle holds ${MAX_BUNDLE_ENTRIES + 8} entries: at most ${MAX_BUNDLE_ENTRIES} may come in one message.`,
        },
      ],
    });
  });
});
