/**
 * The section's own words, in English: the machine and its errors keep text, tested word for
 * word. Declared with `msg` so the catalogues hold them; the components show each by its English
 * in the reader's language (i18n/known-text.ts). The consent itself, the number's message and the
 * step-up's reason are the contract's (catalog/src/contract/abha.ts), shared with the API that
 * stores and checks them: `contractAbhaWords` declares the messages for the catalogues; the
 * consent's text stays English word for word, as the API stores it with the number.
 */
import { msg } from "@lingui/core/macro";
import { textOf } from "@/i18n/known-text.ts";

const words = {
  title: msg`Your ABHA number`,
  whatItIs: msg`ABHA (Ayushman Bharat Health Account) is your health ID in India's digital health network, ABDM.`,
  whyAdd: msg`Add yours to put your lab reports from us in your ABDM health records. They are shared with nobody else unless you approve a request in your ABHA app.`,
  numberLabel: msg`ABHA number (14 digits)`,
  agree: msg`I agree`,
  add: msg`Add ABHA number`,
  adding: msg`Adding…`,
  added: msg`Your ABHA number is added.`,
  remove: msg`Remove`,
  removeConfirm: msg`Remove your ABHA number? This withdraws your consent: your lab reports will no longer carry it.`,
  yesRemove: msg`Yes, remove`,
  keep: msg`Keep it`,
  removing: msg`Removing…`,
  removed: msg`Your ABHA number is removed and your consent withdrawn.`,
  loading: msg`Loading your ABHA number…`,
  needsConnection: msg`Your ABHA number needs a connection: connect to see, add or remove it.`,
  loginEnded: msg`Your login has ended. Log in again to change your ABHA number.`,
  unexpected: msg`Something went wrong. Please try again.`,
  tryAgain: msg`Try again`,
  // The step-up OTP (the same check as the reports', to the session's own number).
  sendOtp: msg`Send OTP`,
  sendingOtp: msg`Sending OTP…`,
  yourNumber: msg`your registered mobile number`,
  otpLabel: msg`Enter OTP`,
  incompleteOtp: msg`Enter the 5-digit OTP from your SMS.`,
  verify: msg`Verify and continue`,
  verifying: msg`Verifying…`,
  resend: msg`Send OTP again`,
  cancel: msg`Cancel`,
};

export const abhaWords = Object.fromEntries(
  Object.entries(words).map(([key, descriptor]) => [key, textOf(descriptor)]),
) as Record<keyof typeof words, string>;

/** The contract's messages (abhaMessages), for the catalogues; abha-words.test.ts holds them equal. */
export const contractAbhaWords = {
  number: msg`Enter the 14-digit ABHA number, as on your ABHA card (91-1234-5678-9012)`,
  consent: msg`Tick the box to agree before adding your ABHA number`,
  oldConsent: msg`The consent text has changed: read it again and agree`,
  stepUp: msg`For your security, confirm it is you with an OTP before changing your ABHA number.`,
};
