/**
 * The last line of defence: clients get a short JSON error and never a stack trace; the log gets
 * what went wrong without the request's data. Text the database refuses because of what a client
 * sent (request schemas refuse it first: catalog/src/contract/schemas/text.ts) is the client's
 * error, so a 400.
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { describeError, type Logger } from "../logger.ts";
import { refusedClientData } from "./database-refusals.ts";
import { maskPath, requestLogger } from "./request-log.ts";
import { invalidRequest } from "./validate.ts";

const CODES: Record<number, string> = {
  400: "invalid-request",
  401: "unauthorised",
  403: "forbidden",
  404: "not-found",
  405: "method-not-allowed",
  408: "request-timeout",
  409: "conflict",
  413: "payload-too-large",
  415: "unsupported-media-type",
  422: "unprocessable",
  429: "too-many-requests",
};

export function errorHandler(logger: Logger): ErrorHandler {
  return (error: Error, c: Context) => {
    if (error instanceof HTTPException && error.status < 500) {
      if (error.res) return error.getResponse();
      if (error.message.startsWith("Malformed JSON")) {
        return c.json({ error: "invalid-json", message: "The request is not valid JSON." }, 400);
      }
      return c.json({ error: CODES[error.status] ?? "bad-request" }, error.status);
    }
    const refused = refusedClientData(error);
    if (refused) {
      // A warning, not an error: the client is told, but a schema let this text through.
      requestLogger(c, logger).warn("request.refused-by-database", {
        method: c.req.method,
        path: maskPath(c.req.path),
        errorCode: refused.code,
      });
      return c.json(invalidRequest({ issues: [{ path: [], message: refused.message }] }), 400);
    }
    requestLogger(c, logger).error("request.failed", {
      method: c.req.method,
      path: maskPath(c.req.path),
      ...describeError(error),
    });
    return c.json({ error: "internal" }, 500);
  };
}

export const notFound: NotFoundHandler = (c) => c.json({ error: "not-found" }, 404);
