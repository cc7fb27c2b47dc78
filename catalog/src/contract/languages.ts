/**
 * The languages a customer's SMS and report PDF may be written in, and so the app's own
 * (pwa/src/i18n/language-codes.ts reads this list). A booking, an order, an OTP send or a report
 * download names one; English when it does not. The server keeps no language per account: the one
 * asked for travels with the request that causes the message (docs/i18n.md#on-the-server).
 */
export const messageLanguages = ["en", "ta", "kn", "te", "hi"] as const;

export type MessageLanguage = (typeof messageLanguages)[number];

export const defaultMessageLanguage: MessageLanguage = "en";

export const isMessageLanguage = (value: unknown): value is MessageLanguage =>
  messageLanguages.includes(value as MessageLanguage);
