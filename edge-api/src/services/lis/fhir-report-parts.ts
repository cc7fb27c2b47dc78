/**
 * The patient, sample and signing pathologist of a lab's DiagnosticReport, read from the
 * resources its references resolved to (docs/lis-integration.md, "FHIR R4").
 */

import { field, humanName, type Located, list, text } from "./fhir-read.ts";
import type { LabResultMessage, MessageProblem, PatientGender } from "./lab-result-message.ts";

const GENDERS: readonly PatientGender[] = ["female", "male", "other", "unknown"];
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function readPatient(
  patient: Located<unknown>,
  problems: MessageProblem[],
): LabResultMessage["patient"] | undefined {
  const { value, where } = patient;
  const name = humanName(field(value, "name"));
  if (name === undefined) problems.push(nameProblem(value, where, "patient"));

  const sentGender = field(value, "gender");
  const gender = GENDERS.find((g) => g === sentGender);
  if (sentGender !== undefined && gender === undefined) {
    problems.push({
      where: `${where}.gender`,
      text: `The gender "${String(sentGender)}" is not one of ${GENDERS.join(", ")}.`,
    });
  }

  // FHIR allows "1980" or "1980-05"; a birth date we match a patient on must be a whole date.
  const sentBirthDate = field(value, "birthDate");
  const birthDate = text(sentBirthDate);
  const wholeDate = birthDate !== undefined && isCalendarDate(birthDate);
  if (sentBirthDate !== undefined && !wholeDate) {
    problems.push({
      where: `${where}.birthDate`,
      text: `The birth date "${String(sentBirthDate)}" is not a full date (YYYY-MM-DD).`,
    });
  }
  if (name === undefined) return undefined;
  return {
    name,
    ...(gender !== undefined && { gender }),
    ...(wholeDate && { birthDate }),
  };
}

/** The sample: every part optional (an LIS without a Specimen still has a report). */
export function readSample(specimen: Located<unknown> | undefined): LabResultMessage["sample"] {
  if (!specimen) return {};
  const { value } = specimen;
  const type = field(value, "type");
  const typeName =
    text(field(type, "text")) ??
    list(field(type, "coding"))
      .map((coding) => text(field(coding, "display")))
      .find((display) => display !== undefined);
  const id = text(field(field(value, "accessionIdentifier"), "value"));
  const collectedAt = text(field(field(value, "collection"), "collectedDateTime"));
  return {
    ...(id !== undefined && { id }),
    ...(typeName !== undefined && { type: typeName }),
    ...(collectedAt !== undefined && { collectedAt }),
  };
}

/** A pathologist who signs is named and registered: a signature without either is refused. */
export function readSigner(
  practitioner: Located<unknown>,
  problems: MessageProblem[],
): LabResultMessage["signedBy"] | undefined {
  const { value, where } = practitioner;
  const name = humanName(field(value, "name"));
  if (name === undefined) problems.push(nameProblem(value, where, "signing pathologist"));
  const registration = text(field(list(field(value, "identifier"))[0], "value"));
  if (registration === undefined) {
    problems.push({
      where: `${where}.identifier[0].value`,
      text: "The signing pathologist's registration number (identifier[0].value) is missing.",
    });
  }
  return name !== undefined && registration !== undefined ? { name, registration } : undefined;
}

function nameProblem(resource: unknown, where: string, who: string): MessageProblem {
  const hasNames = list(field(resource, "name")).length > 0;
  return {
    where: hasNames ? `${where}.name[0]` : `${where}.name`,
    text: `The ${who}'s name is missing (name[0].text, or its given and family names).`,
  };
}

function isCalendarDate(date: string): boolean {
  const parts = FULL_DATE.exec(date);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
