/** The PID segment of an ORU^R01 to the record's patient (docs/lis-integration.md, "HL7 v2"). */
import type { Hl7Segment } from "@medplum/core";
import { parseHl7Date } from "./hl7-datetime.ts";
import { type ProblemList, value } from "./hl7-read.ts";
import type { LabResultMessage, PatientGender } from "./lab-result-message.ts";

/** PID-8 (HL7 table 0001): A (ambiguous) and N (not applicable) are valid HL7 too. */
export const genderCodes: Record<string, PatientGender> = {
  F: "female",
  M: "male",
  O: "other",
  U: "unknown",
  A: "other",
  N: "unknown",
};

/** The patient of the message's one PID; the name is required, the rest when sent. */
export function readPatient(
  pids: Hl7Segment[],
  problems: ProblemList,
): LabResultMessage["patient"] {
  const pid = pids[0];
  if (!pid) {
    problems.error("PID-5", "the patient's name is missing (the message has no PID segment).");
    return { name: "" };
  }
  if (pids.length > 1) {
    problems.reject("PID[2]", "a second patient; one message carries one patient's report.");
  }
  // PID-5 is family^given^middle (XPN; the family name may carry &-subcomponents). Written the
  // way the patient is addressed in India: "Ramesh Kumar Sharma".
  const family = value(pid, 5, 1, 1);
  const name = [value(pid, 5, 2), value(pid, 5, 3), family].filter(Boolean).join(" ");
  if (!name) problems.error("PID-5", "the patient's name is missing.");
  const patient: LabResultMessage["patient"] = { name };

  const birth = value(pid, 7, 1);
  if (birth) {
    const birthDate = parseHl7Date(birth);
    if (birthDate) patient.birthDate = birthDate;
    else
      problems.reject("PID-7", `the date of birth "${birth}" is not a date of the form YYYYMMDD.`);
  }
  const sex = value(pid, 8, 1);
  if (sex) {
    const gender = genderCodes[sex];
    if (gender) patient.gender = gender;
    else problems.reject("PID-8", `the sex "${sex}" is not one of F, M, O, U (or A, N).`);
  }
  return patient;
}
