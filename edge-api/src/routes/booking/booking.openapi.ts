/** How `POST /api/booking` (booking.routes.ts) appears in `GET /api/openapi.json`. */
import { describe, idempotencyKey, writeAnswers } from "../../openapi/describe.ts";

export const bookingDocs = describe(
  "Books a home sample collection (the Book Test Now form), once per Idempotency-Key",
  writeAnswers,
  { parameters: [idempotencyKey(false)] },
);
