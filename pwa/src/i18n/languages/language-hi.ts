// हिन्दी: its messages, the catalogue's text and its font: one chunk, loaded when chosen.
import "./language-hi.css";
import "./catalogue-names.css";
import { catalogueWords, hindiCatalogue } from "@vyom/catalog";

export { messages } from "@/locales/hi/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Devanagari", sample: "हिन्दी" };
/** The catalogue's own text in this language (docs/i18n.md#catalogue-text). */
export const catalogue = catalogueWords(hindiCatalogue);
