import type { SendForm } from "@/components/offline-form/offline-form.send.ts";
import { OfflineForm } from "@/components/offline-form/offline-form.tsx";
import { CONTACT_SOON, savedOnPhone } from "@/lib/delivery-words.ts";
import { bookTestFields, bookTestPayload } from "./book-test.form.ts";

export {
  captchaMissingToast,
  formFailedToast as bookingFailedToast,
} from "@/components/offline-form/offline-form.tsx";
export const bookingSentToast = CONTACT_SOON;
export const bookingSavedToast = savedOnPhone("Booking");

const fields = bookTestFields(
  <>
    I agree to the <a href="/terms.html">Terms of use</a> and{" "}
    <a href="/privacy-policy.html">Privacy Policy</a>, and to be called about my booking.
  </>,
);

/**
 * The hero's Book Test Now form (docs/product.md#home-booking), built like every offline form.
 * While the booking is sent the button is disabled and reads 'Booking in progress...'. The captcha
 * appears once all four fields are filled; offline (or when its challenge cannot be fetched) the
 * booking is saved without it, and the outbox solves a fresh one when it sends
 * (docs/product.md#offline).
 */
export function BookTestForm({ send }: { send?: SendForm }) {
  return (
    <OfflineForm
      kind="booking"
      idPrefix="book-test"
      fields={fields}
      toPayload={bookTestPayload}
      submitLabel="Book Now"
      sendingLabel="Booking in progress..."
      toasts={{ sent: bookingSentToast, saved: bookingSavedToast }}
      captcha
      look="hero"
      send={send}
    />
  );
}
