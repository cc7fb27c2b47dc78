/** The codes of the app's languages (i18n/languages.ts has their names). */
export const languageCodes = ["en", "ta", "kn", "te", "hi"] as const;

export type LanguageCode = (typeof languageCodes)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languageCodes.includes(value as LanguageCode);
}
