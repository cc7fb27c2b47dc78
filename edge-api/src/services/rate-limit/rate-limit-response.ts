import type { Context } from "hono";

/**
 * The one shape of a refused request: 429, `Retry-After` in seconds, and the same in the body,
 * with a `message` for a person (every outbox write refusal has one: services/outbox-writes/outbox-write.ts).
 */
export function rateLimitedResponse(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  const message = `Too many requests: please try again in ${retryAfterSeconds} seconds.`;
  return c.json({ error: "rate-limited" as const, message, retryAfter: retryAfterSeconds }, 429);
}
