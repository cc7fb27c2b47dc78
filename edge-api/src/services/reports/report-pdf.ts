/**
 * The lab report PDF, rendered on request from a `lab_reports` row (never stored). A4 with the
 * brand header, the patient block (mobile masked), report id, collected/reported times in
 * Asia/Kolkata, then per test a table of parameter / result / unit / reference range / flag; a
 * value outside its range is printed in bold with its flag (Low or High) in bold colour. Every
 * page has a footer "Page n of N"; the content ends with "End of report".
 * Only pdfkit's built-in Helvetica is used (WinAnsi text: the units' µ, ³, ⁶ are mapped below).
 */

import { brand } from "@vyom/catalog/brand";
import { indiaDate } from "@vyom/catalog/contract";
import PDFDocument from "pdfkit";
import { flagOf, type LabReport, maskedMobile } from "./lab-reports.ts";

const MARGIN = 50;
const FOOTER_SPACE = 40;
const COLUMNS = [
  { title: "Parameter", x: MARGIN, width: 165 },
  { title: "Result", x: 215, width: 70 },
  { title: "Unit", x: 285, width: 75 },
  { title: "Reference range", x: 360, width: 100 },
  { title: "Flag", x: 460, width: 85 },
] as const;
const FLAG_COLOURS = { Low: "#1d4ed8", High: "#b91c1c" } as const;

const istFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

export const istDateTime = (date: Date) => `${istFormat.format(date)} IST`;

/** Superscript six is not in WinAnsi (Helvetica's encoding); µ and ³ are. */
const pdfText = (text: string) => text.replaceAll("⁶", "^6");

const formatNumber = (n: number) => String(n);
/** "4 - 5.6", "< 200" (a lower bound of 0 or none), "> 40", or the lab's own words. */
const range = (p: { low?: number; high?: number; rangeText?: string }) => {
  const { low, high } = p;
  if (high !== undefined && (low === undefined || low === 0)) return `< ${formatNumber(high)}`;
  if (low !== undefined && high === undefined) return `> ${formatNumber(low)}`;
  if (low !== undefined && high !== undefined)
    return `${formatNumber(low)} - ${formatNumber(high)}`;
  return p.rangeText ?? "";
};

const genderLabel = { female: "Female", male: "Male", other: "Other" } as const;

export function reportFileName(report: Pick<LabReport, "id" | "reportedAt">): string {
  const day = indiaDate(report.reportedAt);
  return `${brand.slug}-report-${day}-${report.id.slice(0, 8)}.pdf`;
}

export function renderReportPdf(report: LabReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${brand.name} lab report`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc);
  patientBlock(doc, report);
  for (const test of report.tests) testTable(doc, test);
  ensureSpace(doc, 40);
  doc.moveDown(1);
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor("#000")
    .text("*** End of report ***", MARGIN, doc.y, { width: contentWidth(doc), align: "center" });
  footers(doc);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const pageBottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= pageBottom(doc)) return false;
  doc.addPage();
  return true;
}

function header(doc: Doc) {
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#0f4c81").text(brand.name, MARGIN, MARGIN);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333")
    .text(`Phone ${brand.phone.display}  |  ${brand.email}`);
  doc.moveDown(0.3);
  doc.font("Helvetica-Bold").fontSize(12).fillColor("#000").text("Laboratory Report");
  rule(doc);
}

function rule(doc: Doc) {
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.7)
    .strokeColor("#999")
    .stroke();
  doc.moveDown(0.6);
}

function patientBlock(doc: Doc, report: LabReport) {
  const rows: [string, string, string, string][] = [
    ["Patient", report.patientName, "Report ID", report.id],
    [
      "Age / Gender",
      `${report.patientAge} years / ${genderLabel[report.patientGender]}`,
      "Collected",
      istDateTime(report.collectedAt),
    ],
    ["Mobile", maskedMobile(report.mobileNumber), "Reported", istDateTime(report.reportedAt)],
  ];
  if (report.corporateId && report.employeeId) {
    rows.push(["Corporate ID", report.corporateId, "Employee ID", report.employeeId]);
  }
  doc.fontSize(9.5);
  for (const [label1, value1, label2, value2] of rows) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fillColor("#000").text(label1, MARGIN, y, { width: 80 });
    doc.font("Helvetica").text(value1, MARGIN + 80, y, { width: 170 });
    doc.font("Helvetica-Bold").text(label2, 305, y, { width: 60 });
    // 9 pt: a report id (a uuid) fits its column on one line.
    doc.font("Helvetica").fontSize(9).text(value2, 365, y, { width: 180 }).fontSize(9.5);
    doc.y = y + 15;
  }
  rule(doc);
}

function tableHeader(doc: Doc) {
  const y = doc.y;
  doc.rect(MARGIN, y - 3, contentWidth(doc), 16).fill("#e8eef5");
  doc.font("Helvetica-Bold").fontSize(9).fillColor("#000");
  for (const column of COLUMNS)
    doc.text(column.title, column.x + 3, y, { width: column.width - 6 });
  doc.y = y + 17;
}

function testTable(doc: Doc, test: LabReport["tests"][number]) {
  ensureSpace(doc, 70);
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(11).fillColor("#0f4c81").text(test.testName, MARGIN, doc.y);
  doc.moveDown(0.3);
  tableHeader(doc);
  for (const parameter of test.parameters) {
    const flag = flagOf(parameter);
    const name = pdfText(parameter.name);
    doc.font("Helvetica").fontSize(9);
    const height = Math.max(14, doc.heightOfString(name, { width: COLUMNS[0].width - 6 }) + 4);
    if (ensureSpace(doc, height)) tableHeader(doc);
    const y = doc.y;
    const cell = (index: number, text: string, bold: boolean, colour = "#000") => {
      const column = COLUMNS[index];
      if (!column) return;
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fillColor(colour)
        .text(text, column.x + 3, y, { width: column.width - 6 });
    };
    cell(0, name, false);
    cell(1, formatNumber(parameter.value), flag !== undefined);
    cell(2, pdfText(parameter.unit), false);
    cell(3, pdfText(range(parameter)), false);
    if (flag) cell(4, flag, true, FLAG_COLOURS[flag]);
    doc.y = y + height;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(doc.page.width - MARGIN, doc.y - 2)
      .lineWidth(0.3)
      .strokeColor("#ddd")
      .stroke();
  }
}

function footers(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would start a new page: lift the margin while writing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#555")
      .text(`${brand.name} | Page ${i - start + 1} of ${count}`, MARGIN, y, {
        width: contentWidth(doc),
        align: "center",
      });
    doc.page.margins.bottom = bottom;
  }
}
