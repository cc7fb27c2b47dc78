import { describe, expect, it } from "vitest";
import { preparationAdvice } from "../../contract/preparation.ts";
import { organTags } from "../../schemas/organ.ts";
import { fastingText } from "../define-test.ts";
import { healthPackages } from "../health-packages.ts";
import { imagingItems } from "../imaging.ts";
import { labTests } from "../lab-tests/index.ts";
import { organListKeys } from "../organs.ts";
import { catalogueIds } from "./catalogue-ids.ts";
import { catalogueTranslations } from "./catalogue-translations.ts";
import { catalogueWords } from "./catalogue-words.ts";

/** Each language's own script: a name copied from English, or from another language, fails. */
const script = {
  ta: /[\u0B80-\u0BFF]/,
  kn: /[\u0C80-\u0CFF]/,
  te: /[\u0C00-\u0C7F]/,
  hi: /[\u0900-\u097F]/,
} as const;

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe.each(Object.entries(catalogueTranslations))("the catalogue in %s", (code, t) => {
  const own = script[code as keyof typeof script];

  it("translates every popular test, package, scan, organ and rule, and nothing else", () => {
    const popular = labTests.filter((test) => test.popular).map((test) => test.corpId);
    expect(sorted(Object.keys(t.tests))).toEqual(sorted(popular));
    expect(sorted(Object.keys(t.packages))).toEqual(sorted(healthPackages.map((p) => p.slug)));
    expect(sorted(Object.keys(t.scans))).toEqual(sorted(imagingItems.map((s) => s.pageLink)));
    expect(sorted(Object.keys(t.organTags))).toEqual(sorted(organTags));
    expect(sorted(Object.keys(t.organLists))).toEqual(sorted(organListKeys));
    expect(sorted(Object.keys(t.fasting))).toEqual(sorted(Object.keys(fastingText)));
    expect(sorted(Object.keys(t.advice))).toEqual(sorted(Object.keys(preparationAdvice)));
  });

  it("writes every text in the language's script, NFC-normalised, with no empty or padded text", () => {
    const texts = [
      ...Object.values(t.tests).flatMap((item) => [item.name, item.description]),
      ...Object.values(t.packages).flatMap((item) => [item.name, item.description]),
      ...Object.values(t.scans).flatMap((item) => [item.name, item.description]),
      ...Object.values(t.organTags),
      ...Object.values(t.organLists),
      ...Object.values(t.fasting),
      ...Object.values(t.advice),
      ...Object.values(t.packageFastingNote),
      ...Object.values(t.gender),
      ...Object.values(t.recommendedFor),
      t.homeCollection,
      t.support,
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
