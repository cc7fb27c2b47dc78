/**
 * The report PDF from rows built here (no database): what a patient and a doctor read in it, read
 * back with pdfjs-dist as a viewer would, and that it is a tagged PDF a screen reader can follow.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import type { LabReportTest } from "../../db/schema.ts";
import { pdfText } from "../../routes/reports/pdf-text.test-support.ts";
import { masterParameterOf } from "../lab-results/test-master.ts";
import type { LabReport } from "./lab-reports.ts";
import { actualTexts } from "./pdf-actual-text.test-support.ts";
import { meenasReport } from "./report-pdf.test-support.ts";
import { renderReportPdf, reportFileName } from "./report-pdf.ts";

const cbc: LabReportTest = {
  corpId: "10001",
  testName: "CBC",
  parameters: [
    // Critical: below the test master's limit of 7 g/dL.
    {
      name: "Haemoglobin",
      value: 6.4,
      unit: "g/dL",
      low: 12,
      high: 15.5,
      labCode: "HB",
      loinc: "718-7",
      critical: "low",
      accredited: true,
    },
    {
      name: "Total WBC count",
      value: 11.9,
      unit: "10³/µL",
      low: 4,
      high: 11,
      labCode: "TLC",
      loinc: "6690-2",
      accredited: true,
    },
    {
      name: "Platelet count",
      value: 240,
      unit: "10³/µL",
      low: 150,
      high: 410,
      labCode: "PLT",
      loinc: "777-3",
      sent: { value: 2.4, unit: "lakhs/cumm" },
      accredited: true,
    },
  ],
};
const vitaminD: LabReportTest = {
  corpId: "10020",
  testName: "Vitamin D",
  parameters: [
    {
      name: "25-OH vitamin D",
      value: 14,
      unit: "ng/mL",
      low: 30,
      high: 100,
      labCode: "VITD",
      loinc: "1989-3",
      accredited: false,
    },
  ],
};
const other: LabReportTest = {
  corpId: "",
  testName: "Other results",
  parameters: [{ name: "Zinc", value: 52, unit: "ug/dL", rangeText: "60-120", unmapped: "code" }],
};

/** Words for results: a colour, a flagged serology result, a culture note over two lines. */
const urine: LabReportTest = {
  corpId: "10541",
  testName: "Urine Routine",
  parameters: [
    {
      name: "Urine colour",
      value: "Pale yellow",
      unit: "",
      rangeText: "Pale yellow",
      labCode: "UCOL",
      loinc: "5778-6",
      accredited: true,
    },
    { name: "Urine specific gravity", value: 1.015, unit: "", low: 1.005, high: 1.03 },
    {
      name: "HBsAg",
      value: "Reactive",
      unit: "",
      rangeText: "Non-reactive",
      interpretation: "POS",
      labCode: "HBSAG",
    },
    { name: "Culture", value: "No growth after\n48 hours", unit: "", unmapped: "code" },
  ],
};

const report: LabReport = {
  ...meenasReport,
  bookingId: "1a2b3c4d-0000-4000-9000-000000000042",
  tests: [cbc, vitaminD, other],
  critical: true,
  criticalCalledAt: meenasReport.signedAt,
  criticalCalledBy: "desk",
};

const textOf = async (row: LabReport) =>
  pdfText(new Uint8Array(await renderReportPdf(row, "VY-7KQ4-M9RX")));
const noteOf = (labCode: string, side: "low" | "high") => {
  const master = masterParameterOf({ labCode });
  return (master?.kind !== "text" && master?.notes[side]) || "(no note)";
};

describe("the report PDF", () => {
  it("shows the lab, the report number, the patient and the sample", async () => {
    const text = await textOf(report);
    expect(text).toContain("Vyom Diagnostics Central Laboratory");
    expect(text).toContain("24, Lattice Bridge Road, Adyar, Chennai 600020");
    expect(text).toContain("NABL accredited (certificate MC-4127)");
    expect(text).toContain("Lab report VYR-000042");
    expect(text).toContain("Meena Krishnan");
    expect(text).toContain("41 years / Female");
    expect(text).toContain("Date of birth 14 Jun 1985");
    expect(text).toContain("******3210");
    expect(text).toContain("Booking reference VY-7KQ4-M9RX");
    expect(text).toContain("Sample ID SMP-20261202-0042");
    expect(text).toContain("Sample type Whole blood (EDTA)");
    expect(text).toContain("Collected 2 Dec 2026, 09:00 IST");
    expect(text).toContain("Reported 2 Dec 2026, 14:45 IST");
    // No row id, and no full mobile number, anywhere a patient looks.
    expect(text).not.toContain(report.id);
    expect(text).not.toContain(report.mobileNumber);
    // Final: no status line.
    expect(text).not.toMatch(/Partial|Preliminary|Corrected|Amended/);
  });

  it("shows each value with its unit, range and flag in words, and what flagged ones may mean", async () => {
    const text = await textOf(report);
    expect(text).toMatch(/Haemoglobin\s+6\.4\s+g\/dL\s+12 - 15\.5\s+Critical low/);
    expect(text).toMatch(/Total WBC count\s+11\.9\s+10³\/[µμ]L\s+4 - 11\s+High/);
    expect(text).toMatch(
      /Platelet count\s+240\s+\(sent as 2\.4 lakhs\/cumm\)\s+10³\/[µμ]L\s+150 - 410/,
    );
    expect(text).toMatch(/25-OH vitamin D †\s+14\s+ng\/mL\s+30 - 100\s+Low/);
    expect(text).toMatch(/Zinc\s+52\s+Shown as the lab sent it\s+ug\/dL\s+60-120/);
    expect(text).toContain("What this may mean");
    expect(text).toContain(`Haemoglobin, Critical low: ${noteOf("HB", "low")}`);
    expect(text).toContain(`Total WBC count, High: ${noteOf("TLC", "high")}`);
    expect(text).toContain(`25-OH vitamin D, Low: ${noteOf("VITD", "low")}`);
    // A value within its range has no note.
    expect(text).not.toContain(noteOf("PLT", "low"));
    expect(text.split("Please talk to your doctor about these results.")).toHaveLength(2);
  });

  it("prints words in the Result column, flagged only by the lab, with the lab's range text", async () => {
    const text = await textOf({ ...report, tests: [urine] });
    expect(text).toMatch(/Urine colour\s+Pale yellow\s+Pale yellow/);
    expect(text).toMatch(/Urine specific gravity\s+1\.015\s+1\.005 - 1\.03/);
    expect(text).toMatch(/HBsAg\s+Reactive\s+Non-reactive\s+Positive/);
    expect(text).toMatch(/Culture\s+No growth after\s+48 hours\s+Shown as the lab sent it/);
    expect(text).toContain(
      "HBsAg, Positive: The lab flagged this result; your doctor will explain what it means for you.",
    );
    expect(text).not.toMatch(/Urine colour, /);
  });

  it("carries a text too long for one row on in rows of its own, every word printed once", async () => {
    const words = Array.from({ length: 250 }, (_, i) => `w${i}`);
    const long = { name: "Culture", value: words.join(" "), unit: "", unmapped: "code" as const };
    const text = await textOf({ ...report, tests: [{ ...urine, parameters: [long] }] });
    expect(text).toContain("Culture (continued)");
    const printed = text.match(/\bw\d+\b/g) ?? [];
    expect(printed).toEqual(words);
  });

  it("footnotes only values outside the NABL scope, and says nothing of NABL without a certificate", async () => {
    const text = await textOf(report);
    expect(text).toContain("† Not in the lab's NABL scope of accreditation");
    expect(text.match(/†/g)).toHaveLength(2); // the mark on vitamin D, and its footnote

    const accreditedOnly = await textOf({ ...report, tests: [cbc] });
    expect(accreditedOnly).toContain("NABL accredited (certificate MC-4127)");
    expect(accreditedOnly).not.toContain("scope of accreditation");
    expect(accreditedOnly).not.toContain("†");

    const devLab = await textOf({ ...report, labId: "vyom-dev-lab" });
    expect(devLab).toContain("Vyom Diagnostics Development Laboratory");
    expect(devLab).not.toContain("NABL");
    expect(devLab).not.toContain("†");
  });

  it("says who signed it, or that the laboratory released a demo report", async () => {
    const text = await textOf(report);
    expect(text).toContain("Signed by Dr Meena Iyer, Reg. No. TNMC 45678");
    expect(text).toContain("Signed on 2 Dec 2026, 13:40 IST");

    const demo = await textOf({
      ...report,
      labId: null,
      signedByName: null,
      signedByRegistration: null,
      signedAt: null,
    });
    expect(demo).toContain("Vyom Diagnostics Central Laboratory");
    expect(demo).toContain("Released by the laboratory");
    expect(demo).not.toContain("Signed by");
    expect(demo).not.toContain("Dr ");
  });

  it("says in words when the report is not final", async () => {
    const corrected = await textOf({ ...report, lisStatus: "corrected", version: 2 });
    expect(corrected).toContain("Corrected report: replaces the earlier version");
    expect(corrected).toContain("Version 2");
    const partial = await textOf({ ...report, lisStatus: "partial" });
    expect(partial).toContain("Partial report: more results to come");
  });

  it("numbers every page with the report number, and names the file by it", async () => {
    const long = { ...report, tests: Array.from({ length: 8 }, () => cbc) };
    const text = await textOf(long);
    const footers = [...text.matchAll(/Lab report VYR-000042 \| Page (\d+) of (\d+)/g)];
    expect(footers.length).toBeGreaterThan(1);
    expect(footers.map((m) => [Number(m[1]), Number(m[2])])).toEqual(
      footers.map((_, i) => [i + 1, footers.length]),
    );
    expect(text).toContain("Page 1 of");
    expect(text).toContain("End of report");
    expect(reportFileName(report)).toBe("vyom-report-VYR-000042.pdf");
  });

  it("is a tagged PDF in en-IN with headings, tables and paragraphs", async () => {
    const bytes = await renderReportPdf(report);
    const raw = bytes.toString("latin1");
    expect(raw).toContain("/StructTreeRoot");
    expect(raw).toContain("/MarkInfo");
    expect(raw).toContain("/Lang (en-IN)");
    expect(raw).toContain("/DisplayDocTitle true");

    const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe("Lab report VYR-000042 — Meena Krishnan");
    const roles = new Set<string>();
    const walk = (node: { role?: string; children?: unknown[] }) => {
      if (node.role) roles.add(node.role);
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk(await (await pdf.getPage(1)).getStructTree());
    await pdf.destroy();
    for (const role of ["H1", "H2", "H3", "P", "Table", "TR", "TH", "TD", "Sect"]) {
      expect(roles).toContain(role);
    }
  });
});

/** Results a lab sent in units with µ, ³, ⁶ and ×, and a range written with ≤. */
const symbols: LabReportTest = {
  corpId: "",
  testName: "Other results",
  parameters: [
    { name: "Creatinine", value: 80, unit: "µmol/L", rangeText: "≤ 110", unmapped: "code" },
    { name: "RBC count", value: 4.6, unit: "10⁶/µL", rangeText: "4.2-5.4", unmapped: "code" },
    { name: "WBC count", value: 7.2, unit: "×10³/µL", rangeText: "4-11", unmapped: "code" },
  ],
};

describe("the report PDF in the scripts of India, with the units' symbols", () => {
  it("prints a Tamil name and units with µ, ³, ⁶ and × as text, never as ?", async () => {
    const bytes = await renderReportPdf({ ...report, patientName: "முருகன்", tests: [symbols] });
    const text = await pdfText(new Uint8Array(bytes));
    expect(text).toContain("Patient முருகன் Age / Gender");
    expect(text).toContain("முருகன் | Lab report VYR-000042 | Page 1 of 1");
    // pdf.js reads µ (micro sign) as μ (Greek mu), as Unicode's compatibility rules say.
    expect(text).toMatch(/Creatinine\s+80\s+Shown as the lab sent it\s+[µμ]mol\/L\s+<= 110/);
    expect(text).toMatch(/RBC count\s+4\.6\s+Shown as the lab sent it\s+10⁶\/[µμ]L/);
    expect(text).toMatch(/WBC count\s+7\.2\s+Shown as the lab sent it\s+×10³\/[µμ]L/);
    expect(text).not.toContain("?");

    const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    await pdf.destroy();
    expect(info.Title).toBe("Lab report VYR-000042 — முருகன்");
  });

  it("prints names in Latin with accents, Kannada, Telugu and Devanagari, and one in two scripts", async () => {
    for (const name of ["Zoë Ñandú", "ಕನ್ನಡ", "తెలుగు", "कृष्ण", "Murugan முருகன்"]) {
      const text = await textOf({ ...report, patientName: name, tests: [symbols] });
      // pdf.js may put a space between an Indic syllable's glyphs.
      const loosely = new RegExp(`Patient ${[...name].join("\\s?")} Age / Gender`);
      expect(text, name).toMatch(loosely);
      expect(text, name).not.toContain("?");
    }
  });

  it("carries each Indic word as written in ActualText, and prints a name fontkit cannot position", async () => {
    // "கெ" is drawn as "ெ" then "க": the text as written is the Span's ActualText.
    const bytes = await renderReportPdf({ ...report, patientName: "கெளதம்" });
    expect(actualTexts(bytes)).toContain("கெளதம்");
    expect(await pdfText(new Uint8Array(bytes))).toContain("ளதம்");

    // fontkit 2.0.4 throws positioning Telugu "శ్రీ": printed with mark positioning off.
    const srinivas = await renderReportPdf({ ...report, patientName: "శ్రీనివాస్ Rao" });
    expect(actualTexts(srinivas)).toContain("శ్రీనివాస్ ");
    expect(await pdfText(new Uint8Array(srinivas))).toMatch(/Patient \S*నివాస్ Rao Age/);
  });

  it("embeds subsets of its Noto fonts and uses none of the unembedded standard fonts", async () => {
    const bytes = await renderReportPdf({ ...report, patientName: "முருகன்", tests: [symbols] });
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil-Regular/);
    expect(raw.match(/\/FontFile2/g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    // Noto Sans alone is 630 KB: only the glyphs used are embedded.
    expect(bytes.length).toBeLessThan(150_000);
  });

  it("cuts a long text result in another script only between its letters' clusters", async () => {
    const long = { name: "Culture", value: "மு".repeat(700), unit: "", unmapped: "code" as const };
    const text = await textOf({ ...report, tests: [{ ...urine, parameters: [long] }] });
    expect(text).toContain("Culture (continued)");
    expect(text.match(/மு/g)).toHaveLength(700);
    expect(text).not.toMatch(/ம(?!ு)|(?<!ம)ு/);
  });
});
