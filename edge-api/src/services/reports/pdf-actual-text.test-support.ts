/**
 * What a screen reader or a copy reads of Indic text in the report PDF: pdf.js extracts some of
 * its syllables in drawing order (a vowel sign drawn before its consonant), so tests compare the
 * ActualText each Indic run carries (report-pdf-text.ts) instead.
 */
import { inflateSync } from "node:zlib";

/** The ActualText of every Span in the page content streams (inflated), decoded. */
export function actualTexts(bytes: Buffer): string[] {
  const raw = bytes.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, raw.indexOf("\nendstream", start))).toString(
        "latin1",
      );
    } catch {
      continue; // a stream that is not deflated content (the fonts' files are not)
    }
    for (const [, literal = ""] of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/gs)) {
      // A PDF literal string: backslash escapes, then UTF-16BE after its byte order mark.
      const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
      const unescaped = literal.replace(/\\(.)/gs, (_, ch: string) => escapes[ch] ?? ch);
      texts.push(Buffer.from(unescaped.slice(2), "latin1").swap16().toString("utf16le"));
    }
  }
  return texts;
}
