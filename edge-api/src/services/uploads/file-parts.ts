/**
 * An uploaded file's bytes, kept as `submission_file_parts` rows of at most PART_BYTES each
 * (db/schema.ts says why). Parts are written as the upload streams in, before the submission's
 * transaction links them to a `submission_files` row; parts that never got linked (a refused form,
 * a replayed key, a crash) are dropped at once or, failing that, by `pruneUnlinkedParts`.
 */
import { and, asc, eq, lt, notExists } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissionFileParts, submissionFiles } from "../../db/schema.ts";

/** About 5 ms of PGlite per part: a request waiting behind one hardly notices. */
export const PART_BYTES = 256 * 1024;

/** An upload still streaming in is younger than this; older unlinked parts are left-overs. */
const UNLINKED_PART_LIFETIME_MS = 60 * 60 * 1000;

export async function writePart(
  db: Database,
  part: { fileId: string; seq: number; content: Uint8Array; now: Date },
): Promise<void> {
  await db.insert(submissionFileParts).values({
    fileId: part.fileId,
    seq: part.seq,
    content: part.content,
    createdAt: part.now,
  });
}

export async function dropParts(db: Database, fileId: string): Promise<void> {
  await db.delete(submissionFileParts).where(eq(submissionFileParts.fileId, fileId));
}

/** The file's bytes, its parts in order. */
export async function readParts(db: Database, fileId: string): Promise<Uint8Array[]> {
  const parts = await db
    .select({ content: submissionFileParts.content })
    .from(submissionFileParts)
    .where(eq(submissionFileParts.fileId, fileId))
    .orderBy(asc(submissionFileParts.seq));
  return parts.map((part) => part.content);
}

export async function pruneUnlinkedParts(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNLINKED_PART_LIFETIME_MS);
  await db
    .delete(submissionFileParts)
    .where(
      and(
        lt(submissionFileParts.createdAt, cutoff),
        notExists(
          db
            .select({ id: submissionFiles.id })
            .from(submissionFiles)
            .where(eq(submissionFiles.id, submissionFileParts.fileId)),
        ),
      ),
    );
}
