/** How a technician's own page's routes (technician.routes.ts) appear in `GET /api/openapi.json`. */
import { TechnicianActionAnswer, TechnicianDay } from "@vyom/catalog/contract/schemas";
import {
  adminRequired,
  describe,
  invalid,
  notFound,
  rateLimited,
  refused,
} from "../../openapi/describe.ts";

const technician = { security: [{ adminSession: [] }] };
const notTechnician = refused(
  "Not a technician's account, or not this technician's visit (forbidden)",
);

export const technicianDocs = {
  day: describe(
    "The signed-in technician's visits today (India), in window order",
    { 200: ["The day's visits", TechnicianDay], 401: adminRequired, 403: notTechnician },
    technician,
  ),
  action: describe(
    "Starts, marks collected or records the payment of a visit assigned to the signed-in technician; Idempotency-Key required, a repeat of it answers the first answer again",
    {
      201: ["Done (or the key's first answer)", TechnicianActionAnswer],
      400: invalid,
      401: adminRequired,
      403: notTechnician,
      404: notFound,
      409: refused("The visit's step is refused now, e.g. before its day (refused)"),
      422: refused("The key was used with another body (idempotency-key-reused)"),
      429: rateLimited,
    },
    technician,
  ),
};
