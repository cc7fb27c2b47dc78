/**
 * The global daily SMS budget (SMS_DAILY_BUDGET): a breaker against a flood that spreads over
 * many numbers and addresses, each under its own limits, and would still run up the SMS bill.
 * One counter for all numbers per UTC day; once spent, every send is refused until the day ends.
 * The trip is logged once, at error level, so operations learn of it at once.
 */
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { consume } from "../rate-limit/rate-limit.ts";

const DAY = 24 * 60 * 60 * 1_000;

export interface SmsBudget {
  /** Takes one message from today's budget; false when it is spent (send nothing). */
  spend(logger?: Logger): Promise<boolean>;
}

export function createSmsBudget(deps: {
  db: Database;
  clock: () => Date;
  logger: Logger;
  perDay: number;
}): SmsBudget {
  const rule = { name: "sms-daily-budget", limit: deps.perDay, windowMs: DAY };
  return {
    async spend(logger = deps.logger) {
      const spent = await consume(deps.db, rule, "all", deps.clock());
      // The atomic count makes exactly one request the first refused one: it logs the trip.
      if (spent.count === rule.limit + 1) {
        logger.error("sms.daily-budget-spent", { budget: rule.limit });
      }
      return spent.allowed;
    },
  };
}
