/**
 * Plurals in every language, through the compiled catalogues and Lingui's core as the app loads
 * them (i18n/languages/language-<code>.ts): 0, 1 and 2 of the header's cart count. CLDR's rules,
 * which Intl follows: Hindi and Kannada say 0 like 1 ("one"); Tamil, Telugu and English say it
 * like 2 ("other").
 */
import { msg, plural } from "@lingui/core/macro";
import { afterAll, describe, expect, it } from "vitest";
import { messages as hi } from "@/locales/hi/messages.po";
import { messages as kn } from "@/locales/kn/messages.po";
import { messages as ta } from "@/locales/ta/messages.po";
import { messages as te } from "@/locales/te/messages.po";
import { translatorFor } from "./lingui-core.ts";
import { i18n, setTranslator } from "./runtime.tsx";

const cart = (count: number) => msg`Cart, ${plural(count, { one: "# item", other: "# items" })}`;

const catalogues = { ta, kn, te, hi };

afterAll(() => setTranslator("en", null));

describe("the cart's count in every language", () => {
  it.each([
    ["en", ["Cart, 0 items", "Cart, 1 item", "Cart, 2 items"]],
    ["ta", ["கார்ட், 0 பொருட்கள்", "கார்ட், 1 பொருள்", "கார்ட், 2 பொருட்கள்"]],
    ["kn", ["ಕಾರ್ಟ್, 0 ಐಟಂ", "ಕಾರ್ಟ್, 1 ಐಟಂ", "ಕಾರ್ಟ್, 2 ಐಟಂಗಳು"]],
    ["te", ["కార్ట్, 0 ఐటెమ్‌లు", "కార్ట్, 1 ఐటెమ్", "కార్ట్, 2 ఐటెమ్‌లు"]],
    ["hi", ["कार्ट, 0 आइटम", "कार्ट, 1 आइटम", "कार्ट, 2 आइटम"]],
  ] as const)("%s: 0, 1 and 2", (code, words) => {
    setTranslator(code, code === "en" ? null : translatorFor(code, catalogues[code]));
    expect([0, 1, 2].map((count) => i18n._(cart(count)))).toEqual(words);
  });

  it.each([
    ["hi", "one"],
    ["kn", "one"],
    ["ta", "other"],
    ["te", "other"],
    ["en", "other"],
  ])("%s takes 0 as %s", (code, category) => {
    expect(new Intl.PluralRules(code).select(0)).toBe(category);
  });
});
