/**
 * The space every uploaded file together may take (FILES_QUOTA_BYTES). Anyone may upload (a
 * captcha and a per-client budget each), so without a ceiling a flood from many addresses fills
 * the files' volume. What it guarantees:
 *
 * - the store never passes the quota: before an upload's body is read, room for the route's
 *   largest file is reserved (`upload_reservations`) in a transaction that locks the one
 *   `upload_storage` row, so two uploads (or two servers) never both take the last space; the
 *   file's metadata replaces its reservation in the submission's transaction (stored-files.ts);
 * - past the quota an upload is refused with 507 and a message before its body is read: the
 *   phone's outbox keeps it and sends it again later (a 5xx is retried), so nothing is lost;
 * - the alerts are raised once per trip, by whichever server sees it first: a warning when the
 *   stored files take 80% of the quota, an error at the first refusal
 *   (`uploads.storage-quota-reached`, the alert to act on). The hourly maintenance re-arms both
 *   once the stored files take under 75% (`rearmStorageAlerts`): a flood at the edge, refused and
 *   accepted by turns as uploads in flight settle, alerts once, and the next flood alerts again.
 */
import { eq, gt, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissionFiles, uploadReservations, uploadStorage } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { Logger } from "../../logger.ts";

export const storageFullMessage =
  "We cannot take files right now. Your form is saved on this phone and will be sent later.";

/** At this share of the quota a warning is logged. */
export const WARNING_SHARE = 0.8;
/** Under this share both alerts may be raised again. */
const REARM_SHARE = 0.75;
/**
 * How long a reservation holds room when no one releases it (its server died mid-upload). Longer
 * than any upload can take: Node ends a request whose body has not arrived in 300 s.
 */
export const RESERVATION_LIFETIME_MS = 10 * 60 * 1000;

export interface QuotaDeps {
  db: Database;
  logger: Logger;
  quotaBytes: number;
}

const total = (column: unknown) => sql<string | number>`coalesce(sum(${column}), 0)`;

/** Bytes of every stored file, by their metadata. */
export async function storedFileBytes(db: Database | Transaction): Promise<number> {
  const [row] = await db.select({ bytes: total(submissionFiles.sizeBytes) }).from(submissionFiles);
  return Number(row?.bytes ?? 0);
}

type Alert = { level: "warn" | "error"; event: string };

/**
 * Reserves room for a file of up to `bytes`: answers the reservation's id, or undefined when the
 * quota has no room for it (the upload is refused).
 */
export async function reserveRoom(
  deps: QuotaDeps,
  bytes: number,
  now: Date,
): Promise<string | undefined> {
  const { quotaBytes } = deps;
  const alerts: Alert[] = [];
  let usedBytes = 0;
  const reserved = await deps.db.transaction(async (tx) => {
    // The row exists from the migration on; recreated if it was ever emptied.
    await tx.insert(uploadStorage).values({ id: true }).onConflictDoNothing();
    const [state] = await tx.select().from(uploadStorage).for("update");
    const [held] = await tx
      .select({ bytes: total(uploadReservations.bytes) })
      .from(uploadReservations)
      .where(gt(uploadReservations.expiresAt, now));
    const storedBytes = await storedFileBytes(tx);
    usedBytes = storedBytes + Number(held?.bytes ?? 0);

    const full = usedBytes + bytes > quotaBytes;
    // In-flight reservations settle within minutes: the warning looks at stored files only.
    if (storedBytes >= WARNING_SHARE * quotaBytes && !state?.warningRaisedAt) {
      await tx.update(uploadStorage).set({ warningRaisedAt: now });
      alerts.push({ level: "warn", event: "uploads.storage-quota-warning" });
    }
    if (full && !state?.fullRaisedAt) {
      await tx.update(uploadStorage).set({ fullRaisedAt: now });
      alerts.push({ level: "error", event: "uploads.storage-quota-reached" });
    }
    if (full) return undefined;
    const [row] = await tx
      .insert(uploadReservations)
      .values({ bytes, expiresAt: new Date(now.getTime() + RESERVATION_LIFETIME_MS) })
      .returning({ id: uploadReservations.id });
    return row?.id;
  });
  // Logged once the state that says "raised" is committed: a rolled-back check alerts no one.
  for (const alert of alerts) {
    deps.logger[alert.level](alert.event, { usedBytes, quotaBytes });
  }
  return reserved;
}

/** Maintenance: once the stored files take under 75% of the quota, the next trip alerts again. */
export async function rearmStorageAlerts(deps: {
  db: Database;
  quotaBytes: number;
}): Promise<void> {
  const storedBytes = await storedFileBytes(deps.db);
  if (storedBytes >= REARM_SHARE * deps.quotaBytes) return;
  await deps.db
    .update(uploadStorage)
    .set({ warningRaisedAt: null, fullRaisedAt: null })
    .where(or(isNotNull(uploadStorage.warningRaisedAt), isNotNull(uploadStorage.fullRaisedAt)));
}

/** Gives back a reservation the upload did not use (refused, replayed, failed). */
export async function releaseRoom(db: Database, reservationId: string): Promise<void> {
  await db.delete(uploadReservations).where(eq(uploadReservations.id, reservationId));
}

/** Drops reservations past their lifetime (maintenance): they no longer count anyway. */
export async function pruneExpiredReservations(db: Database, now: Date): Promise<void> {
  await db.delete(uploadReservations).where(lte(uploadReservations.expiresAt, now));
}
