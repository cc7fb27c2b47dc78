/**
 * The global daily SMS budget (SMS_DAILY_BUDGET): a breaker against a flood that spreads over
 * many numbers and addresses, each under its own limits, and would still run up the SMS bill.
 * One counter for all numbers per UTC day, spent by OTPs (services/otp/otp-send.ts) and booking
 * updates alike (services/collection-visits/visit-notices.ts); once spent, every send is refused
 * until the day ends (a booking update then waits for the next day).
 *
 * A stranger's flood goes to numbers nobody uses here, so those may spend only
 * NEW_NUMBERS_SHARE of it: the rest stays for existing customers' logins and report codes
 * (`known`: services/otp/known-number.ts), and a flood that spends the share stops new numbers
 * only. Each trip is logged once, at error level, so operations learn of it at once: the share's
 * trip is the alert that someone is spending the day's messages.
 */
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { consume, type RateLimitRule } from "../rate-limit/rate-limit.ts";

const DAY = 24 * 60 * 60 * 1_000;

/** When the budget day of `now` ends and the next one's messages can be spent. */
export const budgetDayEndsAt = (now: Date) => new Date((Math.floor(now.getTime() / DAY) + 1) * DAY);

/** The part of the day's budget that numbers nobody uses here may spend. */
export const NEW_NUMBERS_SHARE = 0.7;

export interface SmsBudget {
  /**
   * Takes one message from today's budget; false when it is spent (send nothing). A number that
   * is not `known` takes it from the new numbers' share first.
   */
  spend(logger?: Logger, to?: { known: boolean }): Promise<boolean>;
}

export function createSmsBudget(deps: {
  db: Database;
  clock: () => Date;
  logger: Logger;
  perDay: number;
}): SmsBudget {
  const rule: RateLimitRule = { name: "sms-daily-budget", limit: deps.perDay, windowMs: DAY };
  const newNumbers: RateLimitRule = {
    name: "sms-daily-new-numbers",
    limit: Math.floor(deps.perDay * NEW_NUMBERS_SHARE),
    windowMs: DAY,
  };
  return {
    async spend(logger = deps.logger, to = { known: true }) {
      const now = deps.clock();
      if (!to.known) {
        const share = await consume(deps.db, newNumbers, "all", now);
        // The atomic count makes exactly one request the first refused one: it logs the trip.
        if (share.count === newNumbers.limit + 1) {
          logger.error("sms.new-numbers-share-spent", {
            share: newNumbers.limit,
            budget: rule.limit,
          });
        }
        if (!share.allowed) return false;
      }
      const spent = await consume(deps.db, rule, "all", now);
      if (spent.count === rule.limit + 1) {
        logger.error("sms.daily-budget-spent", { budget: rule.limit });
      }
      return spent.allowed;
    },
  };
}
