/**
 * How long uploaded files and their submissions are kept, per kind. Anyone may upload, the
 * files are personal (and a prescription is health data), and nothing else deletes them: past
 * its kind's retention a submission is deleted with its file (the parts it leaves unlinked go in
 * the same maintenance run, file-parts.ts). A prescription is needed while its tests are booked
 * and done; a job application while the hiring round lasts.
 */
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import type { UploadKind } from "./handle-upload.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const uploadRetentionDays: Record<UploadKind, number> = {
  prescription: 180,
  "career-application": 365,
};

/** Deletes the uploads past their kind's retention; answers how many submissions went. */
export async function pruneOldUploads(db: Database, now: Date): Promise<number> {
  let deleted = 0;
  for (const [kind, days] of Object.entries(uploadRetentionDays) as [UploadKind, number][]) {
    const gone = await db
      .delete(submissions)
      .where(
        and(
          eq(submissions.kind, kind),
          lt(submissions.createdAt, new Date(now.getTime() - days * DAY_MS)),
        ),
      )
      .returning({ id: submissions.id });
    deleted += gone.length;
  }
  return deleted;
}
