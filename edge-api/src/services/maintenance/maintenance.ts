/**
 * Housekeeping for rows that only pile up: expired sessions, rate-limit windows and report
 * access grants (expired or revoked), redeemed captchas past their challenge's expiry (the booking
 * redeems its captcha in its own statement, without the store's occasional cleanup), and
 * idempotency records older than any outbox would still replay, uploads past their kind's
 * retention (services/uploads/upload-retention.ts), expired upload reservations, stored files
 * no row names (services/uploads/stored-files.ts), and the storage alerts once there is room
 * again (services/uploads/storage-quota.ts). Correctness never depends on it (every
 * check compares timestamps), so it runs at start-up and then hourly, on the injected clock.
 *
 * The CRM retry (`resendFailedBookings`): `crm-failed` bookings are looked at every minute, by the
 * `crm-delivery` job (services/crm/crm-delivery-job.ts), and resent when their backoff is due
 * (services/crm/crm-retry.ts says why no booking is sent twice at once).
 */
import { lt } from "drizzle-orm";
import { idempotencyRecords, usedCaptchaChallenges } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { pruneSessions } from "../admin/sessions.ts";
import { type CrmRetryDeps, retryFailedCrmBookings } from "../crm/crm-retry.ts";
import { pruneExpiredCounters } from "../rate-limit/rate-limit.ts";
import { pruneReportAccess } from "../reports/report-access.ts";
import { pruneExpiredReservations, rearmStorageAlerts } from "../uploads/storage-quota.ts";
import { sweepUnownedFiles } from "../uploads/stored-files.ts";
import { pruneOldUploads } from "../uploads/upload-retention.ts";

export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function pruneExpired(
  deps: Pick<AppDeps, "db" | "files" | "logger" | "env">,
  now: Date,
) {
  const { db } = deps;
  await pruneSessions(db, now);
  await pruneExpiredCounters(db, now);
  await pruneReportAccess(db, now);
  await pruneOldUploads(deps, now);
  await pruneExpiredReservations(db, now);
  await sweepUnownedFiles(deps, now);
  await rearmStorageAlerts({ db, quotaBytes: deps.env.FILES_QUOTA_BYTES });
  await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, now));
  await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}

export function resendFailedBookings(deps: CrmRetryDeps, now: Date) {
  return retryFailedCrmBookings(deps, now);
}
