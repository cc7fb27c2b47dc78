/**
 * An SMS in the customer's language (docs/i18n.md#on-the-server). DLT delivers only registered
 * templates, so each language's text of each kind is registered with MSG91 under its own id:
 * English under the ids it always had (MSG91_OTP_TEMPLATE_ID, MSG91_VISIT_TEMPLATE_IDS,
 * MSG91_SCAN_TEMPLATE_ID), the others in MSG91_TEMPLATE_IDS_BY_LANGUAGE
 * ("ta:confirmed=<id>,ta:otp=<id>,…"). Guarantees:
 * - a language with no id for a kind is sent that kind's English template, with English values
 *   (never a half-translated text), and the adapter logs the fallback;
 * - a language changes which template and words are sent, never to whom or how many: the caller
 *   counts its budgets before it asks for a language.
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import { scanMessageKinds, scanMessageTemplate } from "./scan-messages.ts";
import { OTP_TEMPLATE_VARIABLE, otpMessage } from "./sms.ts";
import { translatedTemplates } from "./template-translations.ts";
import { visitMessageKinds, visitMessageTemplates } from "./visit-messages.ts";

export type TranslatedLanguage = Exclude<MessageLanguage, "en">;
export const translatedLanguages: readonly TranslatedLanguage[] = ["ta", "kn", "te", "hi"];

/** Every kind of SMS a template exists for: the OTP, each visit step, a scan's booking. */
export const templateKinds = ["otp", ...visitMessageKinds, ...scanMessageKinds] as const;
export type TemplateKind = (typeof templateKinds)[number];

export const englishTemplates: Readonly<Record<TemplateKind, string>> = {
  otp: otpMessage(`##${OTP_TEMPLATE_VARIABLE}##`),
  ...visitMessageTemplates,
  "scan-confirmed": scanMessageTemplate,
};

/** The registered text of a kind in a language, `##VARIABLES##` unfilled. */
export const templateText = (language: MessageLanguage, kind: TemplateKind): string =>
  language === "en" ? englishTemplates[kind] : translatedTemplates[language][kind];

/** The MSG91 ids of the templates in the other languages, as many as the lab registered. */
export type LanguageTemplateIds = Readonly<
  Partial<Record<TranslatedLanguage, Readonly<Partial<Record<TemplateKind, string>>>>>
>;

const TEMPLATE_ID = /^[\w-]{1,64}$/;

/** "language:kind=templateId,…": the MSG91_TEMPLATE_IDS_BY_LANGUAGE variable, read. */
export function parseLanguageTemplateIds(
  value: string,
): { ids: LanguageTemplateIds } | { error: string } {
  const ids: Partial<Record<TranslatedLanguage, Partial<Record<TemplateKind, string>>>> = {};
  for (const pair of value.split(",")) {
    const match = /^(\w+):([\w-]+)=(.*)$/.exec(pair.trim());
    const [, language = "", kind = "", id = ""] = match ?? [];
    const bad = (why: string) => ({ error: `"${pair.trim().slice(0, 40)}" ${why}` });
    if (!match) return bad("is not language:kind=templateId");
    if (!(translatedLanguages as readonly string[]).includes(language))
      return bad(`names no other language (${translatedLanguages.join(", ")})`);
    if (!(templateKinds as readonly string[]).includes(kind))
      return bad(`names no kind (${templateKinds.join(", ")})`);
    if (!TEMPLATE_ID.test(id.trim())) return bad("has no MSG91 template id");
    const forLanguage = ids[language as TranslatedLanguage] ?? {};
    ids[language as TranslatedLanguage] = forLanguage;
    if (forLanguage[kind as TemplateKind]) return bad("is given twice");
    forLanguage[kind as TemplateKind] = id.trim();
  }
  return { ids };
}

/** The MSG91_TEMPLATE_IDS_BY_LANGUAGE value for the given ids (the simulator's, in tests). */
export const languageTemplateIdsVariable = (ids: LanguageTemplateIds): string =>
  translatedLanguages
    .flatMap((language) =>
      templateKinds
        .filter((kind) => ids[language]?.[kind])
        .map((kind) => `${language}:${kind}=${ids[language]?.[kind]}`),
    )
    .join(",");

/** The language's template id of a kind, or undefined: then the English one is sent. */
export const languageTemplateId = (
  ids: LanguageTemplateIds | undefined,
  language: MessageLanguage | undefined,
  kind: TemplateKind,
): string | undefined =>
  language === undefined || language === "en" ? undefined : ids?.[language]?.[kind];
