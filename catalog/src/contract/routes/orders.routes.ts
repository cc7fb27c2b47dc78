/**
 * Checkout's orders (edge-api/src/routes/orders/orders.routes.ts, order-confirm.routes.ts): placed
 * once per Idempotency-Key, read, confirmed when paid at collection, paid again.
 */
import * as zm from "zod/mini";
import { ErrorAnswer } from "../schemas/answers.ts";
import {
  NotOfferedAnswer,
  OrderAnswer,
  PaymentStepAnswer,
  PricedElsewhereAnswer,
  WindowFullAnswer,
} from "../schemas/orders.answers.ts";
import { OrderIdParam, OrderRequest } from "../schemas/orders.ts";
import {
  customerSession,
  idempotencyKey,
  invalid,
  loginRequired,
  notFound,
  type RouteTable,
  rateLimited,
  refused,
} from "./route-entry.ts";

const gatewayUnavailable = refused("The payment gateway failed; the order stands, ask again");

export const ordersEntries = {
  "POST /api/orders": {
    summary:
      "Places an order priced from the catalogue, once per Idempotency-Key; answers where to pay",
    request: { body: OrderRequest },
    answers: {
      200: ["A repeat of the key: the same order's next step", PaymentStepAnswer],
      201: [
        "Placed: where the customer goes next (to pay, or, paid at collection, to confirm the place held)",
        PaymentStepAnswer,
      ],
      400: invalid,
      401: loginRequired,
      409: [
        "The window just filled: nothing booked; the next windows with places (window-full), or the scan's slot just filled (slot-full)",
        zm.union([WindowFullAnswer, ErrorAnswer]),
      ],
      422: [
        "The location is not the city the address or centre is priced for (priced-elsewhere), a line not offered at the location, a pincode not served or not priced yet (not-priced), an appointment or windows not offered (a fasting test after 10 AM, a post-meal window too soon), a reused key, the account's share of places taken (order-limit), or a member booked for without a date of birth (or age) and gender (member-details-missing)",
        zm.union([PricedElsewhereAnswer, NotOfferedAnswer, ErrorAnswer]),
      ],
      429: rateLimited,
      503: gatewayUnavailable,
    },
    security: customerSession,
    parameters: [idempotencyKey(true)],
  },
  "GET /api/orders/:orderId": {
    summary:
      "The customer's own order; while it awaits its confirmation, until when its place is held",
    request: { params: OrderIdParam },
    answers: {
      200: ["The order", OrderAnswer],
      400: invalid,
      401: loginRequired,
      404: notFound,
    },
    security: customerSession,
  },
  "POST /api/orders/:orderId/confirm": {
    summary:
      "The customer confirms their order paid at collection: its held place is booked and its visit confirmed (once; a replay answers the same order)",
    request: { params: OrderIdParam },
    answers: {
      200: ["Confirmed (or confirmed before): the order", OrderAnswer],
      400: invalid,
      401: loginRequired,
      404: notFound,
      409: refused(
        "The hold ran out and the window filled meanwhile: nothing booked, choose another time (no-longer-free); or an order paid online, which its payment books (not-to-confirm)",
      ),
      422: refused("The account's share of places is taken (order-limit)"),
    },
    security: customerSession,
  },
  "POST /api/orders/:orderId/payments": {
    summary:
      "A new payment attempt for an unpaid order (a paid one answers its confirmation; one paid at collection, where to confirm it)",
    request: { params: OrderIdParam },
    answers: {
      200: ["Where the customer goes next", PaymentStepAnswer],
      400: invalid,
      401: loginRequired,
      404: notFound,
      409: refused("Too many attempts for this order (too-many-attempts)"),
      503: gatewayUnavailable,
    },
    security: customerSession,
  },
} as const satisfies RouteTable;
