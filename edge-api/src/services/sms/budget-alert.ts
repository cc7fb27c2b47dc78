/**
 * The alert of an SMS budget that tripped: one error-level line per budget, per subject (a
 * number, an address group, a prefix), per window, whichever server or request saw the trip
 * first. A count that reached limit + 1 is not enough to say "first": counts given back after a
 * later refusal can pass limit + 1 again. So the first refused request claims the window's alert,
 * a row that expires when the window ends (rate-limit.ts `claimCooldown`), and only the claim's
 * winner logs. Callers pass what the line may say: masked numbers only (log-privacy.ts).
 */
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { claimCooldown, counterKey, type RateLimitRule } from "../rate-limit/rate-limit.ts";

export async function alertBudgetSpent(
  db: Database,
  logger: Logger,
  trip: { event: string; rule: RateLimitRule; subject: string; fields: Record<string, unknown> },
  now: Date,
): Promise<void> {
  const { rule } = trip;
  const windowEnd = (Math.floor(now.getTime() / rule.windowMs) + 1) * rule.windowMs;
  const claim = await claimCooldown(
    db,
    "sms-budget-alert",
    counterKey(rule, trip.subject),
    windowEnd - now.getTime(),
    now,
  );
  if (claim.allowed) logger.error(trip.event, { budget: rule.limit, ...trip.fields });
}
