/** How the health probes (health.routes.ts, ready.routes.ts) appear in `GET /api/openapi.json`. */
import { z } from "zod";
import { describe } from "../../openapi/describe.ts";

export const healthDocs = describe("Liveness: the API answers and its database takes a query", {
  200: ["Alive", z.object({ status: z.literal("ok") })],
  500: ["The database did not answer"],
});

export const readyDocs = describe("Readiness: the database answers and has every migration", {
  200: [
    "Ready",
    z.object({
      status: z.literal("ready"),
      database: z.literal("up"),
      migrations: z.literal("current"),
    }),
  ],
  503: [
    "Not ready: which part is missing (never the error itself)",
    z.union([
      z.object({ status: z.literal("not-ready"), database: z.enum(["down", "timeout"]) }),
      z.object({
        status: z.literal("not-ready"),
        database: z.literal("up"),
        migrations: z.literal("pending"),
        /** The migrations this build knows that the database does not have yet. */
        pending: z.array(z.string()),
      }),
    ]),
  ],
});
