/**
 * Guards for API requests, in the order they run: the cross-site refusal (another site's page
 * reaches no API route), the Origin check (a browser on another site cannot post with our
 * cookies), the body limit, and JSON-only content types.
 *
 * The upload routes (UPLOAD_PATHS) are the one deliberate exception to the last two: they take
 * multipart/form-data (a file) and refuse anything else. Here they are held only to a declared
 * Content-Length of at most MAX_UPLOAD_BODY_BYTES: the route counts the bytes itself while it
 * streams the body (services/uploads/upload-form.ts), after the captcha; a body limit here would
 * read the whole body first. The Origin check applies to them as to every route.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Env } from "../env.ts";
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_TOO_LARGE } from "../services/uploads/file-types.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const JSON_BODY_LIMIT = 64 * 1024;

/** The routes that take a file (multipart/form-data) instead of JSON. */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  "/api/prescriptions",
  "/api/careers/applications",
]);

/** Whether the request is for an upload route (with or without a trailing slash). */
export function isUploadPath(path: string): boolean {
  return UPLOAD_PATHS.has(path.length > 1 ? path.replace(/\/+$/, "") : path);
}

const isUpload = (c: Context) => isUploadPath(c.req.path);

/**
 * The lab ingest routes (routes/lis/): a lab's report is larger than any form (a full-body panel
 * as FHIR is about 150 KB), and HL7 v2 is not JSON; the HL7 route checks its own media type.
 */
export const LIS_BODY_LIMIT = 1024 * 1024;
const isLis = (c: Context) => c.req.path.startsWith("/api/lis/");
const isHl7 = (c: Context) => /^\/api\/lis\/hl7\/?$/.test(c.req.path);

/**
 * A request another site's page made the browser send (`Sec-Fetch-Site: cross-site`, which the
 * page cannot forge or remove) is refused before any route runs: an `<img>`, a form or a fetch
 * from elsewhere reaches nothing, GETs included. Browsers that send no Sec-Fetch-Site header,
 * and non-browser clients, are left to the other guards.
 */
export function crossSiteRefusal(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header("sec-fetch-site") !== "cross-site") return next();
    return c.json(
      { error: "cross-site-request", message: "Requests from another site are refused." },
      403,
    );
  };
}

/** The header the PWA's API client sends on every call (pwa/src/lib/api-client.ts). */
export const APP_CLIENT_HEADER = "x-vyom-client";

/**
 * For a GET with a side effect (an OTP send): a cross-site page can make a browser send a GET
 * (`<img src>`) but never with a custom header, and a cross-origin fetch that adds one needs a
 * CORS preflight the API never grants.
 */
export function appClientOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header(APP_CLIENT_HEADER) === "app") return next();
    return c.json({ error: "app-client-required" }, 403);
  };
}

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
    return c.json(
      { error: "forbidden-origin", message: "Requests from another site are refused." },
      403,
    );
  };
}

/**
 * Whether the request declares its body's framing: a Content-Length (which Node's HTTP parser
 * holds the body to, byte for byte) or a Transfer-Encoding. Asking `c.req.raw.body` instead makes
 * @hono/node-server build the full web Request (an undici Request, a web ReadableStream over the
 * socket, an AbortController) that its direct body read (`c.req.json()`) never needs: a visible
 * share of each booking's CPU (docs/performance.md, figure 4).
 */
const declaredLength = (c: Context) =>
  c.req.header("transfer-encoding") === undefined ? c.req.header("content-length") : undefined;

/**
 * 64 KB on every request with a body, 1 MB on the lab ingest routes; on the upload routes, the
 * declared length only.
 */
export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT): MiddlewareHandler {
  const limited = (size: number): MiddlewareHandler => {
    const answer = {
      error: "payload-too-large",
      message: `The request is larger than ${Math.floor(size / 1024)} KB.`,
    };
    // Counts the bytes as they arrive: for a body whose length is not declared (chunked).
    const counted = bodyLimit({ maxSize: size, onError: (c) => c.json(answer, 413) });
    return async (c, next) => {
      const declared = declaredLength(c);
      // As hono's bodyLimit judges a declared length, without asking for the body first.
      if (declared === undefined) return counted(c, next);
      return Number.parseInt(declared, 10) > size ? c.json(answer, 413) : next();
    };
  };
  const json = limited(maxSize);
  const lis = limited(LIS_BODY_LIMIT);
  const upload: MiddlewareHandler = async (c, next) => {
    const declared = Number(c.req.header("content-length") ?? 0);
    return declared > MAX_UPLOAD_BODY_BYTES ? c.json(UPLOAD_TOO_LARGE, 413) : next();
  };
  return (c, next) => {
    // No route reads a GET's body, and asking for it builds the full web Request (an undici
    // Request and its AbortSignal) that @hono/node-server otherwise never makes (figure 4).
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (isLis(c)) return lis(c, next);
    return isUpload(c) ? upload(c, next) : json(c, next);
  };
}

/** Whether the request came over a real HTTP/1.x connection (Node's IncomingMessage says so). */
const overHttp1 = (c: Context) =>
  (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming
    ?.httpVersionMajor === 1;

const notJson = {
  error: "unsupported-media-type",
  message: "Send the request as application/json.",
};

/**
 * A state-changing request that has a body must declare it as JSON (an empty body is fine); on
 * an upload route, as multipart/form-data.
 */
export function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (isUpload(c)) return next(); // services/uploads/upload-form.ts answers 415 to non-multipart.
    if (isHl7(c)) return next(); // routes/lis/lis.routes.ts answers 415 to anything but HL7 v2.
    const length = c.req.header("content-length");
    if (length === "0") return next();
    // A declared length or transfer encoding says a body comes; only without them is the body
    // itself asked whether there is one (see declaredLength).
    if (length === undefined && c.req.header("transfer-encoding") === undefined) {
      // Over HTTP/1.1 a request with neither has no body (RFC 9112, 6.3), though @hono/node-server
      // still hands it a body stream: a browser's bodiless DELETE was refused as not JSON.
      if (overHttp1(c) || c.req.raw.body === null) return next();
    }
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType)) return c.json(notJson, 415);
    return next();
  };
}
