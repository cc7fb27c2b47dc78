/**
 * The SMS each visit step owes its customer (docs/product.md#collection-visits). `queueNotice`
 * runs inside the step's transaction, so the notice exists exactly when the step does;
 * `sendDueNotices` hands due notices to MSG91 after the step and again later, so an SMS outage
 * delays a message but never loses it, and one notice is sent at most once per attempt claim.
 * Every notice sent spends one message of the day's global SMS budget (services/sms/sms-budget.ts),
 * as a known customer's (it is not the new numbers' share); once the budget is spent, notices
 * wait for the next budget day instead of going out. A notice is queued with its booking's or
 * order's language (subject-language.ts) and its values in English; the adapter writes it in that
 * language when its template is registered (services/sms/sms-languages.ts). The language is read
 * after every budget decision and never changes the number or the count.
 */
import { brand } from "@vyom/catalog/brand";
import { preparationRuleOf, smsPreparationOf } from "@vyom/catalog/contract";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { collectionWindows, orders, smsPreferences, visitNotices } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { Env } from "../../env.ts";
import { describeError, type Logger } from "../../logger.ts";
import { consume, type RateLimitRule, refund } from "../rate-limit/rate-limit.ts";
import { maskMobile } from "../sms/sms.ts";
import { budgetDayEndsAt, createSmsBudget } from "../sms/sms-budget.ts";
import {
  laterTemplateVariables,
  type NoticeKind,
  optionalVisitMessages,
  type VisitMessageKind,
  type VisitMessageSender,
} from "../sms/visit-messages.ts";
import { referenceAndLanguageOfSubject } from "./subject-language.ts";
import { orderIdOfSubject } from "./visit-subjects.ts";

/**
 * Visit SMS one number receives in a day, counted as they leave: a day of real visits sends a
 * few per visit; beyond this, messages to that number are given up and logged, so that bookings
 * made to flood a number (or the SMS bill) stop texting it.
 */
export const visitSmsPerNumber: RateLimitRule = {
  name: "visit-sms-number",
  limit: 20,
  windowMs: 24 * 60 * 60_000,
};

const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
const BATCH = 20;

interface NoticeVisit {
  id: string;
  subject: string;
  mobileNumber: string;
  areaId: string | null;
  day: string | null;
  startsAt: string | null;
  tests: string[];
}

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
/** "2026-12-03" → "3 Dec", as an SMS says a day. */
export const shortDate = (day: string) => {
  const [, month = "1", date = "1"] = day.split("-");
  return `${Number(date)} ${MONTHS[Number(month) - 1]}`;
};

/**
 * The confirmed SMS's ##PREP##: the catalogue's rule for the order lines this visit collects (a
 * post-meal visit only its own). A booking's visit names no catalogue test, so the call says.
 */
async function preparationWords(tx: Transaction, visit: NoticeVisit): Promise<string> {
  const orderId = orderIdOfSubject(visit.subject);
  if (!orderId) return smsPreparationOf([]);
  const [order] = await tx
    .select({ lines: orders.lines })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  const lines = (order?.lines ?? []).filter((line) => visit.tests.includes(line.name));
  return smsPreparationOf(lines.map(preparationRuleOf));
}

/** The message of a step's timeline event, if that step is one the customer is told of. */
async function messageOf(
  tx: Transaction,
  visit: NoticeVisit,
  event: string,
  detail: Record<string, unknown>,
  /** The booking's or order's one reference, as the thanks page and My bookings show it. */
  REF: string,
): Promise<{ kind: VisitMessageKind; variables: Record<string, string> } | undefined> {
  const windowWords = async () => {
    if (!visit.areaId || !visit.day || !visit.startsAt) return { DATE: "", WINDOW: "" };
    const [window] = await tx
      .select({ endsAt: collectionWindows.endsAt })
      .from(collectionWindows)
      .where(
        and(
          eq(collectionWindows.areaId, visit.areaId),
          eq(collectionWindows.day, visit.day),
          eq(collectionWindows.startsAt, visit.startsAt),
        ),
      );
    return {
      DATE: shortDate(visit.day),
      WINDOW: window ? `${visit.startsAt}-${window.endsAt}` : visit.startsAt,
    };
  };
  switch (event) {
    case "confirmed":
      return {
        kind: "confirmed",
        variables: { REF, ...(await windowWords()), PREP: await preparationWords(tx, visit) },
      };
    case "rescheduled":
      return { kind: "rescheduled", variables: { REF, ...(await windowWords()) } };
    // Assignment (often the evening before) tells the customer nothing: there is no "assigned"
    // template, and "on the way" would be untrue until the technician starts the visit.
    case "on-the-way":
      return {
        kind: "technician-on-the-way",
        variables: { NAME: String(detail.technician ?? ""), TIME: String(detail.arrivingBy ?? "") },
      };
    case "collected":
      return { kind: "collected", variables: { REF } };
    case "report-ready":
      return {
        kind: "report-ready",
        variables: {
          REF,
          TEST: String(detail.test ?? "").slice(0, 30),
          SITE: String(detail.site ?? brand.site).slice(0, 30),
        },
      };
    case "cancelled":
      return { kind: "cancelled", variables: { REF } };
    default:
      return undefined;
  }
}

/** Queues the step's SMS unless it is an optional one the customer turned off. */
export async function queueNotice(
  tx: Transaction,
  visit: NoticeVisit,
  event: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const { reference, language } = await referenceAndLanguageOfSubject(tx, visit.subject);
  const message = await messageOf(tx, visit, event, detail, reference);
  if (!message) return;
  if (optionalVisitMessages.includes(message.kind)) {
    const [preferences] = await tx
      .select({ muted: smsPreferences.muted })
      .from(smsPreferences)
      .where(eq(smsPreferences.mobileNumber, visit.mobileNumber));
    if (preferences?.muted.includes(message.kind)) return;
  }
  await tx.insert(visitNotices).values({
    visitId: visit.id,
    mobileNumber: visit.mobileNumber,
    kind: message.kind,
    variables: message.variables,
    language,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** The optional messages this mobile turned off. */
export async function mutedVisitMessages(
  db: Database,
  mobileNumber: string,
): Promise<VisitMessageKind[]> {
  const [preferences] = await db
    .select({ muted: smsPreferences.muted })
    .from(smsPreferences)
    .where(eq(smsPreferences.mobileNumber, mobileNumber));
  // Written by muteVisitMessages only, from optional kinds.
  return (preferences?.muted ?? []) as VisitMessageKind[];
}

/** The optional messages a customer turned off; any other kind is not theirs to turn off. */
export async function muteVisitMessages(
  db: Database,
  input: { mobileNumber: string; muted: VisitMessageKind[]; now: Date },
): Promise<VisitMessageKind[]> {
  const muted = input.muted.filter((kind) => optionalVisitMessages.includes(kind));
  await db
    .insert(smsPreferences)
    .values({ mobileNumber: input.mobileNumber, muted, updatedAt: input.now })
    .onConflictDoUpdate({
      target: smsPreferences.mobileNumber,
      set: { muted, updatedAt: input.now },
    });
  return muted;
}

/** A notice no longer sent: out of attempts, or over its number's day of visit SMS. */
const giveUp = (db: Database, noticeId: string) =>
  db.update(visitNotices).set({ state: "given-up" }).where(eq(visitNotices.id, noticeId));

/**
 * "On the way, arriving by 09:40" is wrong once its day is over: held back by the day's budget, it
 * is given up rather than sent the next morning. The others still say something true later.
 */
const sameDayOnly: readonly NoticeKind[] = ["technician-on-the-way"];

/**
 * A notice the day's SMS budget held back: not an attempt (nothing reached the gateway), due
 * again when the next budget day starts, or given up when it would no longer be true then.
 */
async function holdForNextDay(
  db: Database,
  notice: { id: string; attempts: number; kind: NoticeKind; mobileNumber: string },
  logger: Logger,
  now: Date,
) {
  const kept = !sameDayOnly.includes(notice.kind);
  const nextAttemptAt = budgetDayEndsAt(now);
  if (kept) {
    await db
      .update(visitNotices)
      .set({ attempts: notice.attempts, nextAttemptAt })
      .where(eq(visitNotices.id, notice.id));
  } else await giveUp(db, notice.id);
  logger.warn("visit-notice.daily-budget-spent", {
    to: maskMobile(notice.mobileNumber),
    kind: notice.kind,
    ...(kept ? { nextAttemptAt: nextAttemptAt.toISOString() } : { givenUp: true }),
  });
}

/**
 * Sends the notices that are due. Each is claimed first (its next attempt pushed back, under
 * `skip locked`), so two servers draining at once never send the same one twice.
 */
export async function sendDueNotices(
  db: Database,
  deps: { sms: VisitMessageSender; logger: Logger; now: Date; smsDailyBudget: number },
): Promise<{ sent: number; failed: number }> {
  const { now } = deps;
  const budget = createSmsBudget({
    db,
    clock: () => now,
    logger: deps.logger,
    perDay: deps.smsDailyBudget,
  });
  let budgetSpent = false;
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(visitNotices)
      .where(and(eq(visitNotices.state, "pending"), lte(visitNotices.nextAttemptAt, now)))
      .orderBy(visitNotices.nextAttemptAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(visitNotices)
      .set({
        attempts: sql`${visitNotices.attempts} + 1`,
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${RETRY_BASE_MS / 1000} * power(2, ${visitNotices.attempts}))`,
      })
      .where(
        inArray(
          visitNotices.id,
          due.map((notice) => notice.id),
        ),
      );
    return due;
  });
  let sent = 0;
  let failed = 0;
  for (const notice of claimed) {
    // Written from a NoticeKind; any other the adapter refuses, and it is given up.
    const kind = notice.kind as NoticeKind;
    if (budgetSpent) {
      await holdForNextDay(db, { ...notice, kind }, deps.logger, now);
      continue;
    }
    const counted = await consume(db, visitSmsPerNumber, notice.mobileNumber, now);
    if (!counted.allowed) {
      await giveUp(db, notice.id);
      deps.logger.warn("visit-notice.number-budget-spent", {
        to: maskMobile(notice.mobileNumber),
        kind,
        budget: visitSmsPerNumber.limit,
      });
      continue;
    }
    if (!(await budget.spend(deps.logger, { known: true }))) {
      budgetSpent = true;
      await refund(db, visitSmsPerNumber, notice.mobileNumber, now);
      await holdForNextDay(db, { ...notice, kind }, deps.logger, now);
      continue;
    }
    try {
      await deps.sms.sendVisitMessage(
        notice.mobileNumber,
        {
          kind,
          variables: { ...laterTemplateVariables[kind], ...notice.variables },
          language: notice.language,
        },
        deps.logger,
      );
      await db.update(visitNotices).set({ state: "sent" }).where(eq(visitNotices.id, notice.id));
      sent += 1;
    } catch (error) {
      // Not sent: it does not count against the number's day.
      await refund(db, visitSmsPerNumber, notice.mobileNumber, now);
      failed += 1;
      const givenUp = notice.attempts + 1 >= MAX_ATTEMPTS;
      if (givenUp) await giveUp(db, notice.id);
      deps.logger.warn("visit-notice.not-sent", {
        to: maskMobile(notice.mobileNumber),
        kind,
        attempts: notice.attempts + 1,
        givenUp,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { sent, failed };
}

/**
 * Sends the due notices without holding up the caller: a route right after its step (so the SMS
 * leaves at once). It never rejects; a failed drain is logged and its notices are tried again on
 * the next one. The retries are the `visit-notices` job's, every minute
 * (services/jobs/background-jobs.ts).
 */
export function drainVisitNotices(deps: {
  db: Database;
  sms: VisitMessageSender;
  logger: Logger;
  clock: () => Date;
  env: Pick<Env, "SMS_DAILY_BUDGET">;
}): Promise<void> {
  return sendDueNotices(deps.db, {
    sms: deps.sms,
    logger: deps.logger,
    now: deps.clock(),
    smsDailyBudget: deps.env.SMS_DAILY_BUDGET,
  }).then(
    () => undefined,
    (error: unknown) => deps.logger.error("visit-notice.drain-failed", describeError(error)),
  );
}
