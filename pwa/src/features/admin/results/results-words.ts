/** What the results tab says, in the staff's words: a result's facts and each step's outcome. */
import { formatDateTime } from "@/lib/format.ts";
import { refusalMessage } from "../desk/desk-api.ts";
import { type ResultStepAnswer, refusalCode, type StaffResult } from "./results-api.ts";

/** "22 Nov 2025, 3:45 pm" in India, through the one formatter (pwa/src/lib/format.ts). */
export const timeOf = (iso: string) => formatDateTime(iso);

/** "Meena Sundaram, 38, female". */
export const patientOf = (result: StaffResult) =>
  `${result.patientName}, ${result.patientAge}, ${result.patientGender}`;

/**
 * "Haemoglobin 6 g/dL: Critical low", "HBsAg Reactive: Positive" (a text result has no unit), the
 * test's name too when the report has several.
 */
export function flaggedWords(result: StaffResult): string[] {
  const several = result.tests.length > 1;
  return result.flagged.map((flag) => {
    const reading = flag.unit ? `${flag.value} ${flag.unit}` : String(flag.value);
    return `${several ? `${flag.test}, ` : ""}${flag.parameter} ${reading}: ${flag.flagWords}`;
  });
}

/** What a signature did: released, or still waiting for the call about its critical value. */
export function signedWords(answer: ResultStepAnswer): string {
  const { result, message } = answer;
  if (message) return `${result.reportNumber}: ${message}`;
  if (result.releasedAt) {
    return `${result.reportNumber} is signed and released to ${result.patientName}; the SMS is sent.`;
  }
  return `${result.reportNumber} is signed. It is released once the desk records the call about its critical value.`;
}

/** What recording the call did: released, or still waiting for a pathologist's signature. */
export function calledWords(answer: ResultStepAnswer): string {
  const { result, message } = answer;
  if (message) return `${result.reportNumber}: ${message}`;
  if (result.releasedAt) {
    return `The call is recorded and ${result.reportNumber} is released to ${result.patientName}; the SMS is sent.`;
  }
  return `The call is recorded. ${result.reportNumber} is released once a pathologist signs it.`;
}

/**
 * A refused step. `superseded` is said in the list's terms: the list on screen is read again, so
 * the newer version is what the person sees next (the API's words ask them to open it).
 */
export function refusedWords(error: unknown): string {
  if (refusalCode(error) === "superseded") {
    return "A newer version came from the lab: the list is refreshed.";
  }
  return refusalMessage(error);
}
