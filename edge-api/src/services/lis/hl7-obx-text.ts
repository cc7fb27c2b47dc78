/**
 * OBX-5 of a text result (OBX-2 TX, ST or FT) as the words to file (docs/lis-integration.md,
 * "Results that are text").
 *
 * - The field is read whole, not split on "^": text a lab forgot to escape keeps its "^" rather
 *   than losing what came after it.
 * - TX and FT repetitions are lines of one text; ST is one string, so a repetition is refused.
 * - FT's formatting commands become what a reader sees: `\.br\` and `\.sp n\` line breaks,
 *   `\.sk n\` spaces; the layout-only ones (indent, centre, fill) are dropped.
 * - A NUL sent as hex data (`\X00\`) is refused, not filed as the escape's letters.
 * - Then result-text.ts's rule: a problem there is an "error" (AE): the message is well formed,
 *   the value cannot be filed.
 */
import type { Hl7Segment } from "@medplum/core";
import { unescapeHl7 } from "./hl7-escape.ts";
import { type ProblemList, rawField, value } from "./hl7-read.ts";
import { readResultText } from "./result-text.ts";

const regexChar = (ch: string) => ch.replace(/[\\^$.*+?()[\]{}|-]/g, "\\$&");

/** FT's formatting commands (HL7 v2 2.7.6) other than \.br\, which unescapeHl7 reads. */
function formatted(text: string, escapeCharacter: string): string {
  const e = regexChar(escapeCharacter);
  const command = new RegExp(`${e}\\.(sp|sk|in|ti|ce|fi|nf)\\s*([+-]?\\d*)${e}`, "g");
  return text.replace(command, (_whole, name: string, count: string) => {
    const n = Math.max(1, Math.min(Number(count) || 1, 10));
    if (name === "sp") return "\n".repeat(n);
    if (name === "sk") return " ".repeat(n);
    return "";
  });
}

/** Whether HL7 hex data (`\Xhh..\`) in `text` holds a NUL byte. */
export function hasHexNul(text: string, escapeCharacter: string): boolean {
  const e = regexChar(escapeCharacter);
  const hex = new RegExp(`${e}X((?:[0-9A-Fa-f]{2})+)${e}`, "g");
  for (const match of text.matchAll(hex)) {
    const bytes: string[] = match[1]?.match(/../g) ?? [];
    if (bytes.includes("00")) return true;
  }
  return false;
}

/** The OBX's text, or undefined when it cannot be filed (each reason added to `problems`). */
export function readText(
  obx: Hl7Segment,
  where: string,
  problems: ProblemList,
): string | undefined {
  const type = value(obx, 2);
  const { escapeCharacter, repetitionSeparator } = obx.context;
  const raw = rawField(obx, 5);
  const repetitions = raw.split(repetitionSeparator);
  if (type === "ST" && repetitions.length > 1) {
    problems.reject(where, "an ST value holds one string; send lines of text as TX or FT.");
    return undefined;
  }
  if (hasHexNul(raw, escapeCharacter)) {
    problems.error(where, "the text holds a NUL character (U+0000).");
    return undefined;
  }
  const lines = repetitions.map((repetition) =>
    unescapeHl7(type === "FT" ? formatted(repetition, escapeCharacter) : repetition, obx.context),
  );
  const text = readResultText(lines.join("\n"));
  if (text.ok) return text.text;
  problems.error(where, text.missing ? "the value is missing." : text.problem);
  return undefined;
}
