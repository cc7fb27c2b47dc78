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
  c.header("Cache-Control", "no-store");
};
