// தமிழ்: its messages, the catalogue's text and its font: one chunk, loaded when chosen.
import "./language-ta.css";
import "./catalogue-names.css";
import { catalogueWords, tamilCatalogue } from "@vyom/catalog";

export { messages } from "@/locales/ta/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Tamil", sample: "தமிழ்" };
/** The catalogue's own text in this language (docs/i18n.md#catalogue-text). */
export const catalogue = catalogueWords(tamilCatalogue);
