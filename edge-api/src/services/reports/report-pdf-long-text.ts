/**
 * A text result too long for one row of the report PDF's table (report-pdf-table.ts), cut into
 * pieces that each fit a row of at most `room` points: a 2,000-character culture note in the
 * narrow Result column would otherwise be a row taller than a page, which pdfkit would spill onto
 * the next page out of its row. Cuts fall at a space when there is one in the piece's second
 * half, else mid-word; the text is already WinAnsi (report-words.ts), so no cut splits a
 * surrogate pair.
 */
import { type CellLine, cellHeight, type Doc } from "./report-pdf-layout.ts";

export function textPieces(doc: Doc, line: CellLine, width: number, room: number): string[] {
  const fits = (text: string) => cellHeight(doc, [{ ...line, text }], width) <= room;
  const pieces: string[] = [];
  let rest = line.text;
  while (rest !== "" && !fits(rest)) {
    // The longest start of `rest` that fits: at least one character, so the loop always moves.
    let low = 1;
    let high = rest.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(rest.slice(0, middle))) low = middle;
      else high = middle - 1;
    }
    const space = rest.slice(0, low).search(/\s\S*$/);
    const cut = space > low / 2 ? space + 1 : low;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== "") pieces.push(rest);
  return pieces;
}
