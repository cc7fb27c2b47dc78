/**
 * Guards for state-changing API requests, in the order they run: the Origin check (a browser on
 * another site cannot post with our cookies), the body limit, and JSON-only content types.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Env } from "../env.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Same origin (the Origin's host is the request's Host, which also holds behind a TLS proxy),
 * PUBLIC_ORIGIN, or no Origin header at all (curl, the legacy integrations, server-to-server).
 */
export function originCheck(env: Env): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) return next();
    if (env.PUBLIC_ORIGIN && origin === env.PUBLIC_ORIGIN) return next();
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost !== undefined && originHost === new URL(c.req.url).host) return next();
    return c.json({ error: "forbidden-origin" }, 403);
  };
}

export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => c.json({ error: "payload-too-large" }, 413) });
}

/** A state-changing request that has a body must declare it as JSON (an empty body is fine). */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const length = c.req.header("content-length");
    if (c.req.raw.body === null || length === "0") return next();
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType)) return c.json({ error: "unsupported-media-type" }, 415);
    return next();
  };
}
