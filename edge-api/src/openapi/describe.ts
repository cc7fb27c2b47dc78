/**
 * `describe(summary, answers)`: a route's entry in `GET /api/openapi.json` (openapi.routes.ts),
 * passed as the route's first middleware (each route group keeps its entries beside it, in
 * `<group>.openapi.ts`). Its request body, path
 * and query are described by the route's own validators (src/http/validate.ts); the answers by the
 * contract's answer schemas (catalog/src/contract/schemas/).
 */
import {
  ErrorAnswer,
  InvalidRequestAnswer,
  RateLimitedAnswer,
  WriteAccepted,
  WriteRefusal,
} from "@vyom/catalog/contract/schemas";
import { type DescribeRouteOptions, describeRoute, resolver } from "hono-openapi";
import type { $ZodType } from "zod/v4/core";

/**
 * An answer: what it means, and the JSON it carries (a zod or zod/mini schema); without a schema,
 * a description alone or (given a media type) a body of that type (a PDF, a page).
 */
export type Answer = readonly [description: string, schema?: $ZodType, media?: string];

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

/** A refusal `{ error, message? }`. */
export const refused = (description: string): Answer => [description, ErrorAnswer];

export const invalid: Answer = [
  "A field, the path or the query is not valid",
  InvalidRequestAnswer,
];
export const rateLimited: Answer = [
  "Too many tries: wait the Retry-After header's seconds",
  RateLimitedAnswer,
];
export const loginRequired = refused("No customer session (login-required)");
export const adminRequired = refused("No admin session (unauthorised)");
export const notFound = refused("Not found, or not this caller's (not-found)");

/** A path parameter the route reads without a validator (documented by hand). */
export const pathParameter = (name: string, description: string) => ({
  name,
  in: "path" as const,
  required: true,
  schema: { type: "string" as const },
  description,
});

/** The Idempotency-Key header every outbox write and order carries. */
export const idempotencyKey = (required: boolean) => ({
  name: "Idempotency-Key",
  in: "header" as const,
  required,
  schema: { type: "string" as const },
  description: "One key per submission: a repeat answers the first answer again",
});

/** The six outbox writes (catalog/src/contract/schemas/write-answer.ts) answer alike. */
export const writeAnswers = {
  201: ["Stored (a repeat of the key: the first answer again)", WriteAccepted],
  400: ["A field or the Idempotency-Key is not valid", WriteRefusal],
  403: ["The captcha of a new key is missing or failed, or a cross-site request", WriteRefusal],
  413: ["The body is too large", WriteRefusal],
  415: ["Not the media type the route takes", WriteRefusal],
  422: ["The Idempotency-Key was used for a different submission", WriteRefusal],
  429: ["Too many submissions from this client", WriteRefusal],
} as const satisfies Record<number, Answer>;
