/**
 * One API route described once: its request (path parameters, query, body: classic zod, the
 * API validates with them) and its answers (status to a zod/mini schema). The API builds its
 * validators and its `GET /api/openapi.json` entry from the entry (edge-api/src/openapi/route.ts),
 * a type check holds its handlers to the answers (edge-api/src/openapi/route-answers.ts), and the
 * app types its calls from it (pwa/src/lib/api-client.ts `call`), importing only types.
 */
import type { z } from "zod";
import type { $ZodType, output } from "zod/v4/core";
import { ErrorAnswer, InvalidRequestAnswer, RateLimitedAnswer } from "../schemas/answers.ts";
import { WriteAccepted, WriteRefusal } from "../schemas/write-answer.ts";

/**
 * An answer: what it means, and the JSON it carries (a zod/mini schema); without a schema, a
 * description alone or (given a media type) a body of that type (a PDF, a page).
 */
export type Answer = readonly [description: string, schema?: $ZodType, media?: string];

export interface RouteRequest {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
}

/** A header or path parameter the validators do not describe (written by hand). */
export interface ParameterDoc {
  readonly name: string;
  readonly in: "path" | "header" | "query" | "cookie";
  readonly required: boolean;
  readonly schema: { readonly type: "string" };
  readonly description: string;
}

export interface RouteEntry {
  readonly summary: string;
  readonly request?: RouteRequest;
  readonly answers: Readonly<Record<number, Answer>>;
  /** Who may call it, as the OpenAPI document's security schemes name them. */
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  readonly parameters?: readonly ParameterDoc[];
  readonly tags?: readonly string[];
  /** A multipart upload: its text fields, and the name of its file field. */
  readonly upload?: { readonly fields: z.ZodObject; readonly file: string };
  /**
   * A body its handler reads itself, given here for the document only: a webhook whose signature
   * covers the exact bytes (a validator would read them first), or a gateway's form post.
   */
  readonly rawBody?: { readonly media: string; readonly schema: z.ZodType };
}

/** A group's entries, keyed `METHOD /api/path` with `:param` for each path parameter. */
export type RouteTable = Readonly<Record<`${Method} /api/${string}`, RouteEntry>>;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// ---- The answers many routes share ----

/** A refusal `{ error, message? }`. */
export const refused = (description: string) =>
  [description, ErrorAnswer] as const satisfies Answer;

export const invalid = [
  "A field, the path or the query is not valid",
  InvalidRequestAnswer,
] as const satisfies Answer;
export const rateLimited = [
  "Too many tries: wait the Retry-After header's seconds",
  RateLimitedAnswer,
] as const satisfies Answer;
export const loginRequired = refused("No customer session (login-required)");
export const adminRequired = refused("No admin session (unauthorised)");
export const notFound = refused("Not found, or not this caller's (not-found)");

export const customerSession = [{ customerSession: [] }] as const;
export const adminSession = [{ adminSession: [] }] as const;

/** A path parameter the route reads without a validator. */
export const pathParameter = (name: string, description: string): ParameterDoc => ({
  name,
  in: "path",
  required: true,
  schema: { type: "string" },
  description,
});

/** The Idempotency-Key header every outbox write and order carries. */
export const idempotencyKey = (required: boolean): ParameterDoc => ({
  name: "Idempotency-Key",
  in: "header",
  required,
  schema: { type: "string" },
  description: "One key per submission: a repeat answers the first answer again",
});

/** The outbox writes (../schemas/write-answer.ts) answer alike. */
export const writeAnswers = {
  201: ["Stored (a repeat of the key: the first answer again)", WriteAccepted],
  400: ["A field or the Idempotency-Key is not valid", WriteRefusal],
  403: ["The captcha of a new key is missing or failed, or a cross-site request", WriteRefusal],
  413: ["The body is too large", WriteRefusal],
  415: ["Not the media type the route takes", WriteRefusal],
  422: ["The Idempotency-Key was used for a different submission", WriteRefusal],
  429: ["Too many submissions from this client", WriteRefusal],
} as const satisfies Record<number, Answer>;

// ---- Types of a call, read from an entry ----

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: `params`, `query`, `body` as the entry's request schemas take them. */
export type RequestOf<E extends RouteEntry> = (E["request"] extends { params: infer S }
  ? { params: SchemaInput<S> }
  : { params?: never }) &
  (E["request"] extends { query: infer S }
    ? object extends SchemaInput<S>
      ? { query?: SchemaInput<S> } // every field optional: the query may be left out
      : { query: SchemaInput<S> }
    : { query?: never }) &
  (E["request"] extends { body: infer S } ? { body: SchemaInput<S> } : { body?: never });

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** What a 2xx JSON answer of the entry is (the union when it has several). */
export type AnswerOf<E extends RouteEntry> = {
  [S in keyof E["answers"] & SuccessStatus]: E["answers"][S] extends readonly [
    string,
    infer Schema extends $ZodType,
    ...unknown[],
  ]
    ? output<Schema>
    : undefined;
}[keyof E["answers"] & SuccessStatus];
