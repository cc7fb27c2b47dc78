/**
 * The captcha rule of every idempotent form route (booking, enquiries, uploads): a NEW submission
 * needs a solved captcha; a repeat of an Idempotency-Key whose answer is already stored in the
 * scope needs none (the PWA's outbox re-sends a submission whose answer was lost, and a captcha
 * passes only once). Every attempt of the outbox solves a fresh challenge, so the captcha is never
 * part of the idempotency hash.
 *
 * The outbox writes (services/outbox-writes/outbox-write.ts) answer a refusal with 403
 * `captcha-required` / `captcha-failed` and a message: the outbox retries these with a fresh
 * challenge, unlike the final 400/422 answers.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { idempotencyRecords } from "../../db/schema.ts";
import type { CaptchaFailure, CaptchaProvider, CaptchaRedemption } from "./captcha.ts";

export type CaptchaRefusal =
  | { error: "captcha-required" }
  | { error: "captcha-failed"; reason: CaptchaFailure };

/** Whether a committed answer exists for this key (an in-flight first request is not visible). */
export async function hasStoredAnswer(db: Database, scope: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)))
    .limit(1);
  return row !== undefined;
}

/** Null when the request may go on; else the refusal to answer with 403. */
export async function checkNewKeyCaptcha(
  deps: { db: Database; captcha: CaptchaProvider },
  request: {
    /** The idempotency scope of the route (runIdempotent's `scope`). */
    scope: string;
    key: string | undefined;
    captcha: string | undefined;
    remoteIp: string;
  },
): Promise<CaptchaRefusal | null> {
  if (request.key !== undefined && (await hasStoredAnswer(deps.db, request.scope, request.key))) {
    return null;
  }
  if (request.captcha === undefined) return { error: "captcha-required" };
  const result = await deps.captcha.verify(request.captcha, { remoteIp: request.remoteIp });
  return result.success ? null : { error: "captcha-failed", reason: result.reason };
}

/**
 * The same rule for a route that records the captcha's redemption in its own write (the booking,
 * where it saves a commit and two round trips: docs/performance.md, figure 4). A captcha that
 * checks out comes back as a `redemption` for that write to record, and a new submission then
 * needs no "answer already stored?" read first; the read is made only when the captcha does not
 * pass. A repeat of a stored key may so redeem a fresh captcha it did not need: harmless, the
 * outbox solves a fresh one for every attempt. The write MUST record the redemption (see
 * `CaptchaProvider.checkUnredeemed`); on a replay it refuses via `replayedCaptcha`.
 */
export async function checkNewKeyCaptchaForWrite(
  deps: { db: Database; captcha: CaptchaProvider },
  request: {
    scope: string;
    key: string | undefined;
    captcha: string | undefined;
    remoteIp: string;
  },
): Promise<{ refusal: CaptchaRefusal } | { redemption: CaptchaRedemption | undefined }> {
  const { captcha } = deps;
  if (!captcha.checkUnredeemed) {
    const refusal = await checkNewKeyCaptcha(deps, request);
    return refusal ? { refusal } : { redemption: undefined };
  }
  const checked =
    request.captcha === undefined ? undefined : await captcha.checkUnredeemed(request.captcha);
  if (checked?.success) return { redemption: checked.redemption };
  if (request.key !== undefined && (await hasStoredAnswer(deps.db, request.scope, request.key))) {
    return { redemption: undefined };
  }
  return {
    refusal: checked
      ? { error: "captcha-failed", reason: checked.reason }
      : { error: "captcha-required" },
  };
}

export const replayedCaptcha: CaptchaRefusal = { error: "captcha-failed", reason: "replayed" };
