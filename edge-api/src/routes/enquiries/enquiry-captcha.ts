/**
 * The captcha rule of the enquiry routes, as for bookings (booking/booking-captcha.ts): a NEW
 * submission needs a solved captcha; a repeat of an Idempotency-Key whose answer is stored needs
 * none (the outbox re-sends a submission whose answer was lost, and a captcha passes only once).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { idempotencyRecords } from "../../db/schema.ts";
import type { CaptchaFailure, CaptchaProvider } from "../../services/captcha/captcha.ts";

export type CaptchaRefusal =
  | { error: "captcha-required" }
  | { error: "captcha-failed"; reason: CaptchaFailure };

async function hasStoredAnswer(db: Database, scope: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyRecords.key })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)))
    .limit(1);
  return row !== undefined;
}

/** Null when the request may go on; else the refusal to answer with 403. */
export async function checkEnquiryCaptcha(
  deps: { db: Database; captcha: CaptchaProvider },
  request: {
    scope: string;
    key: string | undefined;
    captcha: string | undefined;
    remoteIp: string;
  },
): Promise<CaptchaRefusal | null> {
  if (request.key !== undefined && (await hasStoredAnswer(deps.db, request.scope, request.key)))
    return null;
  if (request.captcha === undefined) return { error: "captcha-required" };
  const result = await deps.captcha.verify(request.captcha, { remoteIp: request.remoteIp });
  return result.success ? null : { error: "captcha-failed", reason: result.reason };
}
