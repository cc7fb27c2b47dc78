/**
 * Every request gets an id, one log line and its place in the metrics.
 *
 * - The id: a sane incoming `X-Request-Id` (from our proxy: 8-64 of `A-Z a-z 0-9 . _ : -` and no
 *   run of ten digits, which could be a mobile number) is kept, so one id follows a request
 *   through every hop; anything else is replaced by a new random one. It is echoed in the
 *   answer's `X-Request-Id` and is on every line written through the request's logger
 *   (`requestLogger(c, ...)`, logger.ts's `requestScoped`).
 * - The line: method, masked path, route pattern, status and time. Never the query or the body.
 * - The metrics: by route pattern, never the path (metrics.ts).
 */
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { type Logger, requestScoped } from "../logger.ts";
import type { Metrics } from "../metrics.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The request's logger: every line it writes carries the request's id. */
    requestLogger?: Logger;
  }
}

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The logger of the request being handled; `fallback` (the app's) only where requestLog is not
 * mounted (a router tested alone).
 */
export const requestLogger = (c: Context, fallback: Logger): Logger =>
  c.get("requestLogger") ?? fallback;
const SANE_REQUEST_ID = /^[\w.:-]{8,64}$/;

/** Paths carry mobile numbers (`/api/auth/get-otp/9876543210`): log only their last 4 digits. */
export function maskPath(path: string): string {
  return path.replace(/\d{5,}/g, (digits) => `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`);
}

export function requestIdOf(incoming: string | undefined): string {
  if (incoming && SANE_REQUEST_ID.test(incoming) && !/\d{10}/.test(incoming)) return incoming;
  return randomUUID();
}

/** The pattern of the route that answered (`/api/booking`), or of the last middleware passed. */
const routeOf = (c: Context) => routePath(c) || "unmatched";

export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const log = requestScoped(logger, requestId);
    c.set("requestLogger", log);
    const started = performance.now();
    await next();
    // On the finished answer, as hono's secure-headers does: a handler's own Response (the
    // static app's files) would drop a header set on the context before it ran.
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const ms = performance.now() - started;
    const route = routeOf(c);
    log.info("request", {
      method: c.req.method,
      path: maskPath(c.req.path),
      route,
      status: c.res.status,
      ms: Math.round(ms),
    });
    metrics.observeRequest({
      method: c.req.method,
      route,
      status: c.res.status,
      seconds: ms / 1000,
    });
  };
}

/** `deps` with the request's logger, for what a route calls and what outlives its answer. */
export const requestDeps = <Deps extends { logger: Logger }>(c: Context, deps: Deps): Deps => ({
  ...deps,
  logger: requestLogger(c, deps.logger),
});
