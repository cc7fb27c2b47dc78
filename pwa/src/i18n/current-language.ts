/**
 * The language the app shows now, for what the server writes for the reader (the SMS of a
 * booking, an order or an OTP, the report PDF: docs/i18n.md#on-the-server), sent with the request
 * that causes the message; the server keeps no language per account. English is the server's
 * default, so an English reader's requests carry no language and read exactly as they always did.
 * The pseudo-locale of the tests counts as English.
 */
import { isLanguageCode, type LanguageCode } from "./language-codes.ts";
import { i18n } from "./runtime.tsx";

export const currentLanguage = (): LanguageCode =>
  isLanguageCode(i18n.locale) ? i18n.locale : "en";

/** `{ language }` to spread into a request's body or query; nothing in English. */
export function withLanguage(): { language?: Exclude<LanguageCode, "en"> } {
  const code = currentLanguage();
  return code === "en" ? {} : { language: code };
}
