/**
 * The captcha rule of `POST /api/booking/`: a NEW booking needs a solved captcha; a repeat of an
 * Idempotency-Key whose answer is already stored needs none (the PWA's outbox re-sends a booking
 * whose answer was lost, and a captcha passes only once). Every attempt of the outbox solves a
 * fresh challenge, so the captcha is never part of the idempotency hash.
 *
 * Answers 403 with `captcha-required` / `captcha-failed`: the outbox retries these with a fresh
 * challenge, unlike the final 400/422 answers.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { idempotencyRecords } from "../../db/schema.ts";
import type { CaptchaFailure, CaptchaProvider } from "../../services/captcha/captcha.ts";

export const BOOKING_SCOPE = "booking";

export type BookingCaptchaRefusal =
  | { error: "captcha-required" }
  | { error: "captcha-failed"; reason: CaptchaFailure };

/** Whether a committed answer exists for this key (an in-flight first request is not visible). */
async function hasStoredAnswer(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.scope, BOOKING_SCOPE), eq(idempotencyRecords.key, key)))
    .limit(1);
  return row !== undefined;
}

/** Null when the request may go on; else the refusal to answer with 403. */
export async function checkBookingCaptcha(
  deps: { db: Database; captcha: CaptchaProvider },
  request: { key: string | undefined; captcha: string | undefined; remoteIp: string },
): Promise<BookingCaptchaRefusal | null> {
  if (request.key !== undefined && (await hasStoredAnswer(deps.db, request.key))) return null;
  if (request.captcha === undefined) return { error: "captcha-required" };
  const result = await deps.captcha.verify(request.captcha, { remoteIp: request.remoteIp });
  return result.success ? null : { error: "captcha-failed", reason: result.reason };
}
