/**
 * The submissions (enquiries, employee details, career applications, prescriptions) as the admin
 * reads them (routes/admin/submissions.routes.ts): the rows with their files' metadata, and one
 * file's type and where it is stored. The files' bytes are read with
 * services/uploads/stored-files.ts.
 */
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissionFiles, submissions } from "../../db/schema.ts";

export const submissionKinds = submissions.kind.enumValues;
export type SubmissionKind = (typeof submissionKinds)[number];

export interface SubmissionsFilter {
  kind?: SubmissionKind;
  /** Created at or after this instant. */
  from?: Date;
  /** Created before this instant. */
  before?: Date;
}

/** Every matching submission, newest first, and the metadata of their files (oldest first). */
export async function listSubmissions(db: Database, { kind, from, before }: SubmissionsFilter) {
  const conditions: SQL[] = [];
  if (kind) conditions.push(eq(submissions.kind, kind));
  if (from) conditions.push(gte(submissions.createdAt, from));
  if (before) conditions.push(lt(submissions.createdAt, before));
  const rows = await db
    .select()
    .from(submissions)
    .where(and(...conditions))
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  const files =
    rows.length === 0
      ? []
      : await db
          .select({
            id: submissionFiles.id,
            submissionId: submissionFiles.submissionId,
            contentType: submissionFiles.contentType,
            sizeBytes: submissionFiles.sizeBytes,
          })
          .from(submissionFiles)
          .where(
            inArray(
              submissionFiles.submissionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(submissionFiles.createdAt, submissionFiles.id);
  return { rows, files };
}

/** A file of this submission (its type, key and hash), or undefined when it has no such file. */
export async function findSubmissionFile(db: Database, submissionId: string, fileId: string) {
  const [file] = await db
    .select({
      contentType: submissionFiles.contentType,
      storedKey: submissionFiles.storedKey,
      sha256: submissionFiles.sha256,
    })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, submissionId)))
    .limit(1);
  return file;
}
