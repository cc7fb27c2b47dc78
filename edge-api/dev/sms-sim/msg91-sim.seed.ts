/**
 * What the MSG91 simulator knows, as an MSG91 account would: one auth key, the DLT-registered
 * sender id (header) and the DLT-registered templates. The OTP template reads exactly as
 * otpMessage renders it, so the development inbox shows what a customer's phone would.
 */
import { brand } from "@vyom/catalog/brand";
import { scanMessageTemplate } from "../../src/services/sms/scan-messages.ts";
import { OTP_TEMPLATE_VARIABLE, otpMessage } from "../../src/services/sms/sms.ts";
import {
  type VisitMessageKind,
  visitMessageKinds,
  visitMessageTemplates,
} from "../../src/services/sms/visit-messages.ts";

const visitTemplateIds = Object.fromEntries(
  visitMessageKinds.map((kind, index) => [kind, `64f0c0ffee00000000visit${index + 1}`]),
) as Record<VisitMessageKind, string>;

export const msg91SimulatorAccount = {
  authKey: "vyom-msg91-simulator-authkey",
  senderId: "VYOMDX",
  otpTemplateId: "64f0c0ffee0000000000otp1",
  /** The OTP API's template (MSG91_OTP_API_TEMPLATE_ID): OTPs sent through it can be called. */
  otpApiTemplateId: "64f0c0ffee00000000otpapi",
  visitTemplateIds,
  /** A scan's booking (MSG91_SCAN_TEMPLATE_ID). */
  scanTemplateId: "64f0c0ffee000000000scan1",
};

/** What the simulated call says: the code digit by digit, twice, as MSG91's voice OTP reads it. */
export function voiceOtpText(code: string): string {
  const digits = [...code].join(" ");
  return `Voice call: your ${brand.name} OTP is ${digits}. Again, ${digits}.`;
}

/** The OTP API's templates: the same DLT text as the Flow's OTP template. */
export const msg91SimulatorOtpTemplates: Readonly<Record<string, string>> = {
  [msg91SimulatorAccount.otpApiTemplateId]: otpMessage(`##${OTP_TEMPLATE_VARIABLE}##`),
};

/** Template id -> text; `##NAME##` is a variable the request fills per recipient. */
export const msg91SimulatorTemplates: Readonly<Record<string, string>> = {
  [msg91SimulatorAccount.otpTemplateId]: otpMessage(`##${OTP_TEMPLATE_VARIABLE}##`),
  ...Object.fromEntries(
    visitMessageKinds.map((kind) => [visitTemplateIds[kind], visitMessageTemplates[kind]]),
  ),
  [msg91SimulatorAccount.scanTemplateId]: scanMessageTemplate,
};
