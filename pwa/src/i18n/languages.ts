import type { LanguageCode } from "./language-codes.ts";

/**
 * The languages the app offers (docs/i18n.md). English is the default and part of the shell; each
 * other language's catalogue and fonts are one lazily loaded chunk (i18n/languages/language-<code>.ts).
 */
export const languages = [
  { code: "en", name: "English", short: "EN", html: "en-IN" },
  { code: "ta", name: "தமிழ்", short: "த", html: "ta-IN" },
  { code: "kn", name: "ಕನ್ನಡ", short: "ಕ", html: "kn-IN" },
  { code: "te", name: "తెలుగు", short: "తె", html: "te-IN" },
  { code: "hi", name: "हिन्दी", short: "हि", html: "hi-IN" },
] as const;

export type Language = (typeof languages)[number];
export { isLanguageCode, type LanguageCode } from "./language-codes.ts";

export function languageOf(code: LanguageCode): Language {
  return languages.find((language) => language.code === code) ?? languages[0];
}

/**
 * The languages in the order the menu offers them: those the browser prefers
 * (navigator.languages, "ta-IN" matching "ta") first, in its order, then the rest as listed.
 */
export function suggestedOrder(preferred: readonly string[]): Language[] {
  const rank = (code: string) => {
    const at = preferred.findIndex((tag) => tag.toLowerCase().split("-")[0] === code);
    return at === -1 ? preferred.length : at;
  };
  return languages.toSorted((a, b) => rank(a.code) - rank(b.code));
}
