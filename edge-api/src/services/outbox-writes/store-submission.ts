/**
 * Storing a submission (an enquiry, or an upload with its file): the `submissions` row, and its
 * `submission_files` row when there is a file (whose bytes are already stored: incoming-file.ts),
 * in ONE transaction, once per Idempotency-Key
 * (services/idempotency). The caller says what the idempotency hash covers (the form's fields, for
 * an upload also the file's SHA-256; never the captcha: each outbox attempt solves a fresh one),
 * so the same key with the same form replays the first answer and with another form is refused.
 */
import type { Database } from "../../db/client.ts";
import { submissions } from "../../db/schema.ts";
import { type IdempotentOutcome, runIdempotent } from "../idempotency/idempotency.ts";
import { linkStoredFile, type UploadedFile } from "../uploads/stored-files.ts";
import type { StoredAnswer } from "./outbox-write.ts";

export interface NewSubmission {
  /** The `submissions.kind` the admin filters by. */
  kind: (typeof submissions.$inferInsert)["kind"];
  /** The idempotency scope of the route, and the key of this request (if any). */
  scope: string;
  key: string | undefined;
  name: string;
  mobileNumber: string;
  /** The kind's other fields (jobId, email, note…), stored as JSON. */
  payload: Record<string, unknown>;
  /** What the idempotency hash covers. */
  hashed: unknown;
  file?: UploadedFile;
  now: Date;
}

export function storeSubmission(
  db: Database,
  submission: NewSubmission,
): Promise<IdempotentOutcome<StoredAnswer>> {
  const { kind, scope, key, name, mobileNumber, payload, hashed, file, now } = submission;
  // `submissions.idempotency_key` is unique across kinds: the kind keeps one form's key from
  // another's (the same key on a prescription and an application is two submissions).
  const storedKey = key ? `${kind}:${key}` : null;
  return runIdempotent<StoredAnswer>(db, { scope, key, body: hashed, now }, async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({ kind, idempotencyKey: storedKey, name, mobileNumber, payload, createdAt: now })
      .returning({ id: submissions.id });
    if (!row) throw new Error("submission insert returned no row");
    if (file) await linkStoredFile(tx, file, row.id, now);
    return { status: 201, body: { status: "success", id: row.id } };
  });
}
