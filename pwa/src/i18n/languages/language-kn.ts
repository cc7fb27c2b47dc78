// ಕನ್ನಡ: its messages, the catalogue's text and its font: one chunk, loaded when chosen.
import "./language-kn.css";
import "./catalogue-names.css";
import { catalogueWords, kannadaCatalogue } from "@vyom/catalog";

export { messages } from "@/locales/kn/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Kannada", sample: "ಕನ್ನಡ" };
/** The catalogue's own text in this language (docs/i18n.md#catalogue-text). */
export const catalogue = catalogueWords(kannadaCatalogue);
