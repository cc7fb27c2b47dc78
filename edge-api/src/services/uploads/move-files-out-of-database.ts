/**
 * The one-time move of the files stored in the database before they moved to FILES_DIR. SQL
 * cannot write a file, so migration 0026 (edge-api/drizzle/0026_files_out_of_database.sql) only
 * gives each file its row's key and sets the old table of bytes aside as
 * `legacy_submission_file_parts`; this step, run right after the migrations (`npm run migrate`,
 * and development start-up), writes each file into the store and drops the table once it is empty.
 *
 * It is safe to stop and run again, and to run twice at once: each file moves in a transaction
 * that locks its parts, writes the file whole (file-store.ts: replaced, never half there), and only
 * then deletes its parts; a second run waits for the lock, then finds the parts gone (or the
 * table, dropped by the first once empty: it is done too). Parts no row
 * owns (an upload that never finished) are dropped. A production server does not move files: it
 * refuses to start while the table is there (`refuseFilesInDatabase`).
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissionFiles } from "../../db/schema.ts";
import { EnvError } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { type FileStore, putFile } from "./file-store.ts";

const LEGACY_TABLE = "legacy_submission_file_parts";
const legacy = sql.identifier(LEGACY_TABLE);
/** Files looked up per round. */
const BATCH = 50;

type Rows<T> = { rows: T[] };
// `execute` is typed per driver; node-postgres and PGlite both answer `{ rows }`.
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** undefined_table, on the error or its causes (drizzle wraps the driver's error). */
function isTableGone(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === "42P01") return true;
    cause = cause.cause;
  }
  return false;
}

async function legacyTableExists(db: Database): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(
    db.execute(sql`select to_regclass(${LEGACY_TABLE}) is not null as present`),
  );
  return row?.present === true;
}

/** Files still in the database, or undefined once the table is gone (every file moved). */
export async function filesLeftInDatabase(db: Database): Promise<number | undefined> {
  if (!(await legacyTableExists(db))) return undefined;
  const [row] = await rowsOf<{ files: number | string }>(
    db.execute(sql`select count(distinct file_id) as files from ${legacy}`),
  );
  return Number(row?.files ?? 0);
}

/** Production start-up: the move belongs to `npm run migrate`, which has FILES_DIR too. */
export async function refuseFilesInDatabase(db: Database): Promise<void> {
  const left = await filesLeftInDatabase(db);
  // An empty table set aside is harmless: the next `npm run migrate` drops it.
  if (!left) return;
  throw new EnvError(
    [
      "Uploaded files are still in the database, the server will not start:",
      `  ${left} files wait to move to FILES_DIR`,
      "  run `npm run migrate` (this build, the same DATABASE_URL, FILES_DIR set to the volume the servers mount), then start the server",
    ].join("\n"),
  );
}

export interface MoveResult {
  moved: number;
  /** Parts of files no row owns, dropped. */
  dropped: number;
}

/**
 * Moves every file still in the database into `files`; undefined `files` (no FILES_DIR) is
 * refused only if there is a file to move.
 */
export async function moveFilesOutOfDatabase(deps: {
  db: Database;
  files: FileStore | undefined;
  logger: Logger;
}): Promise<MoveResult> {
  const { db, files, logger } = deps;
  const result: MoveResult = { moved: 0, dropped: 0 };
  if (!(await legacyTableExists(db))) return result;
  for (;;) {
    const batch = await rowsOf<{ file_id: string }>(
      db.execute(sql`select distinct file_id from ${legacy} limit ${BATCH}`),
    ).catch((error: unknown) => {
      // Another run emptied and dropped it meanwhile.
      if (isTableGone(error)) return [];
      throw error;
    });
    if (batch.length === 0) break;
    if (!files) {
      const left = (await filesLeftInDatabase(db)) ?? 0;
      throw new EnvError(
        [
          "Uploaded files are still in the database and were not moved:",
          `  FILES_DIR: required: ${left} files move to the volume the servers mount there (docs/deploy.md)`,
        ].join("\n"),
      );
    }
    for (const { file_id: fileId } of batch) {
      const outcome = await moveOne(db, files, logger, fileId).catch((error: unknown) => {
        if (isTableGone(error)) return "gone" as const;
        throw error;
      });
      if (outcome === "moved") result.moved++;
      if (outcome === "dropped") result.dropped++;
    }
  }
  await db.execute(sql`drop table if exists ${legacy}`);
  logger.info("uploads.files-moved-out-of-database", { ...result });
  return result;
}

async function moveOne(
  db: Database,
  files: FileStore,
  logger: Logger,
  fileId: string,
): Promise<"moved" | "dropped" | "gone"> {
  return db.transaction(async (tx) => {
    const parts = await rowsOf<{ content: Uint8Array }>(
      tx.execute(
        sql`select content from ${legacy} where file_id = ${fileId} order by seq for update`,
      ),
    );
    // Another run moved it while this one waited for the lock.
    if (parts.length === 0) return "gone";
    const [file] = await tx
      .select({ storedKey: submissionFiles.storedKey, sha256: submissionFiles.sha256 })
      .from(submissionFiles)
      .where(eq(submissionFiles.id, fileId));
    if (file) {
      const bytes = Buffer.concat(parts.map((part) => part.content));
      // Moved all the same, so nothing is lost; a read refuses it (stored-files.ts).
      if (createHash("sha256").update(bytes).digest("hex") !== file.sha256) {
        logger.error("uploads.moved-file-mismatch", { fileId });
      }
      await putFile(files, file.storedKey, bytes);
    }
    await tx.execute(sql`delete from ${legacy} where file_id = ${fileId}`);
    return file ? "moved" : "dropped";
  });
}
