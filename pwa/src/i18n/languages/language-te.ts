// తెలుగు: its messages, the catalogue's text and its font: one chunk, loaded when chosen.
import "./language-te.css";
import "./catalogue-names.css";
import { catalogueWords, teluguCatalogue } from "@vyom/catalog";

export { messages } from "@/locales/te/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Telugu", sample: "తెలుగు" };
/** The catalogue's own text in this language (docs/i18n.md#catalogue-text). */
export const catalogue = catalogueWords(teluguCatalogue);
