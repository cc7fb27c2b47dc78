/**
 * The words /thanks (and /prescription) shows that other modules keep in English:
 * lib/delivery-words.ts's "saved on this phone", "sent" and "will be sent" lines (the forms'
 * toasts and the outbox say them too, in English for now: docs/i18n.md) and the contract's
 * pending reference. Declared with `msg` so the catalogues
 * hold them; the page shows each by its English (known-text.ts). thanks.words.test.ts holds them
 * equal to what those modules say. Nothing imports this module but its test.
 */
import { msg } from "@lingui/core/macro";

export const thanksWords = {
  saved: msg`📥 Saved on this phone. It will be sent automatically as soon as you are back online.`,
  sent: msg`✔️ Sent: we have received it.`,
  willBeSent: msg`It will be sent automatically as soon as you are back online.`,
  pendingReference: msg`reference given when sent`,
};
