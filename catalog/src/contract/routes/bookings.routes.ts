/**
 * The "Book Test Now" booking and its window (edge-api/src/routes/booking/booking.routes.ts), and
 * the customer's own bookings (edge-api/src/routes/my-bookings/my-bookings.routes.ts).
 */
import * as zm from "zod/mini";
import { ErrorAnswer } from "../schemas/answers.ts";
import { BookingRequest } from "../schemas/booking.ts";
import { BookingAccepted, BookingWindowAnswer } from "../schemas/booking-window.answers.ts";
import { BookingWindowParam, BookingWindowRequest } from "../schemas/booking-window.ts";
import {
  MyBookingChanged,
  MyBookingRefused,
  MyBookingsAnswer,
  SmsPreferencesAnswer,
} from "../schemas/my-bookings.answers.ts";
import {
  CancelRequest,
  RescheduleRequest,
  SmsPreferencesRequest,
  VisitIdParam,
} from "../schemas/my-bookings.ts";
import { WindowFullAnswer } from "../schemas/orders.answers.ts";
import {
  customerSession,
  idempotencyKey,
  invalid,
  loginRequired,
  notFound,
  type RouteTable,
  rateLimited,
  refused,
  writeAnswers,
} from "./route-entry.ts";

const visitNotFound = ["Not found, or not this customer's (not-found)", MyBookingRefused] as const;

export const bookingsEntries = {
  "POST /api/booking": {
    summary: "Books a home sample collection (the Book Test Now form), once per Idempotency-Key",
    request: { body: BookingRequest },
    answers: {
      ...writeAnswers,
      201: [
        "Stored (a repeat of the key: the first answer again), with the token that picks its window",
        BookingAccepted,
      ],
    },
    parameters: [idempotencyKey(false)],
  },
  "POST /api/booking/:bookingId/window": {
    summary:
      "Picks the booking's collection window with the token of its 201 answer; opens its visit confirmed",
    request: { params: BookingWindowParam, body: BookingWindowRequest },
    answers: {
      200: ["Booked: the visit, confirmed", BookingWindowAnswer],
      400: invalid,
      403: refused(
        "No customer session of the booking's own number (number-not-proven), or a cross-site request (cross-site-request)",
      ),
      404: notFound,
      409: [
        "A window was chosen before (window-chosen), or this one just filled (window-full, with the next windows)",
        zm.union([WindowFullAnswer, ErrorAnswer]),
      ],
      422: refused("The pincode is not served, or the window cannot be booked"),
      429: rateLimited,
    },
  },
  "GET /api/my-bookings": {
    summary:
      "The customer's orders and home-collection bookings, newest first, each with its timeline",
    answers: { 200: ["The bookings", MyBookingsAnswer], 401: loginRequired },
    security: customerSession,
  },
  "POST /api/my-bookings/:visitId/reschedule": {
    summary: "Moves the booking's home collection to another window of its area",
    request: { params: VisitIdParam, body: RescheduleRequest },
    answers: {
      200: ["Moved (or already in that window)", MyBookingChanged],
      400: invalid,
      401: loginRequired,
      404: visitNotFound,
      409: ["The window just filled: the next windows with a place", MyBookingRefused],
      422: ["Too late, moved too often, or not before collection", MyBookingRefused],
    },
    security: customerSession,
  },
  "POST /api/my-bookings/:visitId/cancel": {
    summary: "Cancels the booking's home collection; an order paid online is refunded (once)",
    request: { params: VisitIdParam, body: CancelRequest },
    answers: {
      200: ["Cancelled (a repeat answers the same)", MyBookingChanged],
      400: invalid,
      401: loginRequired,
      404: visitNotFound,
      422: ["Too late, or not before collection", MyBookingRefused],
    },
    security: customerSession,
  },
  "GET /api/my-bookings/sms-preferences": {
    summary: "The optional booking SMS the customer turned off",
    answers: {
      200: ["Turned off, and those that may be", SmsPreferencesAnswer],
      401: loginRequired,
    },
    security: customerSession,
  },
  "PUT /api/my-bookings/sms-preferences": {
    summary: "Turns optional booking SMS off (the others are always sent)",
    request: { body: SmsPreferencesRequest },
    answers: { 200: ["Saved", SmsPreferencesAnswer], 400: invalid, 401: loginRequired },
    security: customerSession,
  },
} as const satisfies RouteTable;
