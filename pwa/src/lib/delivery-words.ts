/**
 * The app's words for a submission kept on the phone until it can be sent, and for one that was
 * sent (docs/product.md#offline). One wording for each, wherever it is said: the forms' toasts,
 * /thanks, the outbox's panel, the "sent" notices and the captcha's offline note. They used to
 * give three different instructions for the same wait ("keep this app installed or open", "you
 * can close the app", "it is sent when you are back online").
 */

/** The one instruction while something waits on the phone. */
export const WILL_BE_SENT = "It will be sent automatically as soon as you are back online.";

/** "📥 Booking saved on this phone. It will be sent …"; without `what`, "📥 Saved on this phone. …". */
export const savedOnPhone = (what?: string): string =>
  `📥 ${what ? `${what} saved` : "Saved"} on this phone. ${WILL_BE_SENT}`;

/** Several waiting at once (the outbox's panel). */
export const SAVED_MANY =
  "📥 Saved on this phone. They will be sent automatically as soon as you are back online.";

/** The one "sent" wording: "✔️ Sent: we have received it." or "✔️ Sent: Booking for …". */
export const sentWords = (what = "we have received it"): string => `✔️ Sent: ${what}.`;

/** What a booking's sender is told once it reached us (docs/product.md#home-booking). */
export const CONTACT_SOON = "☎️ We will contact you soon!";
