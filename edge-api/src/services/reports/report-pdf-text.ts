/**
 * Text on the report PDF (report-pdf.ts): paragraphs and table cells drawn and measured run by
 * run, each run of a script in its embedded font (report-pdf-fonts.ts), tagged by the caller
 * (report-pdf-layout.ts `tagged`).
 */
import {
  baseFont,
  baselineOf,
  printable,
  runsOf,
  SAFE_FEATURES,
  type TextRun,
} from "./report-pdf-fonts.ts";
import {
  COLOURS,
  contentWidth,
  type Doc,
  ensureSpace,
  MARGIN,
  type Struct,
  type TextStyle,
  tagged,
} from "./report-pdf-layout.ts";

/** A piece of text in one weight; `actual`: what a screen reader says for it instead (a mark). */
export interface Segment {
  text: string;
  bold?: boolean;
  actual?: string;
}

interface Placed {
  run: TextRun;
  segment: Segment;
  first: boolean;
  last: boolean;
}

const placedRuns = (segments: readonly Segment[]): Placed[] =>
  segments.flatMap((segment) => {
    const runs = runsOf(segment.text, segment.bold ?? false);
    return runs.map((run, i) => ({ run, segment, first: i === 0, last: i === runs.length - 1 }));
  });

/**
 * pdfkit types `features` as a list of tags to turn on; its layout hands the value to fontkit,
 * which also takes an object of overrides (report-pdf-fonts.ts `SAFE_FEATURES`).
 */
const asFeatures = (features: Readonly<Record<string, boolean>>) =>
  features as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/**
 * Segments drawn one after another as one paragraph from (x, y), `width` wide, each run of a
 * script in its font (report-pdf-fonts.ts), wrapped by pdfkit across the runs ("continued"
 * text), all on Noto Sans's baseline (`baselineOf`). A run whose glyphs are in drawing order, or
 * a segment with words of its own, is a Span with ActualText. pdfkit measures the whole
 * paragraph with the first run's OpenType features, so a paragraph with a run that needs
 * `SAFE_FEATURES` uses them throughout.
 */
export function writeText(
  doc: Doc,
  segments: readonly Segment[],
  at: { x: number; y: number },
  style: TextStyle & { width: number },
): void {
  const placed = placedRuns(segments);
  const size = style.size ?? 9.5;
  const align = style.align ?? "left";
  doc.fillColor(style.colour ?? COLOURS.ink);
  if (placed.length === 0) {
    doc.font(baseFont(false)).fontSize(size).text("", at.x, at.y, { width: style.width, align });
    return;
  }
  const safe = placed.some(({ run }) => run.features);
  placed.forEach(({ run, segment, first, last }, index) => {
    const options = {
      width: style.width,
      // pdfkit centres each piece of continued text on its own: text of more than one run
      // (a name in two scripts) is left-aligned rather than drawn over itself.
      align: placed.length > 1 ? "left" : align,
      baseline: -baselineOf(size),
      continued: index < placed.length - 1,
      ...(safe && { features: asFeatures(SAFE_FEATURES) }),
    };
    const actual = segment.actual ?? run.actual;
    const opens = segment.actual ? first : run.actual !== undefined;
    const closes = segment.actual ? last : run.actual !== undefined;
    if (opens && actual) doc.markContent("Span", { actual });
    doc.font(run.font).fontSize(size);
    if (index === 0) doc.text(run.text, at.x, at.y, options);
    else doc.text(run.text, options);
    if (closes) doc.endMarkedContent();
  });
}

/**
 * The height `writeText` takes for the segments `width` wide. Text in one font is measured as
 * pdfkit will wrap it; text mixing scripts by the tallest of its fonts measuring all of it (a
 * glyph a font lacks counts as its empty box), which can differ from the drawing by a line's
 * fraction of width, not by lines, for the short mixed names and words a report has.
 */
export function measureText(
  doc: Doc,
  segments: readonly Segment[],
  width: number,
  size: number,
): number {
  const runs = placedRuns(segments).map((p) => p.run);
  const text = printable(segments.map((segment) => segment.text).join(""));
  const fonts = [...new Set(runs.map((run) => run.font))];
  const features = runs.some((run) => run.features) ? asFeatures(SAFE_FEATURES) : undefined;
  const { x, y } = doc;
  let height = 0;
  for (const font of fonts.length > 0 ? fonts : [baseFont(false)]) {
    try {
      doc.font(font).fontSize(size);
      height = Math.max(height, doc.heightOfString(text, { width, ...(features && { features }) }));
    } catch {
      // A font whose shaping throws on another script's part of the text: measured by the others.
      doc.x = x;
      doc.y = y;
    }
  }
  return height;
}

/** A line or paragraph of text across the content width, tagged (P by default). */
export function paragraph(
  doc: Doc,
  parent: Struct,
  text: string,
  style: TextStyle = {},
  type = "P",
): void {
  const segments = [{ text, bold: style.bold ?? false }];
  ensureSpace(doc, measureText(doc, segments, contentWidth(doc), style.size ?? 9.5));
  tagged(doc, parent, type, () => {
    writeText(doc, segments, { x: MARGIN, y: doc.y }, { ...style, width: contentWidth(doc) });
  });
}

/** One piece of a table cell: its text and how it looks (a value, then a small note under it). */
export interface CellLine extends TextStyle {
  text: string;
  /**
   * A mark after the text ("†") and what a screen reader says for it instead of its glyph's
   * name: a Span marked-content sequence with ActualText.
   */
  mark?: { text: string; actual: string };
}

/** A cell line as segments: its text, then its mark with the words a screen reader says. */
const segmentsOf = (line: CellLine): Segment[] => [
  { text: line.mark ? `${line.text} ` : line.text, bold: line.bold ?? false },
  ...(line.mark ? [{ text: line.mark.text, actual: line.mark.actual }] : []),
];

/** The height of a cell's lines in a column `width` wide (padding not included). */
export function cellHeight(doc: Doc, lines: readonly CellLine[], width: number): number {
  let height = 0;
  for (const line of lines) height += measureText(doc, segmentsOf(line), width, line.size ?? 9);
  return height;
}

/** Draws a cell's lines from (x, y), one under the other (inside its TD/TH closure). */
export function drawCell(
  doc: Doc,
  lines: readonly CellLine[],
  x: number,
  y: number,
  width: number,
) {
  let top = y;
  for (const line of lines) {
    writeText(doc, segmentsOf(line), { x, y: top }, { ...line, size: line.size ?? 9, width });
    top = doc.y;
  }
}
