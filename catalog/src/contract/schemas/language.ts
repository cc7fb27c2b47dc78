/**
 * The `language` a request names for the messages it causes (../languages.ts): one of the five
 * codes exactly, English when left out; anything else (another code, a NUL, a lone surrogate,
 * a repeated parameter) is refused with the request's 400 rather than taken as English.
 */
import { z } from "zod";
import { defaultMessageLanguage, messageLanguages } from "../languages.ts";

export const MessageLanguageField = z.enum(messageLanguages).default(defaultMessageLanguage);

/** `?language=ta` on an OTP send or a report download. */
export const LanguageQuery = z.object({ language: MessageLanguageField });
