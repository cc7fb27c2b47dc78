/**
 * OBX-5 of a coded result (OBX-2 CE or CWE: "POS^Positive^L", "A^A^99BLD") as the words a
 * patient reads and the codes beside them (docs/lis-integration.md, "Coded results").
 *
 * - Components, as @medplum/core splits them: identifier, text, coding system, and the same three
 *   again for an alternate coding (CE has these 6); CWE adds the two systems' versions (7, 8) and
 *   the original text (9). Each is unescaped (hl7-escape.ts) after the split, so `\S\` or `\T\`
 *   in the words is a "^" or "&", never a split.
 * - The codes become a FHIR CodeableConcept (coded-value.ts): a coding per identifier, the
 *   original text as its text. The words are the original text, else the text, else the
 *   alternate text, under result-text.ts's rule; they are what the report shows.
 * - Refused, the OBX named: nothing sent (AE); a code with no words to show (AE); words that
 *   break the text rule, or hex data holding a NUL (AE); more than one coded answer, more
 *   components than the type has, or a coding system with no code (AR: malformed).
 */
import type { Hl7Segment } from "@medplum/core";
import { codingSystemUri } from "./coded-value.ts";
import { unescapeHl7 } from "./hl7-escape.ts";
import { hasHexNul } from "./hl7-obx-text.ts";
import { type ProblemList, repetitionsOf, value } from "./hl7-read.ts";
import type { CodedValue, ResultCoding } from "./lab-result-message.ts";
import { readResultText } from "./result-text.ts";

export const CODED_TYPES = ["CE", "CWE"];

/** How many components each type has (CWE as HL7 v2.5.1 defines it, the newest version read). */
const COMPONENTS: Record<string, number> = { CE: 6, CWE: 9 };
/** Components that hold words; the others are codes, systems and versions, one line each. */
const WORDS = new Set([2, 5, 9]);

const lastFilled = (components: readonly string[]) =>
  components.reduce((last, c, i) => (c.trim() === "" ? last : i + 1), 0);

/** The words to file and the codes beside them, or undefined (each reason in `problems`). */
export function readCoded(
  obx: Hl7Segment,
  where: string,
  problems: ProblemList,
): { value: string; coded?: CodedValue } | undefined {
  const type = value(obx, 2);
  const answers = repetitionsOf(obx, 5).filter((answer) => lastFilled(answer) > 0);
  const [answer] = answers;
  if (!answer) {
    problems.error(where, "the value is missing.");
    return undefined;
  }
  if (answers.length > 1) {
    problems.reject(
      where,
      `the value holds ${answers.length} coded answers; send one per OBX (a CodeableConcept is one answer).`,
    );
    return undefined;
  }
  const most = COMPONENTS[type] ?? 0;
  const count = lastFilled(answer);
  if (count > most) {
    problems.reject(
      where,
      `a ${type} value has at most ${most} components and this one has ${count}; write a "^" inside the words as \\S\\.`,
    );
    return undefined;
  }
  if (answer.some((c) => hasHexNul(c, obx.context.escapeCharacter))) {
    problems.error(where, "the text holds a NUL character (U+0000).");
    return undefined;
  }

  const parts: string[] = [];
  for (let n = 1; n <= count; n++) {
    const sent = unescapeHl7(answer[n - 1] ?? "", obx.context);
    if (sent.trim() === "") {
      parts.push("");
      continue;
    }
    const read = readResultText(sent);
    if (!read.ok) {
      problems.error(where, `component ${n}: ${read.missing ? "is empty." : read.problem}`);
      return undefined;
    }
    if (!WORDS.has(n) && read.text.includes("\n")) {
      problems.error(where, `component ${n} is a code and holds a line break.`);
      return undefined;
    }
    parts.push(read.text);
  }
  const part = (n: number) => parts[n - 1] || undefined;

  const coding: ResultCoding[] = [];
  for (const [code, display, system, version] of [
    [1, 2, 3, 7],
    [4, 5, 6, 8],
  ] as const) {
    const systemName = part(system);
    if (systemName !== undefined && part(code) === undefined) {
      problems.reject(
        where,
        `component ${system} names the coding system "${systemName}" but component ${code} has no code.`,
      );
      return undefined;
    }
    if (part(code) === undefined) continue;
    coding.push({
      ...(systemName !== undefined && { system: codingSystemUri(systemName) }),
      ...(part(version) !== undefined && { version: part(version) }),
      code: part(code),
      ...(part(display) !== undefined && { display: part(display) }),
    });
  }
  const original = part(9);
  const words = original ?? part(2) ?? part(5);
  if (words === undefined) {
    const codes = coding.map((c) => `"${c.code}"`).join(" and ");
    const places = type === "CWE" ? "components 2, 5 or 9" : "components 2 or 5";
    problems.error(
      where,
      `the code ${codes} has no words for the report (${places}); send the words the patient reads.`,
    );
    return undefined;
  }
  const coded = {
    ...(coding.length > 0 && { coding }),
    ...(original !== undefined && { text: original }),
  };
  return { value: words, ...(Object.keys(coded).length > 0 && { coded }) };
}
