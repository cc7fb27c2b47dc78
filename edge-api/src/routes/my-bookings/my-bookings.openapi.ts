/** How "My bookings" (my-bookings.routes.ts) appears in `GET /api/openapi.json`. */
import {
  MyBookingChanged,
  MyBookingRefused,
  MyBookingsAnswer,
  SmsPreferencesAnswer,
} from "@vyom/catalog/contract/schemas";
import { describe, invalid, loginRequired } from "../../openapi/describe.ts";

const customer = { security: [{ customerSession: [] }] };
const notFound = ["Not found, or not this customer's (not-found)", MyBookingRefused] as const;

export const myBookingsDocs = {
  list: describe(
    "The customer's orders and home-collection bookings, newest first, each with its timeline",
    { 200: ["The bookings", MyBookingsAnswer], 401: loginRequired },
    customer,
  ),
  reschedule: describe(
    "Moves the booking's home collection to another window of its area",
    {
      200: ["Moved (or already in that window)", MyBookingChanged],
      400: invalid,
      401: loginRequired,
      404: notFound,
      409: ["The window just filled: the next windows with a place", MyBookingRefused],
      422: ["Too late, moved too often, or not before collection", MyBookingRefused],
    },
    customer,
  ),
  cancel: describe(
    "Cancels the booking's home collection; an order paid online is refunded (once)",
    {
      200: ["Cancelled (a repeat answers the same)", MyBookingChanged],
      400: invalid,
      401: loginRequired,
      404: notFound,
      422: ["Too late, or not before collection", MyBookingRefused],
    },
    customer,
  ),
  smsPreferences: describe(
    "The optional booking SMS the customer turned off",
    { 200: ["Turned off, and those that may be", SmsPreferencesAnswer], 401: loginRequired },
    customer,
  ),
  saveSmsPreferences: describe(
    "Turns optional booking SMS off (the others are always sent)",
    {
      200: ["Saved", SmsPreferencesAnswer],
      400: invalid,
      401: loginRequired,
    },
    customer,
  ),
};
