/** How the health probes (health.routes.ts, ready.routes.ts) appear in `GET /api/openapi.json`. */
import { z } from "zod";
import { describe } from "../../openapi/describe.ts";

export const healthDocs = describe("Liveness: the API answers and its database takes a query", {
  200: ["Alive", z.object({ status: z.literal("ok") })],
  500: ["The database did not answer"],
});

export const readyDocs = describe("Readiness: the database answers and has every migration", {
  200: ["Ready", z.object({ status: z.literal("ready") }).loose()],
  503: ["Not ready: which part is missing", z.object({ status: z.literal("not-ready") }).loose()],
});
