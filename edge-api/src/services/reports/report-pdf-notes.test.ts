/**
 * The test master's notes per parameter in the report PDF's languages (the catalogue's
 * `reportNotes`, catalog/src/data/translations/<code>-report-notes.ts, which the app's report page
 * reads too): every note the master has is said in each language, with the English's numbers and
 * the lab's abbreviations, and printed in the PDF's "What this may mean" in the reader's
 * language; a note with no words is printed in English.
 */
import { catalogueTranslations } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../routes/reports/pdf-text.test-support.ts";
import { everyMasterParameter, masterParameterOf } from "../lab-results/test-master.ts";
import type { LabReport } from "./lab-reports.ts";
import { actualTexts } from "./pdf-actual-text.test-support.ts";
import { meenasReport } from "./report-pdf.test-support.ts";
import { renderReportPdf } from "./report-pdf.ts";
import { pdfTranslations } from "./report-pdf-translations.ts";
import { pdfWordsOf } from "./report-pdf-words.ts";
import { READING_NOTES } from "./report-words.ts";

/** Each language's words for the master's notes, as the PDF and the app's report page read them. */
const masterNoteTranslations = {
  ta: catalogueTranslations.ta.reportNotes,
  kn: catalogueTranslations.kn.reportNotes,
  te: catalogueTranslations.te.reportNotes,
  hi: catalogueTranslations.hi.reportNotes,
};

/**
 * Every note the master has: what a Low or High value of a number usually means, and what its
 * reading of a text result's words means.
 */
const masterNotes = [
  ...new Set(
    everyMasterParameter().flatMap((p) =>
      p.kind === "text" ? [] : [p.notes.low, p.notes.high].filter((n) => n !== undefined),
    ),
  ),
  ...Object.values(READING_NOTES),
];

const noteOf = (labCode: string, side: "low" | "high") => {
  const master = masterParameterOf({ labCode });
  const note = master?.kind === "text" ? undefined : master?.notes[side];
  if (!note) throw new Error(`no ${side} note for ${labCode}`);
  return note;
};

const script = {
  ta: /[\u0B80-\u0BFF]/,
  kn: /[\u0C80-\u0CFF]/,
  te: /[\u0C00-\u0C7F]/,
  hi: /[\u0900-\u097F]/,
} as const;
/** Any Indic letter: a note in one language holds no letter of another. */
const INDIC = /[\u0900-\u0DFF]/gu;
const INDIC_DIGITS = /[\u0966-\u096F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF]/;
/** The lab's abbreviations and numbers a note names (TSH, HbA1c, B12, A/G): kept as written. */
const kept = (text: string) =>
  [...new Set(text.match(/\b(?:[A-Z][A-Za-z0-9/]*[A-Z0-9][a-z0-9]*|\d+)\b/g) ?? [])].sort();

/** pdf.js and ActualText split an Indic note at its line ends: compare without any spacing. */
const squeezed = (text: string) => text.replace(/[\s|]+/g, "");

describe.each(Object.entries(masterNoteTranslations))("the master's notes in %s", (code, notes) => {
  const own = script[code as keyof typeof script];

  it("says every note the master has, and none it no longer has", () => {
    expect(Object.keys(notes).sort()).toEqual([...masterNotes].sort());
  });

  it("writes each in the language's script alone, NFC, with the English's numbers and abbreviations", () => {
    for (const [english, words] of Object.entries(notes)) {
      expect(words, english).toMatch(own);
      expect(words.trim()).toBe(words);
      expect(words.normalize("NFC")).toBe(words);
      expect(words).not.toMatch(INDIC_DIGITS);
      expect((words.match(INDIC) ?? []).filter((letter) => !own.test(letter))).toEqual([]);
      expect(kept(words), `${code}: ${english}`).toEqual(expect.arrayContaining(kept(english)));
    }
  });
});

const report: LabReport = {
  ...meenasReport,
  tests: [
    {
      corpId: "10001",
      testName: "CBC",
      parameters: [
        { name: "Total WBC count", value: 11.9, unit: "10³/µL", low: 4, high: 11, labCode: "TLC" },
        { name: "Haemoglobin", value: 10.1, unit: "g/dL", low: 12, high: 15.5, labCode: "HB" },
      ],
    },
  ],
};

describe("the report PDF's notes in the reader's language", () => {
  it("says what a flagged value may mean in Tamil, and in each language", async () => {
    const bytes = await renderReportPdf(report, undefined, "ta");
    const actual = squeezed(actualTexts(bytes).join(""));
    const text = await pdfText(new Uint8Array(bytes));
    for (const [labCode, side] of [
      ["TLC", "high"],
      ["HB", "low"],
    ] as const) {
      const english = noteOf(labCode, side);
      expect(actual).toContain(squeezed(masterNoteTranslations.ta[english] ?? "(none)"));
      expect(text).not.toContain(english.slice(0, 40));
    }
    // Each line leads with the parameter's name as the lab wrote it, then its flag in Tamil.
    expect(text).toContain("Total WBC count,");
    expect(actual).toContain(squeezed(pdfTranslations.ta.High));
    for (const language of ["kn", "te", "hi"] as const) {
      const other = squeezed(
        actualTexts(await renderReportPdf(report, undefined, language)).join(""),
      );
      expect(other, language).toContain(
        squeezed(masterNoteTranslations[language][noteOf("TLC", "high")] ?? "(none)"),
      );
    }
  });

  it("prints a note the language has no words for in English, and English as it was", async () => {
    const unsaid = "A note the master gained after its translations.";
    expect(pdfWordsOf("ta").note(unsaid)).toBe(unsaid);
    // The note for the master's reading of words comes from the same table as the app's page.
    const reading = READING_NOTES.Abnormal ?? "";
    expect(pdfWordsOf("hi").note(reading)).toBe(masterNoteTranslations.hi[reading]);
    expect(pdfWordsOf("hi").note(reading)).toMatch(script.hi);
    expect(pdfWordsOf("en").note(noteOf("TLC", "high"))).toBe(noteOf("TLC", "high"));
    const english = await pdfText(new Uint8Array(await renderReportPdf(report)));
    expect(english).toContain(`Total WBC count, High: ${noteOf("TLC", "high")}`);
  });
});
