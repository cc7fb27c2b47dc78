import { type CatalogueText, useCatalogueText } from "@/i18n/catalogue-text.ts";

/**
 * A test's, package's or scan's name in the reader's language with its English name beside it,
 * small (i18n/languages/catalogue-names.css): people and doctors name tests in English, so the
 * English stays. In English, or without a translation, the English name alone.
 */
export function CatalogueName({ id, english }: { id: string; english: string }) {
  return nameWithEnglish(useCatalogueText(), id, english);
}

/** The same, for a component that already holds the reader's catalogue text. */
export function nameWithEnglish(text: CatalogueText, id: string, english: string) {
  return shownWithEnglish(text(id, english), english);
}

/** `shown` (the name already looked up) with the English beside it when they differ. */
export function shownWithEnglish(shown: string, english: string) {
  if (shown === english) return english;
  return (
    <>
      {shown}{" "}
      <span className="english-name" lang="en">
        {english}
      </span>
    </>
  );
}
