/**
 * An Observation's valueCodeableConcept as the words a patient reads and the codes beside them,
 * the same record an HL7 CE or CWE gives (hl7-obx-coded.ts, coded-value.ts). The words are the
 * concept's text, else its first coding's display; every text, display, code and system is held
 * to result-text.ts's rule (a code or system on one line), each problem pointing at its place.
 */
import { field, list, text } from "./fhir-read.ts";
import type { CodedValue, MessageProblem, ResultCoding } from "./lab-result-message.ts";
import { readResultText } from "./result-text.ts";

const CODING_FIELDS = ["system", "version", "code", "display"] as const;

/** One string of the concept under the text rule; undefined (and a problem) when it breaks it. */
function checked(
  sent: string,
  where: string,
  label: string,
  oneLine: boolean,
  problems: MessageProblem[],
): string | undefined {
  const read = readResultText(sent);
  if (!read.ok) {
    if (!read.missing) problems.push({ where, text: `${label}: ${read.problem}` });
    return undefined;
  }
  if (oneLine && read.text.includes("\n")) {
    problems.push({ where, text: `${label}: a code or system holds a line break.` });
    return undefined;
  }
  return read.text;
}

/**
 * The concept at `where` (…valueCodeableConcept) read, or undefined when anything in it is wrong
 * (each problem added). `label` names the Observation in each problem.
 */
export function readConcept(
  concept: unknown,
  where: string,
  label: string,
  problems: MessageProblem[],
): { value: string; coded: CodedValue } | undefined {
  const before = problems.length;
  const coding: ResultCoding[] = [];
  list(field(concept, "coding")).forEach((sent, i) => {
    const read: ResultCoding = {};
    for (const name of CODING_FIELDS) {
      const value = text(field(sent, name));
      if (value === undefined) continue;
      const at = `${where}.coding[${i}].${name}`;
      const kept = checked(value, at, label, name !== "display", problems);
      if (kept !== undefined) read[name] = kept;
    }
    if (read.code !== undefined || read.display !== undefined) coding.push(read);
  });
  const sentText = text(field(concept, "text"));
  const ownText =
    sentText === undefined ? undefined : checked(sentText, `${where}.text`, label, false, problems);
  if (problems.length > before) return undefined;

  const words = ownText ?? coding.find((c) => c.display !== undefined)?.display;
  if (words === undefined) {
    problems.push({
      where: `${where}.text`,
      text: `${label}: the value has no words (valueCodeableConcept.text, or a coding's display).`,
    });
    return undefined;
  }
  return { value: words, coded: { coding, ...(ownText !== undefined && { text: ownText }) } };
}
