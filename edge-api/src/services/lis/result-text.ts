/**
 * What a text result (HL7 TX, ST, FT; FHIR valueString, valueCodeableConcept) may hold before it
 * is filed, the same rule for both protocols (docs/lis-integration.md, "Results that are text").
 *
 * The text is stored in a report's JSON, printed on the PDF and shown in the app, so: line ends
 * become one "\n"; the ends are trimmed; it has words (not only spaces); at most MAX_RESULT_TEXT
 * characters; no NUL (jsonb cannot hold it), no lone surrogate (not Unicode), and no other
 * control character than the line break (a tab or a bell has no place on a printed report).
 */

export const MAX_RESULT_TEXT = 2000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 controls and DEL, all but the line feed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

export type ResultText =
  | { ok: true; text: string }
  | { ok: false; missing: true }
  | { ok: false; missing: false; problem: string };

const refused = (problem: string): ResultText => ({ ok: false, missing: false, problem });

/** The text to file, or why it cannot be: `problem` reads after "OBX[2]-5: " or a label. */
export function readResultText(sent: string): ResultText {
  const text = sent.replace(/\r\n?/g, "\n").trim();
  if (text === "") return { ok: false, missing: true };
  if (text.includes("\u0000")) return refused("the text holds a NUL character (U+0000).");
  if (LONE_SURROGATE.test(text)) {
    return refused(
      "the text holds half of a UTF-16 pair (a lone surrogate), which is not valid Unicode.",
    );
  }
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    return refused(
      `the text holds a control character (U+${code}); only line breaks may be sent in it.`,
    );
  }
  const length = [...text].length;
  if (length > MAX_RESULT_TEXT) {
    return refused(
      `the text is ${length} characters long; a result may hold at most ${MAX_RESULT_TEXT}.`,
    );
  }
  return { ok: true, text };
}
