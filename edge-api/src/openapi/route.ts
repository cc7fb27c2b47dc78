/**
 * `route(entry, ...guards)`: what a route's handler is preceded by, all from its entry in the
 * contract's route table (catalog/src/contract/routes/): its `GET /api/openapi.json` entry, the
 * guards given (a session, a rate limit: they run before the request is read), then the
 * validators of its path parameters, query and body. Spread it before the handler:
 * `.post("/create", ...route(ApiRoutes["POST /api/cart/create"], requireCustomer(deps)), handler)`.
 */
import type { RouteEntry, RouteRequest } from "@vyom/catalog/contract/routes";
import type { MiddlewareHandler } from "hono";
import { resolver } from "hono-openapi";
import { z } from "zod";
import { validate } from "../http/validate.ts";
import { describe } from "./describe.ts";

type Validator<Target extends "param" | "query" | "json", S> = S extends z.ZodType
  ? ReturnType<typeof validate<Target, S>>
  : never;

/** The validators an entry's request asks for, in the order they run. */
type Validators<R> = [
  ...(R extends { params: infer S } ? [Validator<"param", S>] : []),
  ...(R extends { query: infer S } ? [Validator<"query", S>] : []),
  ...(R extends { body: infer S } ? [Validator<"json", S>] : []),
];

export function route<E extends RouteEntry, Guards extends MiddlewareHandler[]>(
  entry: E,
  ...guards: Guards
): [MiddlewareHandler, ...Guards, ...Validators<E["request"]>] {
  const { params, query, body } = entry.request ?? {};
  const validators = [
    ...(params ? [validate("param", params)] : []),
    ...(query ? [validate("query", query)] : []),
    ...(body ? [validate("json", body)] : []),
  ];
  // The tuple's types are the conditional ones above; the array built here has the same order.
  return [describeEntry(entry), ...guards, ...validators] as [
    MiddlewareHandler,
    ...Guards,
    ...Validators<E["request"]>,
  ];
}

/**
 * The entry with a request schema made when the app is built, such as one that checks a date
 * against the app's injected clock rather than the real one: the same input and output types as
 * the entry's, so the handler and the app's calls are typed alike.
 */
export function withRequest<E extends RouteEntry>(
  entry: E,
  request: { [Part in keyof RouteRequest & keyof E["request"]]?: SameAs<E["request"][Part]> },
): E {
  return { ...entry, request: { ...entry.request, ...request } };
}

type SameAs<S> = S extends z.ZodType ? z.ZodType<z.output<S>, z.input<S>> : never;

/** The entry's operation in the OpenAPI document. */
export function describeEntry(entry: RouteEntry) {
  const { summary, answers, security, parameters, tags, upload, rawBody } = entry;
  return describe(summary, answers, {
    ...(security
      ? {
          security: security.map((scheme) =>
            Object.fromEntries(Object.entries(scheme).map(([name, scopes]) => [name, [...scopes]])),
          ),
        }
      : {}),
    ...(parameters ? { parameters: parameters.map((parameter) => ({ ...parameter })) } : {}),
    ...(tags ? { tags: [...tags] } : {}),
    ...(upload
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: resolver(upload.fields.extend({ [upload.file]: z.file() })),
              },
            },
          },
        }
      : {}),
    ...(rawBody
      ? {
          requestBody: {
            required: true,
            content: { [rawBody.media]: { schema: resolver(rawBody.schema) } },
          },
        }
      : {}),
  });
}
