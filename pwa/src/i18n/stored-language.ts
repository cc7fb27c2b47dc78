/**
 * The language this device chose (i18n/language.ts remembers it), read by the entry (main.tsx)
 * before anything renders: the only part of the language code an English reader's entry holds.
 */
export const languageStorageKey = "vyom.language";

/** The stored language when it is not English (i18n/language.ts checks it is one). */
export function storedLanguage(): string | undefined {
  try {
    const chosen = localStorage.getItem(languageStorageKey);
    return chosen && chosen !== "en" ? chosen : undefined;
  } catch {
    return undefined;
  }
}
