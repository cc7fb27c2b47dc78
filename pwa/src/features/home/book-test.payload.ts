/**
 * The body of `POST /api/booking` from the form's values: the contract's builder with the
 * page's UTM tags (docs/product.md#home-booking). Loaded on the first submit, not with the home
 * page, as the outbox is.
 */
import { buildBookingPayload } from "@vyom/catalog/contract";
import { withLanguage } from "@/i18n/current-language.ts";
import type { BookTestValues } from "./book-test.rules.ts";
import { utmFromSearch } from "./book-test.utm.ts";

export const bookingPayload = (
  values: BookTestValues,
  now: Date = new Date(),
  search: string = window.location.search,
) => ({
  ...buildBookingPayload(values, now, utmFromSearch(search)),
  ...withLanguage(),
});
