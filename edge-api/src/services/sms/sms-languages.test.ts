/**
 * The SMS templates and words in the other languages: each keeps its English template's
 * variables exactly (DLT fills only those), the preparation words fit a DLT variable, dates keep
 * Latin digits, and MSG91_TEMPLATE_IDS_BY_LANGUAGE is read or refused whole.
 */
import { preparationSms, scanPreparationSms } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import {
  englishTemplates,
  languageTemplateId,
  languageTemplateIdsVariable,
  parseLanguageTemplateIds,
  templateKinds,
  templateText,
  translatedLanguages,
} from "./sms-languages.ts";
import { preparationTranslations, smsDateIn, variablesIn } from "./sms-words.ts";

const variablesOf = (text: string) => [...text.matchAll(/##(\w+)##/g)].map((m) => m[1]).sort();

describe("the SMS templates in every language", () => {
  it("keep every kind's ##VARIABLES## exactly, and the brand in Latin letters", () => {
    for (const language of translatedLanguages) {
      for (const kind of templateKinds) {
        const text = templateText(language, kind);
        expect(variablesOf(text), `${language} ${kind}`).toEqual(
          variablesOf(englishTemplates[kind]),
        );
        expect(text).toContain("Vyom Diagnostics");
        // Written in the language's script, not English left in place.
        expect(text).not.toBe(englishTemplates[kind]);
      }
    }
  });

  it("leaves English exactly as it was", () => {
    expect(templateText("en", "otp")).toBe(
      "##OTP## is your Vyom Diagnostics OTP. It is valid for 5 minutes. Do not share it with anyone.",
    );
    expect(templateText("en", "cancelled")).toBe(
      "Your Vyom Diagnostics home collection ##REF## is cancelled.",
    );
  });
});

describe("the words inside the variables", () => {
  const phrases = [...Object.values(preparationSms), ...Object.values(scanPreparationSms)];

  it("translates every ##PREP## phrase into at most 30 characters (a DLT variable)", () => {
    for (const language of translatedLanguages) {
      for (const phrase of phrases) {
        const translated = preparationTranslations[language][phrase];
        expect(translated, `${language}: ${phrase}`).toBeDefined();
        expect(translated?.length, `${language}: ${translated}`).toBeLessThanOrEqual(30);
      }
    }
  });

  it("says a date's month in the language with Latin digits", () => {
    expect(smsDateIn("ta", "3 Dec")).toMatch(/^(?=.*\b3\b)(?=.*டிச).*$/);
    expect(smsDateIn("hi", "29 Feb")).toMatch(/29/);
    expect(smsDateIn("en", "3 Dec")).toBe("3 Dec");
    for (const language of translatedLanguages) {
      expect(smsDateIn(language, "30 Sep")).not.toMatch(
        /[\u0BE6-\u0BEF\u0CE6-\u0CEF\u0C66-\u0C6F\u0966-\u096F]/,
      );
    }
    // Not a notice's date: left as it was rather than guessed.
    expect(smsDateIn("ta", "tomorrow")).toBe("tomorrow");
  });

  it("renders only the words: a reference, a name, a window and an unknown phrase stay", () => {
    const english = {
      REF: "VYB-7KQ2MX",
      DATE: "3 Dec",
      WINDOW: "07:00-09:00",
      PREP: "Fast 10-12 h before",
      NAME: "Ravi",
    };
    expect(variablesIn("ta", english)).toEqual({
      ...english,
      DATE: smsDateIn("ta", "3 Dec"),
      PREP: "10-12 மணி நேரம் உண்ணாதீர்",
    });
    expect(variablesIn("kn", { PREP: "Something new" })).toEqual({ PREP: "Something new" });
    expect(variablesIn("en", english)).toEqual(english);
  });
});

describe("MSG91_TEMPLATE_IDS_BY_LANGUAGE", () => {
  it("reads language:kind=id pairs, any subset of languages and kinds", () => {
    const read = parseLanguageTemplateIds(
      " ta:confirmed=64f0aa , ta:otp=64f0ab,kn:scan-confirmed=x_1",
    );
    expect(read).toEqual({
      ids: { ta: { confirmed: "64f0aa", otp: "64f0ab" }, kn: { "scan-confirmed": "x_1" } },
    });
    if (!("ids" in read)) throw new Error("not read");
    expect(parseLanguageTemplateIds(languageTemplateIdsVariable(read.ids))).toEqual(read);
    expect(languageTemplateId(read.ids, "ta", "otp")).toBe("64f0ab");
    expect(languageTemplateId(read.ids, "kn", "otp")).toBeUndefined();
    expect(languageTemplateId(read.ids, "en", "otp")).toBeUndefined();
    expect(languageTemplateId(read.ids, undefined, "otp")).toBeUndefined();
  });

  it.each([
    ["ta-confirmed=1", "is not language:kind=templateId"],
    ["en:otp=1", "names no other language"],
    ["fr:otp=1", "names no other language"],
    ["ta:assigned=1", "names no kind"],
    ["ta:otp=", "has no MSG91 template id"],
    ["ta:otp=a b", "has no MSG91 template id"],
    ["ta:otp=1,ta:otp=2", "is given twice"],
    ["ta:otp=1\u0000", "has no MSG91 template id"],
    ["ta:constructor=1", "names no kind"],
  ])("refuses %j", (value, why) => {
    const read = parseLanguageTemplateIds(value);
    expect("error" in read && read.error).toContain(why);
  });
});
