/**
 * Outgoing SMS is an adapter: the development adapter keeps messages in a development-only inbox;
 * a real gateway is one more implementation of SmsSender.
 */
import { brand } from "@vyom/catalog/brand";

export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export function otpMessage(code: string): string {
  return `${code} is your ${brand.name} OTP. It is valid for 5 minutes. Do not share it with anyone.`;
}

/** 98******10: enough to tell numbers apart in a log, not enough to identify a person. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 4 ? `${mobile.slice(0, 2)}******${mobile.slice(-2)}` : "**";
}
