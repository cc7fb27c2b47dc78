/**
 * The space every uploaded file together may take (UPLOAD_STORAGE_QUOTA_MB). Anyone may upload
 * (a captcha and a per-client budget each), so without a ceiling a flood from many addresses
 * fills the database's disk, and with it every booking. An upload that might pass the ceiling
 * is refused before its body is read, with 507 and a message: the phone's outbox keeps it and
 * sends it again later (a 5xx is retried), so nothing the person sent is lost. Each refusal is
 * logged at error level: operations learn at once, and retention (upload-retention.ts) or more
 * space frees it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { submissionFileParts } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";

export const storageFullMessage =
  "We cannot take files right now. Your form is saved on this phone and will be sent later.";

/** Bytes held by every file part, linked or still streaming in. */
export async function storedUploadBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string | number>`coalesce(sum(octet_length(${submissionFileParts.content})), 0)`,
    })
    .from(submissionFileParts);
  return Number(row?.bytes ?? 0);
}

/** Whether a file of up to `incomingBytes` would pass the quota; logs when it would. */
export async function wouldPassQuota(
  deps: { db: Database; logger: Logger; quotaBytes: number },
  incomingBytes: number,
): Promise<boolean> {
  const stored = await storedUploadBytes(deps.db);
  if (stored + incomingBytes <= deps.quotaBytes) return false;
  deps.logger.error("uploads.storage-quota-reached", {
    storedBytes: stored,
    quotaBytes: deps.quotaBytes,
  });
  return true;
}
