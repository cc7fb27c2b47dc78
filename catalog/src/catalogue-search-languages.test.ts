import { describe, expect, it } from "vitest";
import { createCatalogueSearch, type FoundItem, searchCatalogue } from "./catalogue-search.ts";
import { healthPackages } from "./data/health-packages.ts";
import { imagingItems } from "./data/imaging.ts";
import { labTests } from "./data/lab-tests/index.ts";
import { catalogueIds } from "./data/translations/catalogue-ids.ts";
import { catalogueTranslations } from "./data/translations/catalogue-translations.ts";
import { catalogueWords } from "./data/translations/catalogue-words.ts";

/** The header search as a reader of `code` has it: English names and that language's. */
function searchIn(code: keyof typeof catalogueTranslations) {
  const words = catalogueWords(catalogueTranslations[code]);
  return createCatalogueSearch({
    tests: labTests,
    packages: healthPackages,
    scans: imagingItems,
    nameIn: (found) => words[catalogueIds.foundName(found)],
  });
}

const names = (found: FoundItem[]) => found.map((item) => item.name);

describe("the header search in the reader's language", () => {
  const tamil = searchIn("ta");

  it("finds the CBC by the start of the Tamil word for blood, as typed, with no transliteration", () => {
    expect(names(tamil("ரத்த", { limit: 3 }))[0]).toBe("CBC");
    expect(names(tamil("இரத்த எண்ணிக்கை", { limit: 1 }))).toEqual(["CBC"]);
  });

  it("meets a name typed decomposed (NFD) as one typed precomposed (NFC)", () => {
    const typed = "தைராய்டு";
    expect(names(tamil(typed.normalize("NFD"), { limit: 1 }))).toEqual(
      names(tamil(typed.normalize("NFC"), { limit: 1 })),
    );
    expect(names(tamil(typed, { limit: 1 }))).toEqual(["Thyroid Profile"]);
  });

  it("still finds by the English name, ranked as in English", () => {
    expect(names(tamil("cbc", { limit: 3 }))).toEqual(names(searchCatalogue("cbc", { limit: 3 })));
    expect(names(tamil("thyriod", { limit: 1 }))).toEqual(["Thyroid Profile"]);
  });

  it("finds packages and scans by their translated names", () => {
    expect(names(tamil("மூத்த குடிமக்கள்", { limit: 2 })).sort()).toEqual([
      "Senior Citizen Health Package (Men)",
      "Senior Citizen Health Package (Women)",
    ]);
    expect(names(tamil("மூளை MRI", { limit: 1 }))).toEqual(["MRI Brain"]);
  });

  it("finds the CBC in Kannada, Telugu and Hindi by the word for blood", () => {
    expect(names(searchIn("kn")("ರಕ್ತ ಕಣಗಳ", { limit: 1 }))).toEqual(["CBC"]);
    expect(names(searchIn("te")("రక్త కణాల", { limit: 1 }))).toEqual(["CBC"]);
    expect(names(searchIn("hi")("रक्त गणना", { limit: 1 }))).toEqual(["CBC"]);
  });

  it("drops the joiners of Kannada spelling, so a name typed without them still meets", () => {
    const withJoiner = "ಟ್ರೆಡ್‌ಮಿಲ್";
    expect(withJoiner).toContain("\u200c");
    const found = searchIn("kn")(withJoiner.replace("\u200c", ""), { limit: 1 });
    expect(names(found)).toEqual(["TMT (Treadmill Test)"]);
  });

  it("in English, matches no other script: the English reader's index holds none", () => {
    expect(searchCatalogue("ரத்த")).toEqual([]);
    expect(searchCatalogue("रक्त")).toEqual([]);
  });
});
