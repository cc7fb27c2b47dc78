/**
 * `PUT /api/users/me/abha`: an ABHA number with the consent it needs (../abha.ts): the version
 * agreed to and the language it was read in (English when left out, as every request's).
 */
import { z } from "zod";
import { ABHA_CONSENT, ABHA_NUMBER_PATTERN, abhaMessages } from "../abha.ts";
import { MessageLanguageField } from "./language.ts";
import { text } from "./text.ts";

export const AbhaLinkRequest = z.object({
  abhaNumber: text().trim().regex(ABHA_NUMBER_PATTERN, abhaMessages.number),
  consent: z.literal(true, abhaMessages.consent),
  consentVersion: z.literal(ABHA_CONSENT.version, abhaMessages.oldConsent),
  language: MessageLanguageField,
});

export * from "./abha.answers.ts";
