/**
 * `describe(summary, answers)`: a route's entry in `GET /api/openapi.json` (openapi.routes.ts),
 * passed as the route's first middleware by `route(entry)` (route.ts), from its entry in the route
 * table (catalog/src/contract/routes/). The request body, path and query are described by the
 * route's validators (src/http/validate.ts); the answers by the contract's answer schemas.
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
