import { describe, expect, it } from "vitest";
import { preparationAdvice } from "../../contract/preparation.ts";
import { organTags } from "../../schemas/organ.ts";
import { fastingText } from "../define-test.ts";
import { healthPackages } from "../health-packages.ts";
import { imagingItems } from "../imaging.ts";
import { labTests } from "../lab-tests/index.ts";
import { organListKeys } from "../organs.ts";
import { radiologyMenuKeys } from "../radiology-menu.ts";
import { packageGroups, scanDurations, scanSteps } from "./catalogue-english.ts";
import { catalogueIds } from "./catalogue-ids.ts";
import { catalogueTranslations } from "./catalogue-translations.ts";
import { catalogueWords } from "./catalogue-words.ts";
import { hiReportNotes } from "./hi-report-notes.ts";
import { knReportNotes } from "./kn-report-notes.ts";
import { durationQuantities } from "./scan-duration.ts";
import { taReportNotes } from "./ta-report-notes.ts";
import { teReportNotes } from "./te-report-notes.ts";

/** Each language's report notes as the app imports them (catalog/src/index.ts). */
const appReportNotes = {
  ta: taReportNotes,
  kn: knReportNotes,
  te: teReportNotes,
  hi: hiReportNotes,
};

/** Each language's own script: a name copied from English, or from another language, fails. */
const script = {
  ta: /[\u0B80-\u0BFF]/,
  kn: /[\u0C80-\u0CFF]/,
  te: /[\u0C00-\u0C7F]/,
  hi: /[\u0900-\u097F]/,
} as const;

const sorted = (keys: Iterable<string>) => [...keys].sort();
const distinct = (texts: Iterable<string>) => sorted(new Set(texts));

/** Digits of the Indic scripts: the catalogue's numbers are Latin in every language. */
const INDIC_DIGITS = /[\u0966-\u096F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF]/;

describe("the catalogue's texts translated by their English", () => {
  it("lists every scan's steps and durations and every package's groups, and nothing else", () => {
    expect(sorted(scanSteps)).toEqual(distinct(imagingItems.flatMap((s) => s.preparation)));
    expect(sorted(scanDurations)).toEqual(distinct(imagingItems.map((s) => s.duration)));
    expect(sorted(packageGroups)).toEqual(
      distinct(healthPackages.flatMap((p) => p.parameters.map((group) => group.title))),
    );
  });
});

describe.each(Object.entries(catalogueTranslations))("the catalogue in %s", (code, t) => {
  const own = script[code as keyof typeof script];

  it("translates every popular test, package, scan, organ, menu label and rule, and nothing else", () => {
    const popular = labTests.filter((test) => test.popular).map((test) => test.corpId);
    expect(sorted(Object.keys(t.tests))).toEqual(sorted(popular));
    expect(sorted(Object.keys(t.packages))).toEqual(sorted(healthPackages.map((p) => p.slug)));
    expect(sorted(Object.keys(t.scans))).toEqual(sorted(imagingItems.map((s) => s.pageLink)));
    expect(sorted(Object.keys(t.organTags))).toEqual(sorted(organTags));
    expect(sorted(Object.keys(t.organLists))).toEqual(sorted(organListKeys));
    expect(sorted(Object.keys(t.radiologyMenu))).toEqual(
      sorted(radiologyMenuKeys.filter((key) => !["xray", "ct", "mri"].includes(key))),
    );
    expect(sorted(Object.keys(t.fasting))).toEqual(sorted(Object.keys(fastingText)));
    expect(sorted(Object.keys(t.advice))).toEqual(sorted(Object.keys(preparationAdvice)));
    expect(sorted(Object.keys(t.scanSteps))).toEqual(sorted(scanSteps));
    expect(sorted(Object.keys(t.scanDurations))).toEqual(sorted(scanDurations));
    expect(sorted(Object.keys(t.packageGroups))).toEqual(sorted(packageGroups));
  });

  it("writes every text in the language's script, NFC-normalised, with no empty or padded text", () => {
    const texts = [
      ...Object.values(t.tests).flatMap((item) => [item.name, item.description]),
      ...Object.values(t.packages).flatMap((item) => [item.name, item.description]),
      ...Object.values(t.scans).flatMap((item) => [item.name, item.description]),
      ...Object.values(t.organTags),
      ...Object.values(t.organLists),
      ...Object.values(t.radiologyMenu),
      ...Object.values(t.fasting),
      ...Object.values(t.advice),
      ...Object.values(t.packageFastingNote),
      ...Object.values(t.gender),
      ...Object.values(t.recommendedFor),
      t.homeCollection,
      t.support,
      ...Object.values(t.scanSteps),
      ...Object.values(t.scanDurations),
      ...Object.values(t.packageGroups),
      ...Object.values(t.reportNotes),
    ];
    for (const text of texts) {
      expect(text, text).toMatch(own);
      expect(text.trim()).toBe(text);
      expect(text.normalize("NFC")).toBe(text);
    }
  });

  it("has words for every note a test's or a package's page shows, and every preparation note", () => {
    const words = catalogueWords(t);
    const notes = [
      ...labTests.filter((test) => test.popular).flatMap((test) => test.iconWithText),
      ...healthPackages.flatMap((pkg) => pkg.iconWithText),
    ].map((icon) => icon.text);
    const preparation = [...Object.values(fastingText), ...Object.values(preparationAdvice)];
    for (const english of [...notes, ...preparation]) {
      expect(words[catalogueIds.note(english)], english).toBeTruthy();
    }
  });

  it("has words for every step, duration and group a scan's or a package's page shows", () => {
    const words = catalogueWords(t);
    for (const scan of imagingItems) {
      for (const step of scan.preparation) {
        expect(words[catalogueIds.note(step)], step).toBeTruthy();
      }
      expect(words[catalogueIds.note(scan.duration)], scan.duration).toBeTruthy();
    }
    for (const group of healthPackages.flatMap((p) => p.parameters)) {
      expect(words[catalogueIds.packageGroup(group.title)], group.title).toBeTruthy();
    }
  });

  it("gives the app every report note as the report PDF reads them, apart from the page's words", () => {
    // Which notes there are is the API's test master's: edge-api's report-pdf-notes.test.ts.
    expect(Object.keys(t.reportNotes).length).toBeGreaterThan(100);
    // The app's notes chunk (pwa/src/i18n/languages/language-ta-report-notes.ts and one per language) exports this
    // table from the package, the PDF reads catalogueTranslations: one table for both.
    expect(t.reportNotes).toBe(appReportNotes[code as keyof typeof appReportNotes]);
    // The language's own chunk carries catalogueWords: no note's words in it.
    const pageWords = new Set(Object.values(catalogueWords(t)));
    for (const [english, said] of Object.entries(t.reportNotes)) {
      expect(pageWords.has(said), english).toBe(false);
    }
  });

  it("keeps a step's numbers as the English writes them, in Latin digits", () => {
    const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g)?.sort() ?? [];
    for (const step of scanSteps) {
      expect(numbers(t.scanSteps[step]), step).toEqual(numbers(step));
      expect(t.scanSteps[step]).not.toMatch(INDIC_DIGITS);
    }
  });

  it("writes a duration's numbers through Intl in their places, and its units in the language", () => {
    const words = catalogueWords(t);
    for (const english of scanDurations) {
      const places = t.scanDurations[english].match(/\{\d\}/g)?.sort() ?? [];
      const expected = durationQuantities(english).map((_, index) => `{${index}}`);
      expect(places, `${code}: ${english}`).toEqual(expected);
      const shown = words[catalogueIds.note(english)] ?? "";
      expect(shown).not.toMatch(/\{\d\}|minutes?|hours?/);
      expect(shown).not.toMatch(INDIC_DIGITS);
      expect(shown).toMatch(own);
    }
    // A range is Intl's, with its en dash: "10–15", never the English's hyphen.
    expect(words[catalogueIds.note("10-15 minutes")]).toMatch(/^10–15 \S/u);
    expect(words[catalogueIds.note("10 minutes")]).toMatch(/^10 \S/u);
  });

  it("keeps the catalogue's tags and abbreviations a reader searches for (CBC, TSH, X-ray, MRI)", () => {
    expect(t.tests["10002"].description).toContain("TSH");
    for (const scan of imagingItems) {
      for (const kind of ["X-ray", "CT", "MRI"]) {
        const english = scan.name.replace("X-Ray", "X-ray");
        if (english.split(/[ (]/).includes(kind)) {
          expect(t.scans[scan.pageLink as keyof typeof t.scans].name, scan.name).toContain(kind);
        }
      }
    }
  });
});
