/**
 * `describe(summary, answers)`: a route's entry in `GET /api/openapi.json` (openapi.routes.ts),
 * passed as the route's first middleware. Routes described by the route table get theirs from
 * `route(entry)` (route.ts); the few groups not on it yet call this with their own
 * `<group>.openapi.ts`. The request body, path and query are described by the route's validators
 * (src/http/validate.ts); the answers by the contract's answer schemas.
 */

import type { Answer } from "@vyom/catalog/contract/routes";
import { type DescribeRouteOptions, describeRoute, resolver } from "hono-openapi";

export type { Answer };

type More = Omit<DescribeRouteOptions, "summary" | "responses">;

export function describe(summary: string, answers: Record<number, Answer>, more: More = {}) {
  const responses = Object.fromEntries(
    Object.entries(answers).map(([status, [description, schema, media = "application/json"]]) => [
      status,
      schema
        ? { description, content: { [media]: { schema: resolver(schema) } } }
        : media === "application/json"
          ? { description }
          : { description, content: { [media]: {} } },
    ]),
  );
  return describeRoute({ summary, ...more, responses });
}

// The answers many routes share are the route table's (catalog/src/contract/routes/route-entry.ts).
export {
  adminRequired,
  idempotencyKey,
  invalid,
  loginRequired,
  notFound,
  pathParameter,
  rateLimited,
  refused,
  writeAnswers,
} from "@vyom/catalog/contract/routes";
