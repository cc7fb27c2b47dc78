import type { Context } from "hono";

/** The one shape of a refused request: 429, `Retry-After` in seconds, and the same in the body. */
export function rateLimitedResponse(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: "rate-limited" as const, retryAfter: retryAfterSeconds }, 429);
}
