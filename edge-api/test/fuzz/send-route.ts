/** Sends one fuzzed request to a route as its client would (JSON, multipart or a form post). */
import type { createApp } from "../../src/app.ts";
import { CAPTCHA_HEADER } from "../../src/services/uploads/handle-upload.ts";
import { uploadForm } from "../../src/services/uploads/uploads.test-support.ts";
import type { RouteFuzz, Sessions } from "./route-bodies.ts";

export type Cookie = "none" | "garbage" | "valid";

export interface FuzzRequest {
  route: RouteFuzz;
  method: string;
  /** JSON text (or any bytes), or the text fields of a form. */
  body: string | Uint8Array | Record<string, string>;
  cookie: Cookie;
  address: string;
  idempotencyKey?: string;
  contentType?: string;
}

function cookieFor(request: FuzzRequest, sessions: Sessions): string | undefined {
  if (request.cookie === "none") return undefined;
  if (request.route.session === "lis") return undefined;
  const { session, endsSession } = request.route;
  if (request.cookie === "garbage" || endsSession || !session) {
    return "vyom-customer=%00%ff; vyom-admin=not-a-session";
  }
  return session === "admin" ? sessions.adminCookie : sessions.customer.cookie;
}

export async function sendRoute(
  app: ReturnType<typeof createApp>,
  sessions: Sessions,
  request: FuzzRequest,
): Promise<Response> {
  const { route } = request;
  const headers: Record<string, string> = {};
  const cookie = cookieFor(request, sessions);
  if (cookie) headers.cookie = cookie;
  // A lab's key stands where a browser's cookie would: valid, wrong or none.
  if (request.route.session === "lis" && request.cookie !== "none") {
    headers.authorization = `Bearer ${request.cookie === "valid" ? sessions.lisKey : "vyom_lis_wrong"}`;
  }
  if (request.idempotencyKey !== undefined) headers["idempotency-key"] = request.idempotencyKey;
  let body: string | Uint8Array<ArrayBuffer> | FormData;
  if (typeof request.body === "string" || request.body instanceof Uint8Array) {
    body = request.body as string | Uint8Array<ArrayBuffer>;
    const media = route.encoding === "hl7" ? "x-application/hl7-v2+er7" : "application/json";
    headers["content-type"] = request.contentType ?? media;
  } else if (route.encoding === "multipart") {
    // The captcha rides in its header (never poisoned): the app under test lets any captcha pass.
    body = uploadForm(request.body, route.file);
    headers[CAPTCHA_HEADER] = "solved";
  } else {
    body = new URLSearchParams(request.body).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  return app.request(
    route.path(sessions),
    { method: request.method, headers, body },
    { incoming: { socket: { remoteAddress: request.address } } },
  );
}
