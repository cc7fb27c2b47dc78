/**
 * The mandatory elements of an NRCeS "DiagnosticReportRecord" document, written out by hand as
 * explicit checks from the NRCeS FHIR Implementation Guide for ABDM v6.5.0
 * (https://nrces.in/ndhm/fhir/r4/): the DocumentBundle, DiagnosticReportRecord (Composition),
 * DiagnosticReportLab, Observation, Patient, Practitioner and Organization profiles, and FHIR R4's
 * own rules for documents (bdl-9, bdl-10, bdl-11). This is NOT the official validator and no
 * profile package is loaded (there is no network here): a Bundle that passes these checks and
 * @medplum/core's validateResource (base R4) can still fail the IG's validator on a terminology
 * binding or a rule not written here. docs/abdm.md lists what is and is not checked.
 *
 * A few checks are this export's own contract, stricter than the profile (their message says
 * "ours"): urn:uuid fullUrls, values and a PDF on every report, one patient throughout.
 */
import type {
  Bundle,
  Composition,
  DiagnosticReport,
  Observation,
  Patient,
  Practitioner,
  Resource,
} from "@medplum/fhirtypes";
import { isWrittenAbhaNumber } from "../../../src/services/abdm/abha.ts";
import { isUrnUuid } from "../../../src/services/abdm/fhir-ids.ts";
import { DIAGNOSTIC_STUDIES_REPORT, profiles, systems } from "../../../src/services/abdm/nrces.ts";
import { type EntryIndex, entryIndex, referencesIn } from "./bundle-references.ts";

type Types = readonly Resource["resourceType"][];
const AUTHORS: Types = [
  "Practitioner",
  "PractitionerRole",
  "Organization",
  "Patient",
  "Device",
  "RelatedPerson",
];
const PERFORMERS: Types = ["Practitioner", "PractitionerRole", "Organization", "CareTeam"];
const SECTION_ENTRIES: Types = ["DiagnosticReport", "DocumentReference"];
const COMPOSITION_STATUSES = ["preliminary", "final", "amended", "entered-in-error"];

/** What every check needs: where failures go, the Bundle's entries, the document's patient. */
class Checker {
  readonly failures: string[] = [];
  patient: string | undefined;
  constructor(readonly index: EntryIndex) {}

  fail(text: string): void {
    this.failures.push(text);
  }

  /** A reference's target, if it is in the Bundle, must be one of the types the profile allows. */
  targets(path: string, references: readonly { reference?: string }[] | undefined, types: Types) {
    for (const [i, ref] of (references ?? []).entries()) {
      const resource = ref.reference ? this.index.resolve(ref.reference) : undefined;
      if (resource && !types.includes(resource.resourceType)) {
        const at = references && references.length > 1 ? `${path}[${i}]` : path;
        this.fail(
          `${at} → ${ref.reference} is a ${resource.resourceType}, not a ${types.join(" or ")}.`,
        );
      }
    }
  }

  /** A resource's subject: present, a Patient, and the Composition's own subject (ours). */
  subject(path: string, reference: string | undefined): void {
    if (!reference) {
      this.fail(`${path} is missing.`);
      return;
    }
    this.targets(path, [{ reference }], ["Patient"]);
    if (this.patient && reference !== this.patient) {
      this.fail(`${path} → ${reference} is not the Composition's subject ${this.patient} (ours).`);
    }
  }

  profile(resource: Resource, path: string, profile: string): void {
    if (!resource.meta?.profile?.includes(profile)) {
      this.fail(`${path}.meta.profile does not name ${profile}.`);
    }
  }
}

/** Human-readable failures; an empty list when every check passes. */
export function nrcesChecks(bundle: Bundle): string[] {
  if (bundle.resourceType !== "Bundle") return ["The document is not a Bundle."];
  const check = new Checker(entryIndex(bundle));
  checkBundle(bundle, check);

  const all = (bundle.entry ?? []).flatMap((entry) => entry.resource ?? []);
  const first = bundle.entry?.[0]?.resource;
  if (first?.resourceType !== "Composition") {
    check.fail(
      "The first entry is not a Composition: a document starts with its Composition (bdl-11).",
    );
  } else {
    check.patient = first.subject?.reference;
    checkComposition(first, check);
  }
  const reports = all.filter((r): r is DiagnosticReport => r.resourceType === "DiagnosticReport");
  if (reports.length === 0) check.fail("The Bundle holds no DiagnosticReport.");
  for (const [i, report] of reports.entries()) checkReport(report, `DiagnosticReport[${i}]`, check);
  const observations = all.filter((r): r is Observation => r.resourceType === "Observation");
  for (const [i, o] of observations.entries()) checkObservation(o, `Observation[${i}]`, check);
  for (const resource of all) {
    if (resource.resourceType === "Patient") checkPatient(resource, check);
    if (resource.resourceType === "Practitioner") {
      check.profile(resource, "Practitioner", profiles.practitioner);
      if (!hasName(resource)) check.fail("Practitioner.name is missing.");
    }
    if (resource.resourceType === "Organization") {
      check.profile(resource, "Organization", profiles.organization);
      if (!resource.name) check.fail("Organization.name is missing.");
    }
  }
  return check.failures;
}

function checkBundle(bundle: Bundle, check: Checker): void {
  if (bundle.type !== "document") {
    check.fail(`Bundle.type is ${bundle.type ?? "missing"}, not document.`);
  }
  if (!bundle.identifier?.system || !bundle.identifier.value) {
    check.fail("Bundle.identifier (system and value) is missing: a document needs one (bdl-9).");
  }
  if (!bundle.timestamp) check.fail("Bundle.timestamp is missing: a document needs one (bdl-10).");
  check.profile(bundle, "Bundle", profiles.documentBundle);
  if (!bundle.entry?.length) check.fail("Bundle.entry is missing.");

  const seen = new Set<string>();
  for (const [i, entry] of (bundle.entry ?? []).entries()) {
    const where = `Bundle.entry[${i}]`;
    if (!entry.resource) check.fail(`${where} has no resource.`);
    if (!entry.fullUrl) check.fail(`${where} has no fullUrl.`);
    else if (!isUrnUuid(entry.fullUrl)) {
      check.fail(`${where}.fullUrl ${entry.fullUrl} is not a urn:uuid (ours).`);
    } else if (seen.has(entry.fullUrl)) {
      check.fail(`${where}.fullUrl ${entry.fullUrl} is used twice.`);
    }
    if (entry.fullUrl) seen.add(entry.fullUrl);
  }
  for (const entry of bundle.entry ?? []) {
    if (!entry.resource) continue;
    for (const found of referencesIn(entry.resource, check.index)) {
      if (found.target) continue;
      check.fail(`${found.path} → ${found.reference} does not resolve inside the Bundle.`);
    }
  }
}

function checkComposition(composition: Composition, check: Checker): void {
  check.profile(composition, "Composition", profiles.diagnosticReportRecord);
  if (!composition.status) check.fail("Composition.status is missing.");
  else if (!COMPOSITION_STATUSES.includes(composition.status)) {
    check.fail(
      `Composition.status ${composition.status} is not one of ${COMPOSITION_STATUSES.join(", ")}.`,
    );
  }
  const typed = composition.type?.coding?.some(
    (c) =>
      c.system === DIAGNOSTIC_STUDIES_REPORT.system && c.code === DIAGNOSTIC_STUDIES_REPORT.code,
  );
  if (!typed)
    check.fail("Composition.type is not SNOMED CT 721981007 (Diagnostic studies report).");
  if (!composition.subject?.reference) check.fail("Composition.subject is missing.");
  else check.targets("Composition.subject", [composition.subject], ["Patient"]);
  if (!composition.date) check.fail("Composition.date is missing.");
  if (!composition.author?.length) check.fail("Composition.author is missing.");
  check.targets("Composition.author", composition.author, AUTHORS);
  if (!composition.title) check.fail("Composition.title is missing.");
  if (!composition.section?.length) check.fail("Composition.section is missing.");
  for (const [s, section] of (composition.section ?? []).entries()) {
    if (!section.entry?.length) check.fail(`Composition.section[${s}].entry is missing.`);
    check.targets(`Composition.section[${s}].entry`, section.entry, SECTION_ENTRIES);
  }
}

function checkReport(report: DiagnosticReport, where: string, check: Checker): void {
  check.profile(report, where, profiles.diagnosticReportLab);
  if (!report.status) check.fail(`${where}.status is missing.`);
  if (!report.code?.text && !report.code?.coding?.length) check.fail(`${where}.code is missing.`);
  // DiagnosticReportLab fixes category.coding.system to SNOMED CT, with code and display.
  for (const coding of (report.category ?? []).flatMap((c) => c.coding ?? [])) {
    if (coding.system !== systems.snomed || !coding.code || !coding.display) {
      check.fail(
        `${where}.category coding ${coding.system}|${coding.code} is not SNOMED CT with a code and display.`,
      );
    }
  }
  check.subject(`${where}.subject`, report.subject?.reference);
  if (!report.result?.length) check.fail(`${where}.result is missing: no values (ours).`);
  check.targets(`${where}.result`, report.result, ["Observation"]);
  check.targets(`${where}.performer`, report.performer, PERFORMERS);
  check.targets(`${where}.resultsInterpreter`, report.resultsInterpreter, PERFORMERS);
  check.targets(`${where}.specimen`, report.specimen, ["Specimen"]);
  if (!report.presentedForm?.length) {
    check.fail(`${where}.presentedForm is missing: no PDF of the report (ours).`);
  }
  for (const [i, form] of (report.presentedForm ?? []).entries()) {
    if (!form.contentType) check.fail(`${where}.presentedForm[${i}].contentType is missing.`);
    if (!form.data) check.fail(`${where}.presentedForm[${i}].data is missing.`);
  }
}

function checkObservation(observation: Observation, where: string, check: Checker): void {
  check.profile(observation, where, profiles.observation);
  if (!observation.status) check.fail(`${where}.status is missing.`);
  if (!observation.code?.text && !observation.code?.coding?.length) {
    check.fail(`${where}.code is missing.`);
  }
  check.subject(`${where}.subject`, observation.subject?.reference);
  const valued = Object.keys(observation).some((key) => key.startsWith("value"));
  if (!valued && !observation.dataAbsentReason) check.fail(`${where}.value[x] is missing.`);
}

function checkPatient(patient: Patient, check: Checker): void {
  check.profile(patient, "Patient", profiles.patient);
  if (!hasName(patient)) check.fail("Patient.name is missing.");
  if (!patient.gender) check.fail("Patient.gender is missing.");
  for (const identifier of patient.identifier ?? []) {
    if (identifier.system === systems.abhaNumber && !isWrittenAbhaNumber(identifier.value ?? "")) {
      check.fail(
        `Patient.identifier ${identifier.value} is not an ABHA number written 91-1234-5678-9012.`,
      );
    }
  }
}

const hasName = (resource: Patient | Practitioner) =>
  (resource.name ?? []).some((n) => n.text || n.family || n.given?.length);
