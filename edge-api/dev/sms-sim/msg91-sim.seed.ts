/**
 * What the MSG91 simulator knows, as an MSG91 account would: one auth key, the DLT-registered
 * sender id (header) and the DLT-registered templates. The OTP template reads exactly as
 * otpMessage renders it, so the development inbox shows what a customer's phone would.
 */
import { brand } from "@vyom/catalog/brand";
import { scanMessageTemplate } from "../../src/services/sms/scan-messages.ts";
import { OTP_TEMPLATE_VARIABLE, otpMessage } from "../../src/services/sms/sms.ts";
import {
  type LanguageTemplateIds,
  type TemplateKind,
  type TranslatedLanguage,
  templateKinds,
  templateText,
  translatedLanguages,
} from "../../src/services/sms/sms-languages.ts";
import {
  type VisitMessageKind,
  visitMessageKinds,
  visitMessageTemplates,
} from "../../src/services/sms/visit-messages.ts";

const visitTemplateIds = Object.fromEntries(
  visitMessageKinds.map((kind, index) => [kind, `64f0c0ffee00000000visit${index + 1}`]),
) as Record<VisitMessageKind, string>;

/**
 * Every other language's template of every kind under its own dev id ("64f0c0ffee0000ta00visit1"),
 * so development and the tests send Tamil through the same adapter path as production.
 */
const templateIdsByLanguage = Object.fromEntries(
  translatedLanguages.map((language) => [
    language,
    Object.fromEntries(
      templateKinds.map((kind, index) => [kind, `64f0c0ffee0000${language}00kind${index + 1}`]),
    ),
  ]),
) as Record<TranslatedLanguage, Record<TemplateKind, string>>;

const languageTemplates = translatedLanguages.flatMap((language) =>
  templateKinds.map((kind) => [
    templateIdsByLanguage[language][kind],
    templateText(language, kind),
  ]),
);

export const msg91SimulatorAccount = {
  authKey: "vyom-msg91-simulator-authkey",
  senderId: "VYOMDX",
  otpTemplateId: "64f0c0ffee0000000000otp1",
  /** The OTP API's template (MSG91_OTP_API_TEMPLATE_ID): OTPs sent through it can be called. */
  otpApiTemplateId: "64f0c0ffee00000000otpapi",
  visitTemplateIds,
  /** A scan's booking (MSG91_SCAN_TEMPLATE_ID). */
  scanTemplateId: "64f0c0ffee000000000scan1",
  /** The other languages' templates (MSG91_TEMPLATE_IDS_BY_LANGUAGE). */
  templateIdsByLanguage: templateIdsByLanguage as LanguageTemplateIds,
};

/** What the simulated call says: the code digit by digit, twice, as MSG91's voice OTP reads it. */
export function voiceOtpText(code: string): string {
  const digits = [...code].join(" ");
  return `Voice call: your ${brand.name} OTP is ${digits}. Again, ${digits}.`;
}

/** The OTP API's templates: the same DLT text as the Flow's OTP template. */
export const msg91SimulatorOtpTemplates: Readonly<Record<string, string>> = {
  [msg91SimulatorAccount.otpApiTemplateId]: otpMessage(`##${OTP_TEMPLATE_VARIABLE}##`),
  // The language's `otp` id serves whichever OTP path the adapter takes (msg91-sms.ts).
  ...Object.fromEntries(
    translatedLanguages.map((language) => [
      templateIdsByLanguage[language].otp,
      templateText(language, "otp"),
    ]),
  ),
};

/** Template id -> text; `##NAME##` is a variable the request fills per recipient. */
export const msg91SimulatorTemplates: Readonly<Record<string, string>> = {
  [msg91SimulatorAccount.otpTemplateId]: otpMessage(`##${OTP_TEMPLATE_VARIABLE}##`),
  ...Object.fromEntries(
    visitMessageKinds.map((kind) => [visitTemplateIds[kind], visitMessageTemplates[kind]]),
  ),
  [msg91SimulatorAccount.scanTemplateId]: scanMessageTemplate,
  ...Object.fromEntries(languageTemplates),
};
