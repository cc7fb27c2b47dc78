/**
 * A lab's FHIR R4 Bundle (already parsed JSON) as a LabResultMessage: docs/lis-integration.md,
 * "FHIR R4", is the contract.
 *
 * Guarantees:
 * - All or nothing: either the whole record, or every problem found, each with a FHIRPath-like
 *   `where` into the Bundle (`Bundle.entry[3].resource.valueQuantity.unit`). Nothing is half read.
 * - Order of checks: the shape and depth of the JSON first (fhir-json-safety.ts: a body nested too
 *   deep stops there, before the validator, which recurses), then the number of entries (a Bundle
 *   of more than MAX_BUNDLE_ENTRIES stops there), then the FHIR R4 validator over the
 *   whole Bundle, then our own reading. The reading goes on after the validator has found
 *   problems, so a lab hears of everything at once; where both name the same place, the
 *   validator's problem is kept and ours dropped.
 * - References resolve only inside the Bundle (fhir-bundle-references.ts).
 * - No problem's text or `where` carries a NUL or a lone surrogate, even when the body did.
 */
import { OperationOutcomeError, validateResource } from "@medplum/core";
import type { Bundle } from "@medplum/fhirtypes";
import { indexBundle, resolveReference } from "./fhir-bundle-references.ts";
import { ensureFhirDefinitions } from "./fhir-definitions.ts";
import { checkJsonSafety, printable } from "./fhir-json-safety.ts";
import { observationToResult } from "./fhir-observation.ts";
import { field, type Located, list, readStatus, text } from "./fhir-read.ts";
import { readPatient, readSample, readSigner } from "./fhir-report-parts.ts";
import {
  type ConversionResult,
  type LabResultMessage,
  MAX_RESULTS_PER_MESSAGE,
  type MessageProblem,
  type ResultValue,
} from "./lab-result-message.ts";

export const BUNDLE_TYPES = ["collection", "transaction", "batch", "message"] as const;
/** The identifier system a lab may use on the DiagnosticReport for our booking reference. */
export const BOOKING_SYSTEM = "urn:vyom:booking";

/**
 * Most entries a Bundle may hold: the results allowed, and as many other resources beside them.
 * Checked before the validator, whose time grows with the Bundle (about half a second for 1 000
 * Observations), so an oversized message costs a count, not a validation.
 */
export const MAX_BUNDLE_ENTRIES = 2 * MAX_RESULTS_PER_MESSAGE;

export function convertBundle(body: unknown): ConversionResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refuse([{ where: "Bundle", text: "The body must be a FHIR Bundle (a JSON object)." }]);
  }
  const safety = checkJsonSafety(body, "Bundle");
  if (safety.tooDeep) return refuse(safety.problems);
  const resourceType = field(body, "resourceType");
  if (resourceType !== "Bundle") {
    const sent = typeof resourceType === "string" ? `a ${resourceType}` : "no resourceType";
    return refuse([
      ...safety.problems,
      { where: "Bundle.resourceType", text: `The body is ${sent}: it must be a Bundle.` },
    ]);
  }

  const entries = list(field(body, "entry")).length;
  if (entries > MAX_BUNDLE_ENTRIES) {
    return refuse([
      ...safety.problems,
      {
        where: "Bundle.entry",
        text: `The Bundle holds ${entries} entries: at most ${MAX_BUNDLE_ENTRIES} may come in one message.`,
      },
    ]);
  }

  const problems = [...safety.problems];
  const type = field(body, "type");
  if (type !== undefined && !(BUNDLE_TYPES as readonly unknown[]).includes(type)) {
    problems.push({
      where: "Bundle.type",
      text: `The Bundle's type "${String(type)}" is not one of ${BUNDLE_TYPES.join(", ")}.`,
    });
  }
  addUnlessNamed(problems, validationProblems(body));
  const ours: MessageProblem[] = [];
  const message = readReport(body, ours);
  addUnlessNamed(problems, ours);
  if (problems.length > 0 || !message) return refuse(problems);
  return { ok: true, message };
}

function readReport(bundle: unknown, problems: MessageProblem[]): LabResultMessage | undefined {
  const index = indexBundle(bundle);
  const reports = index.resources.filter(
    (resource) => field(resource.value, "resourceType") === "DiagnosticReport",
  );
  const [report] = reports;
  if (!report) {
    problems.push({
      where: "Bundle.entry",
      text: "The Bundle holds no DiagnosticReport: it must hold exactly one.",
    });
    return undefined;
  }
  if (reports.length > 1) {
    for (const extra of reports.slice(1)) {
      problems.push({
        where: extra.where,
        text: `The Bundle holds ${reports.length} DiagnosticReports: it must hold exactly one (one message per report).`,
      });
    }
    return undefined;
  }

  const { value: dr, where } = report;
  const before = problems.length;
  const identifiers = list(field(dr, "identifier"));
  // The lab's own id is its first identifier that is not our booking reference: a lab that lists
  // the booking first must not have its reports keyed by the booking.
  const own = identifiers.findIndex((id) => field(id, "system") !== BOOKING_SYSTEM);
  const lisReportId = own < 0 ? undefined : text(field(identifiers[own], "value"));
  if (lisReportId === undefined) {
    problems.push({
      where: `${where}.identifier[${Math.max(own, 0)}].value`,
      text: "The LIS's report id (an identifier of the lab's own system) is missing.",
    });
  }
  const bookingReference =
    list(field(dr, "basedOn"))
      .map((basedOn) => text(field(field(basedOn, "identifier"), "value")))
      .find((value) => value !== undefined) ??
    text(
      field(
        identifiers.find((id) => field(id, "system") === BOOKING_SYSTEM),
        "value",
      ),
    );
  if (bookingReference === undefined) {
    problems.push({
      where: `${where}.basedOn`,
      text: `Our booking reference is missing: basedOn[*].identifier.value, or an identifier with system ${BOOKING_SYSTEM}.`,
    });
  }
  const status = readStatus(field(dr, "status"), `${where}.status`, problems);
  const issuedAt = text(field(dr, "issued"));

  const follow = (reference: unknown, at: string, type: string) =>
    resolveReference(index, report, reference, `${where}.${at}`, type, problems);
  const patientResource = follow(field(dr, "subject"), "subject", "Patient");
  const patient = patientResource && readPatient(patientResource, problems);

  const specimenReference = list(field(dr, "specimen"))[0];
  const specimen =
    specimenReference === undefined
      ? undefined
      : follow(specimenReference, "specimen[0]", "Specimen");
  const interpreterReference = list(field(dr, "resultsInterpreter"))[0];
  const interpreter =
    interpreterReference === undefined
      ? undefined
      : follow(interpreterReference, "resultsInterpreter[0]", "Practitioner");
  const signedBy = interpreter && readSigner(interpreter, problems);

  const results = readResults(report, (reference, i) => {
    const observation = follow(reference, `result[${i}]`, "Observation");
    return observation && observationToResult(observation, status, problems);
  });

  if (problems.length > before || results.problem) {
    if (results.problem) problems.push(results.problem);
    return undefined;
  }
  if (!lisReportId || !bookingReference || !status || !patient) return undefined;
  return {
    lisReportId,
    bookingReference,
    status,
    ...(issuedAt !== undefined && { issuedAt }),
    patient,
    sample: readSample(specimen),
    ...(signedBy !== undefined && { signedBy }),
    results: results.values,
  };
}

/**
 * The report's results, each read by `read`; more than MAX_RESULTS_PER_MESSAGE, or none, is a
 * problem (and then none is read: a message of 100 000 results is not read 100 000 times).
 */
function readResults(
  report: Located<unknown>,
  read: (reference: unknown, i: number) => ResultValue | undefined,
): { values: ResultValue[]; problem?: MessageProblem } {
  const references = list(field(report.value, "result"));
  const where = `${report.where}.result`;
  if (references.length === 0) {
    return { values: [], problem: { where, text: "The report carries no results." } };
  }
  if (references.length > MAX_RESULTS_PER_MESSAGE) {
    const text = `The report carries ${references.length} results: at most ${MAX_RESULTS_PER_MESSAGE} may come in one message.`;
    return { values: [], problem: { where, text } };
  }
  const values = references.map(read).filter((value) => value !== undefined);
  return { values };
}

/** The validator's errors (warnings are not problems: they do not stop a message). */
function validationProblems(bundle: object): MessageProblem[] {
  ensureFhirDefinitions();
  try {
    validateResource(bundle as Bundle);
    return [];
  } catch (error) {
    // Anything else is a fault of ours, not of the message: it must not read as a 4xx.
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? [])
      .filter((issue) => issue.severity === "error" || issue.severity === "fatal")
      .map((issue) => ({
        where: issue.expression?.[0] ?? "Bundle",
        text: issue.details?.text ?? issue.diagnostics ?? "The Bundle is not valid FHIR R4.",
      }));
  }
}

/**
 * Adds each problem unless one at the same place is already there. The validator names a choice
 * type's element `value[x]` where we say `valueQuantity`: the two are the same place.
 */
function addUnlessNamed(problems: MessageProblem[], more: MessageProblem[]): void {
  const place = (where: string) => where.replace(/\.value[A-Z][A-Za-z]*/g, ".value[x]");
  const named = new Set(problems.map((problem) => place(problem.where)));
  for (const problem of more) {
    if (named.has(place(problem.where))) continue;
    named.add(place(problem.where));
    problems.push(problem);
  }
}

function refuse(problems: MessageProblem[]): ConversionResult {
  return {
    ok: false,
    problems: problems.map(({ where, text }) => ({
      where: printable(where),
      text: printable(text),
    })),
  };
}
