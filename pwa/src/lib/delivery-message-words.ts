import { msg } from "@lingui/core/macro";

/**
 * delivery-words.ts's texts as the forms say them, declared with `msg` so the catalogues hold them:
 * a toast is kept in English and shown in the reader's words by its English (components/toast.tsx,
 * i18n/known-text.ts). The forms' own toasts are here too. Nothing imports this module but its
 * test, which holds each one equal to the English the forms keep: the first load carries none of
 * it.
 */
export const deliveryMessageWords = {
  willBeSent: msg`It will be sent automatically as soon as you are back online.`,
  savedOnPhone: msg`📥 Saved on this phone. It will be sent automatically as soon as you are back online.`,
  bookingSaved: msg`📥 Booking saved on this phone. It will be sent automatically as soon as you are back online.`,
  prescriptionSaved: msg`📥 Prescription saved on this phone. It will be sent automatically as soon as you are back online.`,
  applicationSaved: msg`📥 Application saved on this phone. It will be sent automatically as soon as you are back online.`,
  savedMany: msg`📥 Saved on this phone. They will be sent automatically as soon as you are back online.`,
  sent: msg`✔️ Sent: we have received it.`,
  contactSoon: msg`☎️ We will contact you soon!`,
  formFailed: msg`❗ Try Again, Form Submission Failed`,
  captchaMissing: msg`❗ Please verify the reCAPTCHA!`,
};
