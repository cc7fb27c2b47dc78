/**
 * What a customer reads when an order limit refuses their order (order-limits.ts). Apart from the
 * limits' queries so that the app's language test can read them: the checkout shows a refusal by
 * its English, in the reader's words where the catalogues hold them (pwa/src/i18n/contract-words.ts).
 */
import { brand } from "@vyom/catalog";

/** How many bookings of a kind one account may hold (order-limits.ts `orderLimits`). */
export const orderCounts = { perAccountDay: 3, openPayAtCollection: 3 } as const;

export const orderLimitMessages = {
  perAccountDay: `You have ${orderCounts.perAccountDay} bookings for this day already. To book more, please call us on ${brand.phone.display}.`,
  openPayAtCollection: `You have ${orderCounts.openPayAtCollection} upcoming bookings to pay at collection. Pay for this one online, or call us on ${brand.phone.display}.`,
  payAtCollectionShare:
    "The places to pay at collection on this day are taken. Pay online to book this day, or choose another day.",
  payAtCentreShare:
    "The places to pay at the centre on this day are taken. Pay online to book this day, or choose another day.",
} as const;
