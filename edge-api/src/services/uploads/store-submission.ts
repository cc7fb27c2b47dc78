/**
 * Storing an uploaded submission: the `submissions` row and its `submission_files` row in ONE
 * transaction, once per Idempotency-Key (services/idempotency). The idempotency hash covers the
 * text fields and the file's SHA-256 (not the captcha: each outbox attempt solves a fresh one),
 * so the same key with the same form replays the first answer and with another form is refused.
 */
import type { Database } from "../../db/client.ts";
import { submissionFiles, submissions } from "../../db/schema.ts";
import { type IdempotentOutcome, runIdempotent } from "../idempotency/idempotency.ts";
import type { UploadedFile } from "./upload-form.ts";

export type SubmissionKind = "prescription" | "career-application";

export interface UploadAnswer {
  status: "success";
  id: string;
}

export interface NewSubmission {
  kind: SubmissionKind;
  key: string | undefined;
  name: string;
  mobileNumber: string;
  /** The kind's other fields (jobId, email, note…), stored as JSON. */
  payload: Record<string, unknown>;
  file: UploadedFile;
  now: Date;
}

export function storeSubmission(
  db: Database,
  submission: NewSubmission,
): Promise<IdempotentOutcome<UploadAnswer>> {
  const { kind, key, name, mobileNumber, payload, file, now } = submission;
  const hashed = {
    name,
    mobileNumber,
    payload,
    file: { name: file.fileName, type: file.contentType, sha256: file.sha256 },
  };
  return runIdempotent<UploadAnswer>(db, { scope: kind, key, body: hashed, now }, async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({ kind, idempotencyKey: key ?? null, name, mobileNumber, payload, createdAt: now })
      .returning({ id: submissions.id });
    if (!row) throw new Error("submission insert returned no row");
    await tx.insert(submissionFiles).values({
      submissionId: row.id,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.bytes.byteLength,
      sha256: file.sha256,
      content: file.bytes,
      createdAt: now,
    });
    return { status: 201, body: { status: "success", id: row.id } };
  });
}
