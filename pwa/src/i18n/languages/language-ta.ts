// தமிழ்: its catalogue and its font, one chunk loaded only when the language is chosen.
import "./language-ta.css";

export { messages } from "@/locales/ta/messages.po";
export { translatorFor } from "../lingui-core.ts";
export const font = { family: "Noto Sans Tamil", sample: "தமிழ்" };
