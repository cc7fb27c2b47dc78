import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
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

const policyLabel = (
  <Trans>
    I agree to the <a href="/terms.html">Terms of use</a> and{" "}
    <a href="/privacy-policy.html">Privacy Policy</a>, and to be called about my booking.
  </Trans>
);

/**
 * The hero's Book Test Now form (docs/product.md#home-booking), built like every offline form.
 * While the booking is sent the button is disabled and reads 'Booking in progress...'. The captcha
 * appears once all four fields are filled; offline (or when its challenge cannot be fetched) the
 * booking is saved without it, and the outbox solves a fresh one when it sends
 * (docs/product.md#offline).
 */
export function BookTestForm({ send }: { send?: SendForm }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The fields' words follow the reader's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `locale` is what changes the words
  const fields = useMemo(() => bookTestFields(policyLabel, (words) => i18n._(words)), [locale]);
  return (
    <OfflineForm
      kind="booking"
      idPrefix="book-test"
      fields={fields}
      toPayload={bookTestPayload}
      submitLabel={t`Book Now`}
      sendingLabel={t`Booking in progress...`}
      toasts={{ sent: bookingSentToast, saved: bookingSavedToast }}
      captcha
      look="hero"
      send={send}
    />
  );
}
