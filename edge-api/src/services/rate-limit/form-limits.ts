/**
 * Per-client limits on the forms anyone may send (booking, enquiries, uploads), counted by
 * `clientGroup` (an address, an IPv6 /64) before the body is read or the captcha is checked (a
 * client refused once is refused without a statement: denied-clients.ts); the booking counts
 * its request in its write's own statement instead (`budgetCountedByWrite`). A captcha costs a bot
 * seconds, not a refusal; these bound what one client can make the server parse and store. They
 * are generous for people: many phones share one carrier address (CGNAT),
 * and an outbox that was offline sends its few queued forms at once. Both upload routes share one
 * budget: they fill the same storage.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientGroup } from "../../http/client-address.ts";
import { knownRefusal, rememberRefusal } from "./denied-clients.ts";
import { consume, type RateLimitRule } from "./rate-limit.ts";
import { rateLimitedResponse } from "./rate-limit-response.ts";

const MINUTE = 60 * 1000;

export const formLimits = {
  booking: { name: "form-booking-client", limit: 30, windowMs: 10 * MINUTE },
  enquiries: { name: "form-enquiries-client", limit: 20, windowMs: 10 * MINUTE },
  uploads: { name: "form-uploads-client", limit: 10, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Reads anyone may make that still cost the database a query each: a person choosing a
 * collection window looks at a few days, a few times. Far above that, and shared by a CGNAT
 * address's many phones, it only stops a script walking every pincode and date.
 */
export const lookupLimits = {
  collectionWindows: {
    name: "lookup-collection-windows-client",
    limit: 300,
    windowMs: 10 * MINUTE,
  },
  centreSlots: {
    name: "lookup-centre-slots-client",
    limit: 300,
    windowMs: 10 * MINUTE,
  },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts the request against the client's budget; a 429 with Retry-After once it is spent. A
 * client the database refused already in this window is refused here without a statement
 * (denied-clients.ts).
 */
export async function limitClient(
  c: Context,
  deps: Pick<AppDeps, "db" | "clock">,
  rule: RateLimitRule,
): Promise<ReturnType<typeof rateLimitedResponse> | undefined> {
  const subject = clientGroup(c);
  const now = deps.clock();
  const known = knownRefusal(deps.db, rule, subject, now);
  if (known !== undefined) return rateLimitedResponse(c, known);
  const hit = await consume(deps.db, rule, subject, now);
  if (hit.allowed) return undefined;
  rememberRefusal(deps.db, rule, subject, now);
  return rateLimitedResponse(c, hit.retryAfterSeconds);
}

/** The same, as a route's first middleware. */
export function perClientLimit(
  deps: Pick<AppDeps, "db" | "clock">,
  rule: RateLimitRule,
): MiddlewareHandler {
  return async (c, next) => (await limitClient(c, deps, rule)) ?? next();
}

/**
 * The budget of a route whose write counts the request in its own statement (the booking:
 * services/outbox-writes/write-booking.ts, one round trip for the count and the write). The
 * promise of `perClientLimit` stays whole:
 * - a client the database has refused in this window is refused first, with no statement, before
 *   the body is read or the captcha checked (denied-clients.ts);
 * - every request is counted exactly once: by the write (`counted`), or, when it was answered
 *   before the write (an invalid body 400, a captcha 403, an error), after the route answered,
 *   which then answers 429 instead once the budget is spent, as the count-first middleware did.
 * A client over its budget that this process has not seen refused yet gets its requests in flight
 * parsed and checked before their 429s; every later request is refused first.
 */
export function budgetCountedByWrite(deps: Pick<AppDeps, "db" | "clock">, rule: RateLimitRule) {
  const countedRequests = new WeakSet<Context>();
  const middleware: MiddlewareHandler = async (c, next) => {
    const known = knownRefusal(deps.db, rule, clientGroup(c), deps.clock());
    if (known !== undefined) return rateLimitedResponse(c, known);
    await next();
    if (countedRequests.has(c)) return;
    const limited = await limitClient(c, deps, rule);
    if (limited) c.res = limited;
  };
  return {
    rule,
    middleware,
    /** The write counted this request at `now` (its own clock reading); remembers a refusal. */
    counted(c: Context, allowed: boolean, now: Date) {
      countedRequests.add(c);
      if (!allowed) rememberRefusal(deps.db, rule, clientGroup(c), now);
    },
  };
}
