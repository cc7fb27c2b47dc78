/**
 * HL7 v2 escape sequences for free text (names, units, ranges, ACK messages).
 *
 * @medplum/core splits a message on its delimiters but neither escapes nor unescapes text
 * (4.5.2 has no helper for it), so this module does both, with the delimiters the message itself
 * declares in MSH-1/MSH-2 (an Hl7Context). Guarantees:
 * - escapeHl7 output contains none of the context's delimiters nor a line break, so a value can
 *   never end a field, component or segment early;
 * - unescapeHl7(escapeHl7(s)) === s for any string;
 * - unescapeHl7 adds no NUL and no lone surrogate to the text (bad UTF-8 in hex reads as U+FFFD);
 * - unescaping is applied to one leaf (a component or subcomponent) after @medplum/core has split
 *   the field, so an escaped delimiter is never split on.
 */
import { Hl7Context } from "@medplum/core";

function regexChar(ch: string): string {
  return ch.replace(/[\\^$.*+?()[\]{}|-]/g, "\\$&");
}

/** Writes `text` with HL7 escape sequences for the context's delimiters and line breaks. */
export function escapeHl7(text: string, context: Hl7Context = new Hl7Context()): string {
  const e = context.escapeCharacter;
  const sequences = new Map<string, string>([
    [e, `${e}E${e}`],
    [context.fieldSeparator, `${e}F${e}`],
    [context.componentSeparator, `${e}S${e}`],
    [context.subcomponentSeparator, `${e}T${e}`],
    [context.repetitionSeparator, `${e}R${e}`],
    // A line break would end the segment: written as hex data, which every version reads.
    ["\r", `${e}X0D${e}`],
    ["\n", `${e}X0A${e}`],
  ]);
  let out = "";
  for (const ch of text) out += sequences.get(ch) ?? ch;
  return out;
}

/**
 * Reads one leaf value: \F\ \S\ \T\ \R\ \E\ back to the delimiters, \Xhh..\ as UTF-8 bytes,
 * \.br\ as a line break, highlighting (\H\ \N\) dropped. An unknown sequence, or hex data
 * holding a NUL, is left as sent.
 */
export function unescapeHl7(text: string, context: Hl7Context = new Hl7Context()): string {
  const e = context.escapeCharacter;
  if (!text.includes(e)) return text;
  const pattern = new RegExp(`${regexChar(e)}([^${regexChar(e)}]*)${regexChar(e)}`, "g");
  return text.replace(pattern, (whole, body: string) => {
    switch (body) {
      case "F":
        return context.fieldSeparator;
      case "S":
        return context.componentSeparator;
      case "T":
        return context.subcomponentSeparator;
      case "R":
        return context.repetitionSeparator;
      case "E":
        return e;
      case ".br":
        return "\n";
      case "H":
      case "N":
        return "";
    }
    const hex = /^X((?:[0-9A-Fa-f]{2})+)$/.exec(body)?.[1];
    if (hex === undefined) return whole;
    const bytes = new Uint8Array(hex.length / 2);
    for (let i = 0; i < bytes.length; i++)
      bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    const decoded = new TextDecoder().decode(bytes);
    // A NUL is refused in the message itself; it is not let in through hex data either.
    return decoded.includes("\u0000") ? whole : decoded;
  });
}
