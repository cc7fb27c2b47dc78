/**
 * A text result too long for one row of the report PDF's table (report-pdf-table.ts), cut into
 * pieces that each fit a row of at most `room` points: a 2,000-character culture note in the
 * narrow Result column would otherwise be a row taller than a page, which pdfkit would spill onto
 * the next page out of its row. Cuts fall at a space when there is one in the piece's second
 * half, else mid-word, and only between grapheme clusters: never inside a surrogate pair or an
 * Indic syllable (a consonant and its vowel sign), which would print as a broken glyph.
 */
import type { Doc } from "./report-pdf-layout.ts";
import { type CellLine, cellHeight } from "./report-pdf-text.ts";

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export function textPieces(doc: Doc, line: CellLine, width: number, room: number): string[] {
  const fits = (text: string) => cellHeight(doc, [{ ...line, text }], width) <= room;
  const pieces: string[] = [];
  let rest = line.text;
  while (rest !== "" && !fits(rest)) {
    const clusters = [...graphemes.segment(rest)].map((s) => s.segment);
    const start = (count: number) => clusters.slice(0, count).join("");
    // The most clusters `rest` starts with that fit: at least one, so the loop always moves.
    let low = 1;
    let high = clusters.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(start(middle))) low = middle;
      else high = middle - 1;
    }
    const head = start(low);
    const space = head.search(/\s\S*$/);
    const cut = space > head.length / 2 ? space + 1 : head.length;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== "") pieces.push(rest);
  return pieces;
}
