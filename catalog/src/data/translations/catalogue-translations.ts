/**
 * Every language's translation of the catalogue's own text (docs/i18n.md#catalogue-text). The app
 * never imports this: each language chunk imports its own module (pwa/src/i18n/languages/), so a
 * reader downloads one language at most. The API imports it for the report PDF.
 */
import type { MessageLanguage } from "../../contract/languages.ts";
import { hi } from "./hi.ts";
import { kn } from "./kn.ts";
import type { CatalogueTranslation } from "./schema.ts";
import { ta } from "./ta.ts";
import { te } from "./te.ts";

export const catalogueTranslations: Readonly<
  Record<Exclude<MessageLanguage, "en">, CatalogueTranslation>
> = { ta, kn, te, hi };
