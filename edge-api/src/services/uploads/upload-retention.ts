/**
 * How long uploads are kept, per kind (docs/product.md#uploaded-files). Anyone may upload, the
 * files are personal (a prescription is health data), and nothing else deletes them: past its
 * kind's retention a submission is deleted with its file, the row and the submission in one
 * transaction, then the bytes (stored-files.ts sweeps any that a failure leaves).
 *
 * A prescription is needed while its tests are booked, done and reported on; a job application
 * while a hiring round and the next months' openings may use it (docs/product.md says why each).
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissionFiles, submissions, type UploadKind } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { FileStore } from "./file-store.ts";
import { deleteStoredBytes } from "./stored-files.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Submissions deleted per transaction: a long backlog never holds one open for long. */
const BATCH = 200;

export const uploadRetentionDays: Record<UploadKind, number> = {
  prescription: 180,
  "career-application": 365,
};

/** Deletes the uploads past their kind's retention; answers how many submissions went. */
export async function pruneOldUploads(
  deps: { db: Database; files: FileStore; logger: Logger },
  now: Date,
): Promise<number> {
  let deleted = 0;
  for (const [kind, days] of Object.entries(uploadRetentionDays) as [UploadKind, number][]) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    for (;;) {
      const gone = await deps.db.transaction(async (tx) => {
        const expired = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(and(eq(submissions.kind, kind), lt(submissions.createdAt, cutoff)))
          .limit(BATCH);
        const ids = expired.map((row) => row.id);
        if (ids.length === 0) return { ids, keys: [] };
        const files = await tx
          .delete(submissionFiles)
          .where(inArray(submissionFiles.submissionId, ids))
          .returning({ key: submissionFiles.storedKey });
        await tx.delete(submissions).where(inArray(submissions.id, ids));
        return { ids, keys: files.map((file) => file.key) };
      });
      await deleteStoredBytes(deps, gone.keys);
      deleted += gone.ids.length;
      if (gone.ids.length < BATCH) break;
    }
  }
  return deleted;
}
