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
 * Text is drawn through report-pdf-text.ts, in the embedded Noto fonts (report-pdf-fonts.ts).
 *
 * What pdfkit 0.20 cannot do here, so the PDF is tagged but does not claim PDF/UA (its
 * `subset: "PDF/UA"` only writes the claim into the metadata):
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
