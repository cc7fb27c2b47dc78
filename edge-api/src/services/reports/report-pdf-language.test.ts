/**
 * The report PDF in the reader's language: its words (headings, labels, flags, status, the notes
 * said when the test master has none, the dates) translated; what the lab wrote (test and
 * parameter names, values, units, ranges) and every digit as they were. Indic words are compared
 * in their ActualText where pdf.js extracts a syllable out of order (pdf-actual-text.test-support.ts).
 */
import { catalogueTranslations } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../routes/reports/pdf-text.test-support.ts";
import type { LabReport } from "./lab-reports.ts";
import { actualTexts } from "./pdf-actual-text.test-support.ts";
import { meenasReport } from "./report-pdf.test-support.ts";
import { renderReportPdf } from "./report-pdf.ts";
import { pdfEnglish, pdfTranslations } from "./report-pdf-translations.ts";
import { pdfWordsOf } from "./report-pdf-words.ts";

const report: LabReport = {
  ...meenasReport,
  tests: [
    {
      corpId: "10001",
      testName: "CBC",
      parameters: [
        { name: "Total WBC count", value: 11.9, unit: "10³/µL", low: 4, high: 11, labCode: "TLC" },
        { name: "Zinc", value: 52, unit: "ug/dL", rangeText: "60-120", unmapped: "code" },
      ],
    },
  ],
  lisStatus: "preliminary",
};

/** Digits of the Indic scripts: a report prints Latin digits only. */
const INDIC_DIGITS = /[\u0966-\u096F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF]/;

describe("the report PDF in Tamil", () => {
  it("carries the Tamil heading, flag and labels, the lab's own words and Latin digits", async () => {
    const bytes = await renderReportPdf(report, "VY-7KQ4-M9RX", "ta");
    const text = await pdfText(new Uint8Array(bytes));
    const actual = actualTexts(bytes).join("|");
    // The heading and the status, as written (pdf.js splits "போ" of ரிப்போர்ட்).
    expect(actual).toContain("ஆய்வக ரிப்போர்ட்");
    expect(text).toContain("VYR-000042");
    expect(actual).toContain("முதற்கட்ட ரிப்போர்ட்: இறுதி ரிப்போர்ட் மாறுபடலாம்");
    // The flag in words, "High", extracts as written; the value, unit and range as the lab's.
    expect(text).toMatch(/Total WBC count\s+11\.9\s+10³\/[µμ]L\s+4 - 11\s+அதிகம்/);
    expect(text).toContain("Zinc");
    expect(text).toContain("Meena Krishnan");
    expect(text).toContain("VY-7KQ4-M9RX");
    // Dates: the month in Tamil, the digits Latin, the clock as in English.
    expect(text).toMatch(/2 \S+ 2026, 09:00 IST/);
    expect(text).toContain("Dr Meena Iyer");
    expect(text).toContain("TNMC 45678");
    expect(text).not.toMatch(INDIC_DIGITS);
    expect(text).not.toMatch(/Lab report|Patient and sample|Reference range|What this may mean/);
    expect(text).not.toContain("?");
    expect(bytes.toString("latin1")).toContain("/Lang (ta-IN)");
  });

  it("names a test the catalogue translates in Tamil with its English name beside it", async () => {
    const bytes = await renderReportPdf(report, undefined, "ta");
    const tamilName = catalogueTranslations.ta.tests["10001"].name;
    expect(actualTexts(bytes).join("|")).toContain(tamilName);
    // The runs of two scripts extract with a space between them: "(", then "CBC)".
    expect(await pdfText(new Uint8Array(bytes))).toMatch(/\(\s*CBC\)/);
    expect(pdfWordsOf("ta").testName("10001", "CBC")).toBe(`${tamilName} (CBC)`);
    // A test the catalogue does not translate, and English, keep the lab's name alone.
    expect(pdfWordsOf("ta").testName("10541", "Urine Routine")).toBe("Urine Routine");
    expect(pdfWordsOf("en").testName("10001", "CBC")).toBe("CBC");
    expect(pdfWordsOf("hi").testName("10001", "CBC")).toBe(
      `${catalogueTranslations.hi.tests["10001"].name} (CBC)`,
    );
  });

  it("says each language's words, and English word for word by default", async () => {
    for (const language of ["kn", "te", "hi"] as const) {
      const bytes = await renderReportPdf(report, undefined, language);
      const actual = actualTexts(bytes).join("|");
      expect(actual, language).toContain(pdfTranslations[language]["Patient and sample"]);
      expect(await pdfText(new Uint8Array(bytes))).not.toMatch(INDIC_DIGITS);
    }
    const english = await pdfText(new Uint8Array(await renderReportPdf(report)));
    expect(english).toContain("Lab report VYR-000042");
    expect(english).toContain("Preliminary report: the final one may differ");
    expect(english).toContain("Collected 2 Dec 2026, 09:00 IST");
    expect(english).toContain("Signed by Dr Meena Iyer, Reg. No. TNMC 45678");
  });

  it("has every text of the PDF in every language, with its values' places", () => {
    for (const [language, table] of Object.entries(pdfTranslations)) {
      for (const english of pdfEnglish) {
        const places = (text: string) => text.match(/\{\d\}/g)?.sort() ?? [];
        expect(places(table[english]), `${language}: ${english}`).toEqual(places(english));
      }
    }
    expect(pdfWordsOf("hi").birthDate("1974-03-14")).toBe("14 मार्च 1974");
    expect(pdfWordsOf("hi").maybe("Positive")).toBe("पॉज़िटिव");
    // The lab's own words for a flag the PDF does not know stay as the lab wrote them.
    expect(pdfWordsOf("ta").maybe("Trace")).toBe("Trace");
  });
});
