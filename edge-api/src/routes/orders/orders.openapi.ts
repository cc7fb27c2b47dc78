/** How the checkout routes (orders.routes.ts) appear in `GET /api/openapi.json`. */
import {
  ErrorAnswer,
  NotOfferedAnswer,
  OrderAnswer,
  PaymentStepAnswer,
  PricedElsewhereAnswer,
  WindowFullAnswer,
} from "@vyom/catalog/contract/schemas";
import { z } from "zod";
import {
  describe,
  idempotencyKey,
  loginRequired,
  notFound,
  rateLimited,
  refused,
} from "../../openapi/describe.ts";

const customer = { security: [{ customerSession: [] }] };
const gatewayUnavailable = refused("The payment gateway failed; the order stands, ask again");

export const ordersDocs = {
  place: describe(
    "Places an order priced from the catalogue, once per Idempotency-Key; answers where to pay",
    {
      200: ["A repeat of the key: the same order's next step", PaymentStepAnswer],
      201: [
        "Placed: where the customer goes next (to pay, or, paid at collection, to confirm the place held)",
        PaymentStepAnswer,
      ],
      401: loginRequired,
      409: [
        "The window just filled: nothing booked; the next windows with places",
        WindowFullAnswer,
      ],
      422: [
        "The location is not the city the address or centre is priced for (priced-elsewhere), a line not offered at the location, a pincode not served or not priced yet (not-priced), an appointment or windows not offered (a fasting test after 10 AM, a post-meal window too soon), a reused key, the account's share of places taken (order-limit), or a member booked for without a date of birth (or age) and gender (member-details-missing)",
        z.union([PricedElsewhereAnswer, NotOfferedAnswer, ErrorAnswer]),
      ],
      429: rateLimited,
      503: gatewayUnavailable,
    },
    { ...customer, parameters: [idempotencyKey(true)] },
  ),
  read: describe(
    "The customer's own order; while it awaits its confirmation, until when its place is held",
    { 200: ["The order", OrderAnswer], 401: loginRequired, 404: notFound },
    customer,
  ),
  confirm: describe(
    "The customer confirms their order paid at collection: its held place is booked and its visit confirmed (once; a replay answers the same order)",
    {
      200: ["Confirmed (or confirmed before): the order", OrderAnswer],
      401: loginRequired,
      404: notFound,
      409: refused(
        "The hold ran out and the window filled meanwhile: nothing booked, choose another time (no-longer-free); or an order paid online, which its payment books (not-to-confirm)",
      ),
      422: refused("The account's share of places is taken (order-limit)"),
    },
    customer,
  ),
  retryPayment: describe(
    "A new payment attempt for an unpaid order (a paid one answers its confirmation; one paid at collection, where to confirm it)",
    {
      200: ["Where the customer goes next", PaymentStepAnswer],
      401: loginRequired,
      404: notFound,
      409: refused("Too many attempts for this order (too-many-attempts)"),
      503: gatewayUnavailable,
    },
    customer,
  ),
};
