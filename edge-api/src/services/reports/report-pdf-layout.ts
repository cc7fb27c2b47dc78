/**
 * Drawing and tagging helpers of the report PDF (report-pdf.ts). The PDF is tagged: every piece
 * of text is drawn inside a structure element (H1, H2, P, Table, TR, TH, TD) through pdfkit's
 * structure API, and everything that carries no meaning (rules, shading, the running footer, a
 * table header repeated on a new page) is an Artifact, so a screen reader reads the report once,
 * in order, and skips the decoration.
 *
 * pdfkit runs a structure element's drawing closure when the element is attached to the tree, so
 * callers add an element to its (attached) parent before giving it content.
 *
 * What pdfkit 0.20 cannot do here, so the PDF is tagged but does not claim PDF/UA (its
 * `subset: "PDF/UA"` only writes the claim into the metadata):
 * - embed the built-in Helvetica (PDF/UA needs every font embedded; that takes a bundled TTF);
 * - give our own tables' cells IDs and /Headers (only its `doc.table()` writes them, and that
 *   cannot repeat a header row on a new page as an artifact); header cells carry /Scope instead,
 *   through a struct option its code reads but its type declarations omit;
 * - tie the bookmarks (outline) to the structure elements they lead to.
 */
export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

export const MARGIN = 50;
/** Room under the content for the running footer (drawn below the bottom margin). */
export const FOOTER_SPACE = 28;
export const COLOURS = {
  ink: "#111111",
  muted: "#444444",
  brand: "#0f4c81",
  rule: "#999999",
  faint: "#dddddd",
  shade: "#e8eef5",
  low: "#1d4ed8",
  high: "#b91c1c",
  critical: "#7f1d1d",
  status: "#92400e",
} as const;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** A new page when `height` more points would not fit above the footer; true if it turned. */
export function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.maxY()) return false;
  doc.addPage();
  return true;
}

/**
 * pdfkit's structure options, with the Scope of a table header cell that its code reads
 * (PDFStructureElement sets /A << /O /Table /Scope … >>) but its type declarations omit.
 */
type StructOptions = PDFKit.Mixins.StructureElementOptions & {
  scope?: "Row" | "Column" | "Both";
};

/** A structure element added under `parent`; the caller adds its children, then ends it. */
export function element(doc: Doc, parent: Struct, type: string, options?: StructOptions): Struct {
  const child = doc.struct(type, options ?? {});
  parent.add(child);
  return child;
}

/** What `draw` puts on the page, tagged as `type` (P, H1, TD…) under `parent`. */
export function tagged(
  doc: Doc,
  parent: Struct,
  type: string,
  draw: () => void,
  options?: StructOptions,
): void {
  const child = element(doc, parent, type, options);
  child.add(draw);
  child.end();
}

/** Drawing that means nothing to a reader (Layout) or repeats on every page (Pagination). */
export function artifact(doc: Doc, draw: () => void, type: "Layout" | "Pagination" = "Layout") {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/** A horizontal rule across the content, with some space around it. */
export function rule(doc: Doc, colour: string = COLOURS.rule, width = 0.7) {
  doc.moveDown(0.4);
  const y = doc.y;
  artifact(doc, () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(doc.page.width - MARGIN, y)
      .lineWidth(width)
      .strokeColor(colour)
      .stroke();
  });
  doc.moveDown(0.6);
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  colour?: string;
  align?: "left" | "center";
}

const fontOf = (style: TextStyle) => (style.bold ? "Helvetica-Bold" : "Helvetica");

/** A line or paragraph of text across the content width, tagged (P by default). */
export function paragraph(
  doc: Doc,
  parent: Struct,
  text: string,
  style: TextStyle = {},
  type = "P",
): void {
  doc.font(fontOf(style)).fontSize(style.size ?? 9.5);
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }));
  tagged(doc, parent, type, () => {
    doc
      .font(fontOf(style))
      .fontSize(style.size ?? 9.5)
      .fillColor(style.colour ?? COLOURS.ink)
      .text(text, MARGIN, doc.y, { width: contentWidth(doc), align: style.align ?? "left" });
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

const fullText = (line: CellLine) => (line.mark ? `${line.text} ${line.mark.text}` : line.text);

/** The height of a cell's lines in a column `width` wide (padding not included). */
export function cellHeight(doc: Doc, lines: readonly CellLine[], width: number): number {
  let height = 0;
  for (const line of lines) {
    doc.font(fontOf(line)).fontSize(line.size ?? 9);
    height += doc.heightOfString(fullText(line), { width });
  }
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
    doc
      .font(fontOf(line))
      .fontSize(line.size ?? 9)
      .fillColor(line.colour ?? COLOURS.ink);
    if (line.mark) {
      doc.text(`${line.text} `, x, top, { width, continued: true });
      doc.markContent("Span", { actual: line.mark.actual });
      doc.text(line.mark.text);
      doc.endMarkedContent();
    } else {
      doc.text(line.text, x, top, { width });
    }
    top = doc.y;
  }
}
