/** How the health probes (health.routes.ts, ready.routes.ts) appear in `GET /api/openapi.json`. */
import { HealthAnswer, NotReadyAnswer, ReadyAnswer } from "@vyom/catalog/contract/schemas";
import { describe } from "../../openapi/describe.ts";

export const healthDocs = describe("Liveness: the API answers and its database takes a query", {
  200: ["Alive", HealthAnswer],
  500: ["The database did not answer"],
});

export const readyDocs = describe("Readiness: the database answers and has every migration", {
  200: ["Ready", ReadyAnswer],
  503: ["Not ready: which part is missing (never the error itself)", NotReadyAnswer],
});
