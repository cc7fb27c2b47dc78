/**
 * The health probes' answers (edge-api/src/routes/health/): liveness, and readiness for a load
 * balancer or an orchestrator (docs/deploy.md). zod/mini, answers only.
 */
import * as z from "zod/mini";

export const HealthAnswer = z.object({ status: z.literal("ok") });

export const ReadyAnswer = z.object({
  status: z.literal("ready"),
  database: z.literal("up"),
  migrations: z.literal("current"),
});

/** Which part is missing, never the error itself. */
export const NotReadyAnswer = z.union([
  z.object({ status: z.literal("not-ready"), database: z.enum(["down", "timeout"]) }),
  z.object({
    status: z.literal("not-ready"),
    database: z.literal("up"),
    migrations: z.literal("pending"),
    /** The migrations this build knows that the database does not have yet. */
    pending: z.array(z.string()),
  }),
]);

/** `GET /api/openapi.json`: an OpenAPI 3.1 document (checked whole by its own test). */
export const OpenApiDocumentAnswer = z.looseObject({ openapi: z.string() });
