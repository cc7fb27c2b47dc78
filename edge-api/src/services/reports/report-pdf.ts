/**
 * The lab report PDF, rendered on request from a `lab_reports` row (never stored), for a patient
 * to understand, a doctor to trust and a screen reader to read:
 * - the lab that made it (name, address, NABL certificate when it has one), the readable report
 *   number (VYR-000042) and, when the report is not final, its status in words;
 * - the patient and the sample (times in Asia/Kolkata);
 * - per test a table of parameter / result / unit / reference range / flag, then what a flagged
 *   value may mean (report-pdf-table.ts), and once per report the advice to talk to a doctor;
 * - who signed it, and on every page the report number and "Page x of y".
 * It is a tagged PDF (report-pdf-layout.ts) in en-IN whose title names the report and patient,
 * in embedded Noto fonts that print any name in Latin, Tamil, Telugu, Kannada or Devanagari and
 * the units' µ, ³ and × as the lab wrote them (report-pdf-fonts.ts).
 */
import { brand } from "@vyom/catalog/brand";
import PDFDocument from "pdfkit";
import { reportNumber } from "../lab-results/report-number.ts";
import type { Lab } from "../lis/labs.ts";
import { type LabReport, maskedMobile } from "./lab-reports.ts";
import { baseFont, printable, registerReportFonts } from "./report-pdf-fonts.ts";
import {
  artifact,
  COLOURS,
  contentWidth,
  type Doc,
  element,
  ensureSpace,
  FOOTER_SPACE,
  MARGIN,
  rule,
  type Struct,
  tagged,
} from "./report-pdf-layout.ts";
import { OUTSIDE_SCOPE_MARK, testSection } from "./report-pdf-table.ts";
import { type CellLine, cellHeight, drawCell, paragraph, writeText } from "./report-pdf-text.ts";
import {
  birthDateWords,
  genderWords,
  istDateTime,
  printedLabOf,
  STATUS_WORDS,
  signatureLines,
} from "./report-words.ts";

/** "vyom-report-VYR-000042.pdf": the number the patient quotes, not the row's id. */
export function reportFileName(report: Pick<LabReport, "number">): string {
  return `${brand.slug}-report-${reportNumber(report.number)}.pdf`;
}

/**
 * `bookingReference`: the booking's or order's reference the patient was told
 * (services/references/subject-references.ts `referenceOfReport`), printed when there is one.
 */
export function renderReportPdf(report: LabReport, bookingReference?: string): Promise<Buffer> {
  const number = reportNumber(report.number);
  const lab = printedLabOf(report);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    // Structure trees, /Lang and DisplayDocTitle are PDF 1.4+; pdfkit writes 1.3 by default.
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: `Lab report ${number} — ${printable(report.patientName)}`,
      Author: lab.name,
      Subject: `Laboratory report ${number}`,
      Creator: brand.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  registerReportFonts(doc);
  // pdfkit's own line height (moveDown) follows the current font: Noto Sans, as the text.
  doc.font(baseFont(false));
  const root = doc.struct("Document");
  doc.addStructure(root);
  header(doc, root, report, number, lab);
  patientBlock(doc, root, report, bookingReference);
  const nablScope = lab.nablCertificate !== undefined;
  const marks = report.tests.map((test) => testSection(doc, root, test, nablScope));
  closing(doc, root, report, {
    flagged: marks.some((m) => m.flagged),
    outsideScope: marks.some((m) => m.outsideScope),
  });
  root.end();
  footers(doc, number, report.patientName);
  doc.end();
  return done;
}

function header(doc: Doc, root: Struct, report: LabReport, number: string, lab: Lab) {
  const small = { size: 9, colour: COLOURS.muted };
  paragraph(doc, root, lab.name, { bold: true, size: 16, colour: COLOURS.brand });
  if (lab.address) paragraph(doc, root, lab.address, small);
  // Only a lab with a certificate says NABL at all (labs.ts); which values it covers is per value.
  if (lab.nablCertificate) {
    paragraph(doc, root, `NABL accredited (certificate ${lab.nablCertificate})`, small);
  }
  paragraph(doc, root, `${brand.name}  |  Phone ${brand.phone.display}  |  ${brand.email}`, small);
  rule(doc);
  paragraph(doc, root, `Lab report ${number}`, { bold: true, size: 13 }, "H1");
  const status = STATUS_WORDS[report.lisStatus];
  if (status) {
    doc.moveDown(0.2);
    paragraph(doc, root, status, { bold: true, size: 10.5, colour: COLOURS.status });
  }
  doc.moveDown(0.4);
}

/** Label and value columns: the patient's pairs on the left, the sample's on the right. */
const SIDES = {
  patient: { label: { x: MARGIN, width: 95 }, value: { x: MARGIN + 95, width: 155 } },
  sample: { label: { x: 305, width: 75 }, value: { x: 380, width: 165 } },
} as const;
type Pair = readonly [label: string, value: string];
type Side = (typeof SIDES)[keyof typeof SIDES];

const present = (label: string, value: string | null | undefined): Pair[] =>
  value ? [[label, value]] : [];

/**
 * Label / value pairs as a table from `top` down, its label cells heading their rows (Scope
 * Row: "Collected: 2 Dec 2026, 09:00 IST"); where it ends.
 */
function pairsTable(doc: Doc, root: Struct, pairs: readonly Pair[], side: Side, top: number) {
  const table = element(doc, root, "Table");
  let y = top;
  for (const [label, value] of pairs) {
    const head: CellLine[] = [{ text: label, bold: true }];
    const text: CellLine[] = [{ text: value }];
    const height =
      Math.max(
        cellHeight(doc, head, side.label.width - 4),
        cellHeight(doc, text, side.value.width - 4),
      ) + 4;
    const at = y;
    const row = element(doc, table, "TR");
    const cell = (lines: CellLine[], column: { x: number; width: number }) => () =>
      drawCell(doc, lines, column.x, at, column.width - 4);
    tagged(doc, row, "TH", cell(head, side.label), { scope: "Row" });
    tagged(doc, row, "TD", cell(text, side.value));
    row.end();
    y += height;
  }
  table.end();
  return y;
}

/**
 * Who and which sample, side by side: two tables, so a screen reader reads the patient's details
 * together and then the sample's, rather than row by row across both.
 */
function patientBlock(
  doc: Doc,
  root: Struct,
  report: LabReport,
  bookingReference: string | undefined,
) {
  const patient: Pair[] = [
    ...present("Patient", report.patientName),
    ["Age / Gender", `${report.patientAge} years / ${genderWords[report.patientGender]}`],
    ...present("Date of birth", report.patientBirthDate && birthDateWords(report.patientBirthDate)),
    ["Mobile", maskedMobile(report.mobileNumber)],
    ...present("Booking reference", bookingReference),
    ...present("Corporate ID", report.corporateId),
    ...present("Employee ID", report.employeeId),
  ];
  const sample: Pair[] = [
    ...present("Sample ID", report.sampleId),
    ...present("Sample type", report.sampleType),
    ["Collected", istDateTime(report.collectedAt)],
    ["Reported", istDateTime(report.reportedAt)],
    ...(report.version > 1 ? [["Version", String(report.version)] as const] : []),
  ];
  const heading = { bold: true, size: 10.5, colour: COLOURS.brand };
  paragraph(doc, root, "Patient and sample", heading, "H2");
  doc.moveDown(0.3);
  // At the top of the first page: the block never needs a page break.
  const top = doc.y;
  const left = pairsTable(doc, root, patient, SIDES.patient, top);
  const right = pairsTable(doc, root, sample, SIDES.sample, top);
  doc.y = Math.max(left, right);
  rule(doc);
}

function closing(
  doc: Doc,
  root: Struct,
  report: LabReport,
  marks: { flagged: boolean; outsideScope: boolean },
) {
  doc.moveDown(0.6);
  // Once per report, after every note, rather than after each value.
  if (marks.flagged) {
    paragraph(doc, root, "Please talk to your doctor about these results.", {
      bold: true,
      size: 10,
    });
    doc.moveDown(0.4);
  }
  if (marks.outsideScope) {
    paragraph(doc, root, `${OUTSIDE_SCOPE_MARK} Not in the lab's NABL scope of accreditation`, {
      size: 8,
      colour: COLOURS.muted,
    });
  }
  ensureSpace(doc, 60);
  rule(doc);
  const [first, ...rest] = signatureLines(report);
  if (first) paragraph(doc, root, first, { bold: true, size: 10 });
  for (const line of rest) paragraph(doc, root, line, { size: 9, colour: COLOURS.muted });
  doc.moveDown(1);
  paragraph(doc, root, "*** End of report ***", { bold: true, size: 10, align: "center" });
}

/**
 * On every page, below the content: who and which report, and "Page x of y" (known only once
 * every page exists, hence buffered pages). A Pagination artifact: it repeats what the report
 * already says, so a screen reader does not read it on every page.
 */
function footers(doc: Doc, number: string, patient: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    // Text below the bottom margin would start a new page: lift the margin while writing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    artifact(
      doc,
      () => {
        const text = `${patient}  |  Lab report ${number}  |  Page ${i + 1} of ${count}`;
        writeText(
          doc,
          [{ text }],
          { x: MARGIN, y },
          { size: 8, colour: COLOURS.muted, width: contentWidth(doc), align: "center" },
        );
      },
      "Pagination",
    );
    doc.page.margins.bottom = bottom;
  }
}
