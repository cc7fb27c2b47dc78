/**
 * Flood limits of the technicians' routes, counted per staff account in `rate_limit_counters`
 * (rate-limit.ts: shared by every API process, the injected clock's windows). They are far above
 * a person's use and stop a script, or a stolen session, from making the server step, hash and
 * store without end:
 * - a technician's actions: a full day is 8 visits of at most 3 steps; an outbox that was offline
 *   all day sends them together, and a retry after a lost answer counts again;
 * - an admin making technicians' sign-ins: each valid request hashes a password (counted after
 *   the body is checked, so a form's refused fields never spend it).
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../../deps.ts";
import type { AdminVariables } from "../../http/admin-session.ts";
import { consume, type RateLimitRule } from "../rate-limit/rate-limit.ts";
import { rateLimitedResponse } from "../rate-limit/rate-limit-response.ts";

const MINUTE = 60_000;

export const technicianLimits = {
  actions: { name: "technician-actions-account", limit: 60, windowMs: 10 * MINUTE },
  accounts: { name: "technician-accounts-admin", limit: 20, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts the request against the signed-in staff account's budget (after the role check; where
 * the route puts it, before or after its body is read); a 429 with Retry-After once it is spent.
 */
export function perStaffAccountLimit(
  deps: Pick<AppDeps, "db" | "clock">,
  rule: RateLimitRule,
): MiddlewareHandler<{ Variables: AdminVariables }> {
  return async (c: Context<{ Variables: AdminVariables }>, next) => {
    const hit = await consume(deps.db, rule, c.get("admin").adminId, deps.clock());
    if (!hit.allowed) return rateLimitedResponse(c, hit.retryAfterSeconds);
    await next();
  };
}
