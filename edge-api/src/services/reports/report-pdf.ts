/**
 * The lab report PDF, rendered on request from a `lab_reports` row (never stored), for a patient
 * to understand, a doctor to trust and a screen reader to read:
 * - the lab that made it (name, address, NABL certificate when it has one), the readable report
 *   number (VYR-000042) and, when the report is not final, its status in words;
 * - the patient and the sample (times in Asia/Kolkata);
 * - per test a table of parameter / result / unit / reference range / flag, then what a flagged
 *   value may mean (report-pdf-table.ts), and once per report the advice to talk to a doctor;
 * - who signed it, and on every page the report number and "Page x of y".
 * It is a tagged PDF (report-pdf-layout.ts) in the reader's language (report-pdf-words.ts; en-IN
 * by default) whose title names the report and patient,
 * in embedded Noto fonts that print any name in Latin, Tamil, Telugu, Kannada or Devanagari and
 * the units' µ, ³ and × as the lab wrote them (report-pdf-fonts.ts).
 */
import { brand } from "@vyom/catalog/brand";
import type { MessageLanguage } from "@vyom/catalog/contract";
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
import { type PdfWords, pdfWordsOf } from "./report-pdf-words.ts";
import { genderWords, printedLabOf, STATUS_WORDS, signatureLines } from "./report-words.ts";

/** "vyom-report-VYR-000042.pdf": the number the patient quotes, not the row's id. */
export function reportFileName(report: Pick<LabReport, "number">): string {
  return `${brand.slug}-report-${reportNumber(report.number)}.pdf`;
}

/**
 * `bookingReference`: the booking's or order's reference the patient was told
 * (services/references/subject-references.ts `referenceOfReport`), printed when there is one.
 */
export function renderReportPdf(
  report: LabReport,
  bookingReference?: string,
  language: MessageLanguage = "en",
): Promise<Buffer> {
  const words = pdfWordsOf(language);
  const number = reportNumber(report.number);
  const lab = printedLabOf(report);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    // Structure trees, /Lang and DisplayDocTitle are PDF 1.4+; pdfkit writes 1.3 by default.
    pdfVersion: "1.7",
    tagged: true,
    lang: words.lang,
    displayTitle: true,
    info: {
      Title: `${words.t("Lab report {0}", number)} — ${printable(report.patientName)}`,
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
  header(doc, root, report, number, lab, words);
  patientBlock(doc, root, report, bookingReference, words);
  const nablScope = lab.nablCertificate !== undefined;
  const marks = report.tests.map((test) => testSection(doc, root, test, nablScope, words));
  closing(doc, root, report, words, {
    flagged: marks.some((m) => m.flagged),
    outsideScope: marks.some((m) => m.outsideScope),
  });
  root.end();
  footers(doc, number, report.patientName, words);
  doc.end();
  return done;
}

function header(
  doc: Doc,
  root: Struct,
  report: LabReport,
  number: string,
  lab: Lab,
  words: PdfWords,
) {
  const small = { size: 9, colour: COLOURS.muted };
  paragraph(doc, root, lab.name, { bold: true, size: 16, colour: COLOURS.brand });
  if (lab.address) paragraph(doc, root, lab.address, small);
  // Only a lab with a certificate says NABL at all (labs.ts); which values it covers is per value.
  if (lab.nablCertificate) {
    paragraph(doc, root, words.t("NABL accredited (certificate {0})", lab.nablCertificate), small);
  }
  const phone = `${words.t("Phone")} ${brand.phone.display}`;
  paragraph(doc, root, `${brand.name}  |  ${phone}  |  ${brand.email}`, small);
  rule(doc);
  paragraph(doc, root, words.t("Lab report {0}", number), { bold: true, size: 13 }, "H1");
  const status = STATUS_WORDS[report.lisStatus];
  if (status) {
    doc.moveDown(0.2);
    paragraph(doc, root, words.maybe(status), { bold: true, size: 10.5, colour: COLOURS.status });
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
  words: PdfWords,
) {
  const { t } = words;
  const age = t("{0} years", String(report.patientAge));
  const birth = report.patientBirthDate && words.birthDate(report.patientBirthDate);
  const patient: Pair[] = [
    ...present(t("Patient"), report.patientName),
    [t("Age / Gender"), `${age} / ${t(genderWords[report.patientGender])}`],
    ...present(t("Date of birth"), birth),
    [t("Mobile"), maskedMobile(report.mobileNumber)],
    ...present(t("Booking reference"), bookingReference),
    ...present(t("Corporate ID"), report.corporateId),
    ...present(t("Employee ID"), report.employeeId),
  ];
  const sample: Pair[] = [
    ...present(t("Sample ID"), report.sampleId),
    ...present(t("Sample type"), report.sampleType),
    [t("Collected"), words.dateTime(report.collectedAt)],
    [t("Reported"), words.dateTime(report.reportedAt)],
    ...(report.version > 1 ? [[t("Version"), String(report.version)] as const] : []),
  ];
  const heading = { bold: true, size: 10.5, colour: COLOURS.brand };
  paragraph(doc, root, t("Patient and sample"), heading, "H2");
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
  words: PdfWords,
  marks: { flagged: boolean; outsideScope: boolean },
) {
  doc.moveDown(0.6);
  // Once per report, after every note, rather than after each value.
  if (marks.flagged) {
    paragraph(doc, root, words.t("Please talk to your doctor about these results."), {
      bold: true,
      size: 10,
    });
    doc.moveDown(0.4);
  }
  if (marks.outsideScope) {
    const outside = words.t("Not in the lab's NABL scope of accreditation");
    paragraph(doc, root, `${OUTSIDE_SCOPE_MARK} ${outside}`, {
      size: 8,
      colour: COLOURS.muted,
    });
  }
  ensureSpace(doc, 60);
  rule(doc);
  const [first, ...rest] = signatureLines(report, words);
  if (first) paragraph(doc, root, first, { bold: true, size: 10 });
  for (const line of rest) paragraph(doc, root, line, { size: 9, colour: COLOURS.muted });
  doc.moveDown(1);
  paragraph(doc, root, words.t("*** End of report ***"), { bold: true, size: 10, align: "center" });
}

/**
 * On every page, below the content: who and which report, and "Page x of y" (known only once
 * every page exists, hence buffered pages). A Pagination artifact: it repeats what the report
 * already says, so a screen reader does not read it on every page.
 */
function footers(doc: Doc, number: string, patient: string, words: PdfWords) {
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
        const page = words.t("Page {0} of {1}", String(i + 1), String(count));
        const text = `${patient}  |  ${words.t("Lab report {0}", number)}  |  ${page}`;
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
