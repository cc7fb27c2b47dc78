/** How the booking routes (booking.routes.ts) appear in `GET /api/openapi.json`. */
import {
  BookingAccepted,
  BookingWindowAnswer,
  ErrorAnswer,
  WindowFullAnswer,
} from "@vyom/catalog/contract/schemas";
import { z } from "zod";
import {
  describe,
  idempotencyKey,
  invalid,
  notFound,
  rateLimited,
  refused,
  writeAnswers,
} from "../../openapi/describe.ts";

export const bookingDocs = describe(
  "Books a home sample collection (the Book Test Now form), once per Idempotency-Key",
  {
    ...writeAnswers,
    201: [
      "Stored (a repeat of the key: the first answer again), with the token that picks its window",
      BookingAccepted,
    ],
  },
  { parameters: [idempotencyKey(false)] },
);

export const bookingWindowDocs = describe(
  "Picks the booking's collection window with the token of its 201 answer; opens its visit confirmed",
  {
    200: ["Booked: the visit, confirmed", BookingWindowAnswer],
    400: invalid,
    403: refused(
      "No customer session of the booking's own number (number-not-proven), or a cross-site request (cross-site-request)",
    ),
    404: notFound,
    429: rateLimited,
    409: [
      "A window was chosen before (window-chosen), or this one just filled (window-full, with the next windows)",
      z.union([WindowFullAnswer, ErrorAnswer]),
    ],
    422: refused("The pincode is not served, or the window cannot be booked"),
  },
);
