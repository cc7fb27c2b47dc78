/**
 * Outgoing SMS is an adapter. India's DLT rules deliver only registered templates with their
 * variables, so an adapter is told it sends an OTP (`sendOtp`, or a booking update:
 * visit-messages.ts) rather than handed finished text: msg91-sms.ts passes the code to the
 * registered template; the simulator (edge-api/dev/sms-sim/) renders that template into the development inbox.
 */
import { brand } from "@vyom/catalog/brand";
import type { MessageLanguage } from "@vyom/catalog/contract";
import type { Logger } from "../../logger.ts";

export interface SmsSender {
  /** Resolves once the gateway accepted the message; throws when it did not. */
  /** `logger`: the request's (its lines carry the request's id); the adapter's own otherwise. */
  /** `language`: the template's (English when none is registered in it: sms-languages.ts). */
  sendOtp(mobile: string, code: string, logger?: Logger, language?: MessageLanguage): Promise<void>;
  /**
   * Calls the number and reads out the code last sent to it (MSG91's OTP API keeps it): present
   * only when the adapter sends OTPs that way. Resolves once the gateway accepted the call.
   */
  retryOtpByVoice?(mobile: string, logger?: Logger): Promise<void>;
}

/** The name of the OTP template's variable (`##OTP##` in the template registered with MSG91). */
export const OTP_TEMPLATE_VARIABLE = "OTP";

/** The OTP text a customer receives; the DLT template registered for OTPs must read the same. */
export function otpMessage(code: string): string {
  return `${code} is your ${brand.name} OTP. It is valid for 5 minutes. Do not share it with anyone.`;
}

/** 98******10: enough to tell numbers apart in a log, not enough to identify a person. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 4 ? `${mobile.slice(0, 2)}******${mobile.slice(-2)}` : "**";
}
