/**
 * `Cache-Control: no-store` on every answer of the routes it is mounted on: answers that carry
 * personal data (accounts, carts, orders, payments, the admin area) are never kept by the
 * browser's HTTP cache or any shared cache, so nothing of them can be replayed by Back or shown
 * to a later user of the same browser. Set after the handler so error answers (401, 400, 429)
 * carry it too.
 */
import type { MiddlewareHandler } from "hono";

export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  // On the answer's own headers, as request-log.ts and hono's secure-headers do. `c.header` on a
  // finished answer rebuilds it from its body: @hono/node-server then turns its light response
  // into a full one and streams the body (chunked writes) instead of sending it in one write,
  // about a fifth of the API's CPU on verify-user under load (docs/performance.md, figure 4).
  c.res.headers.set("Cache-Control", "no-store");
};
