/** How the collection-window listing (collection-windows.routes.ts) appears in `GET /api/openapi.json`. */
import { CollectionWindowsAnswer } from "@vyom/catalog/contract/schemas";
import { describe, invalid, rateLimited, refused } from "../../openapi/describe.ts";

export const collectionWindowsDocs = describe(
  "A day's home-collection windows for a pincode, with the places left (or: not served)",
  {
    200: ["The windows, or that the pincode is not served", CollectionWindowsAnswer],
    400: invalid,
    403: refused("A cross-site request (cross-site-request)"),
    429: rateLimited,
  },
);
