// हिन्दी: its catalogue and its font, one chunk loaded only when the language is chosen.
import "./language-hi.css";

export { messages } from "@/locales/hi/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Devanagari", sample: "हिन्दी" };
