// తెలుగు: its catalogue and its font, one chunk loaded only when the language is chosen.
import "./language-te.css";

export { messages } from "@/locales/te/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Telugu", sample: "తెలుగు" };
