/**
 * Stored files as a whole: the bytes in the store (file-store.ts) and their metadata row
 * (`submission_files`), kept in step.
 *
 * - The bytes are written first; the row comes in the submission's transaction, which also gives
 *   back the upload's reservation (storage-quota.ts). A transaction that fails leaves no row, and
 *   its caller deletes the bytes (handle-upload.ts).
 * - A read checks the bytes against the row's SHA-256: a file changed on the volume is never served.
 * - Deleting goes row first, then bytes: bytes whose row is gone (a delete that failed half-way, a
 *   server that died between writing a file and its transaction) are swept once a day old.
 */
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissionFiles, uploadReservations } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { Logger } from "../../logger.ts";
import { type FileStore, storedKeyDay } from "./file-store.ts";
import { servedFileName } from "./file-types.ts";
import type { ReceivedFile } from "./incoming-file.ts";

/** A file in the store whose reservation is still held (handle-upload.ts). */
export interface UploadedFile extends ReceivedFile {
  reservationId: string;
}

/** The file's row, in the submission's transaction; its reservation goes in the same one. */
export async function linkStoredFile(
  tx: Transaction,
  file: UploadedFile,
  submissionId: string,
  now: Date,
): Promise<void> {
  await tx.insert(submissionFiles).values({
    id: file.id,
    submissionId,
    kind: file.kind,
    fileName: servedFileName(file.id, file.contentType),
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    storedKey: file.storedKey,
    createdAt: now,
  });
  await tx.delete(uploadReservations).where(eq(uploadReservations.id, file.reservationId));
}

export type StoredFileRead =
  | { found: true; bytes: Uint8Array<ArrayBuffer> }
  | { found: false; why: "missing" | "damaged" };

/** The file's bytes if they are still stored and are the ones uploaded. */
export async function readStoredFile(
  files: FileStore,
  file: { storedKey: string; sha256: string },
): Promise<StoredFileRead> {
  const bytes = await files.bytes(file.storedKey);
  if (!bytes) return { found: false, why: "missing" };
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (sha256 !== file.sha256) return { found: false, why: "damaged" };
  return { found: true, bytes };
}

/** Deletes stored bytes whose rows are already gone; one that fails is left to the sweep. */
export async function deleteStoredBytes(
  deps: { files: FileStore; logger: Logger },
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await deps.files.delete(key);
    } catch (error) {
      deps.logger.warn("uploads.delete-failed", { key, error: String(error) });
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Keys are checked against the rows this many at a time. */
const SWEEP_BATCH = 500;

/**
 * Deletes the bytes no row names that were stored at least a day ago (by the day in their key):
 * an upload in flight is minutes old, so none is ever taken from under its transaction.
 * Answers how many went.
 */
export async function sweepUnownedFiles(
  deps: { db: Database; files: FileStore; logger: Logger },
  now: Date,
): Promise<number> {
  const lastSweptDay = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  let swept = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const owned = await deps.db
      .select({ key: submissionFiles.storedKey })
      .from(submissionFiles)
      .where(inArray(submissionFiles.storedKey, batch));
    const kept = new Set(owned.map((row) => row.key));
    const unowned = batch.filter((key) => !kept.has(key));
    await deleteStoredBytes(deps, unowned);
    swept += unowned.length;
    batch = [];
  };
  for await (const key of deps.files.keys()) {
    if (storedKeyDay(key) >= lastSweptDay) continue;
    batch.push(key);
    if (batch.length >= SWEEP_BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  if (swept > 0) deps.logger.info("uploads.unowned-files-deleted", { count: swept });
  return swept;
}
