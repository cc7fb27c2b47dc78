// ಕನ್ನಡ: its catalogue and its font, one chunk loaded only when the language is chosen.
import "./language-kn.css";

export { messages } from "@/locales/kn/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Kannada", sample: "ಕನ್ನಡ" };
