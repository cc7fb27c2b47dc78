/**
 * The résumé's file: what the API takes (PDF, DOC or DOCX by its bytes, at most 5 MB), checked on
 * the device by sync/outbox-file.ts before it is queued.
 */
import type { FileRule } from "@/sync/outbox-file.ts";

export const resumeRule: FileRule = { label: "résumé", kinds: ["pdf", "doc", "docx"] };

/** What the file picker offers. */
export const resumeAccept =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
