/** How the centre-slot listing (centre-slots.routes.ts) appears in `GET /api/openapi.json`. */
import { CentreSlotsAnswer } from "@vyom/catalog/contract/schemas";
import { describe, invalid, notFound, rateLimited, refused } from "../../openapi/describe.ts";

export const centreSlotsDocs = describe(
  "A day's slots for a scan at a centre, with the places left",
  {
    200: ["The slots (none on a day the centre is closed)", CentreSlotsAnswer],
    400: invalid,
    403: refused("A cross-site request (cross-site-request)"),
    404: notFound,
    429: rateLimited,
  },
);
