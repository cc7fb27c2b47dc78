/**
 * `GET /metrics`: the Prometheus text of the app's registry (metrics.ts), for a scraper. Not
 * public: answered to a request made on this machine (http/local-request.ts: loopback peer, no
 * forwarding header) or carrying `Authorization: Bearer <METRICS_TOKEN>`, compared in constant
 * time. Anyone else gets the same 404 as a route that does not exist.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { isLocalRequest } from "../../http/local-request.ts";

/** Hashing first gives both sides one length, so the comparison leaks neither length nor bytes. */
const digest = (value: string) => createHash("sha256").update(value).digest();

export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

export function metricsRoutes({ env, metrics }: AppDeps) {
  return new Hono().get("/", async (c) => {
    if (!isLocalRequest(c) && !bearerMatches(c.req.header("authorization"), env.METRICS_TOKEN))
      return c.json({ error: "not-found" }, 404);
    const text = await metrics.registry.metrics();
    return c.body(text, 200, {
      "content-type": metrics.registry.contentType,
      "cache-control": "no-store",
    });
  });
}
