/**
 * Housekeeping for rows that only pile up: expired sessions and rate-limit windows, and
 * idempotency records older than any outbox would still replay. Correctness never depends on it
 * (every check compares timestamps), so it runs at start-up and then hourly.
 */
import { lt } from "drizzle-orm";
import { pruneSessions } from "../services/admin/sessions.ts";
import { pruneExpiredCounters } from "../services/rate-limit/rate-limit.ts";
import type { Database } from "./client.ts";
import { idempotencyRecords } from "./schema.ts";

export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function pruneExpired(db: Database, now: Date) {
  await pruneSessions(db, now);
  await pruneExpiredCounters(db, now);
  await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}
