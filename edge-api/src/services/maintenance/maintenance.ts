/**
 * Housekeeping for rows that only pile up: expired sessions, rate-limit windows and report
 * access grants (expired or revoked), redeemed captchas past their challenge's expiry (the booking
 * redeems its captcha in its own statement, without the store's occasional cleanup), and
 * idempotency records older than any outbox would still replay, and uploaded file parts that
 * never got linked to a submission (services/uploads/file-parts.ts), and uploads past their
 * kind's retention (services/uploads/upload-retention.ts). Correctness never depends on it
 * (every check compares timestamps), so it runs at start-up and then hourly.
 *
 * The CRM retry (`resendFailedBookings`): `crm-failed` bookings are looked at every minute, by the
 * CRM delivery loop (services/crm/crm-delivery-loop.ts, in its Worker on PostgreSQL), and resent
 * when their backoff is due (services/crm/crm-retry.ts says why no booking is sent twice at once).
 */
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { idempotencyRecords, usedCaptchaChallenges } from "../../db/schema.ts";
import { pruneSessions } from "../admin/sessions.ts";
import { type CrmRetryDeps, retryFailedCrmBookings } from "../crm/crm-retry.ts";
import { pruneExpiredCounters } from "../rate-limit/rate-limit.ts";
import { pruneReportAccess } from "../reports/report-access.ts";
import { pruneUnlinkedParts } from "../uploads/file-parts.ts";
import { pruneOldUploads } from "../uploads/upload-retention.ts";

export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function pruneExpired(db: Database, now: Date) {
  await pruneSessions(db, now);
  await pruneExpiredCounters(db, now);
  await pruneReportAccess(db, now);
  // Before the unlinked parts: the files of the uploads it deletes go in the same run.
  await pruneOldUploads(db, now);
  await pruneUnlinkedParts(db, now);
  await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, now));
  await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}

/** How often the CRM delivery loop looks for due CRM retries (the shortest backoff is 5 minutes). */
export const CRM_RETRY_INTERVAL_MS = 60 * 1000;

export function resendFailedBookings(deps: CrmRetryDeps, now: Date) {
  return retryFailedCrmBookings(deps, now);
}
