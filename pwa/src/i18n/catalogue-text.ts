/**
 * The catalogue's own text (names, descriptions, organs, preparation notes) in the reader's
 * language: data, not messages (docs/i18n.md#catalogue-text). Each language chunk brings its words
 * (i18n/languages/language-<code>.ts, `catalogue`), looked up by the ids of
 * catalog/src/data/translations/catalogue-ids.ts through the app's one translator, so the text
 * switches with the language, hydrates in English like every message, and anything without words
 * stays English (never empty). An English reader loads no words: this is one call per text.
 */
import { useLingui } from "./runtime.tsx";

export type CatalogueText = (id: string, english: string) => string;

export function useCatalogueText(): CatalogueText {
  const { _ } = useLingui();
  return (id, english) => _({ id, message: english });
}
