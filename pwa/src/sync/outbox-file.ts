/**
 * Files in the outbox: a form's chosen file becomes an OutboxFile (its bytes read once, at
 * submit, and saved with the payload in one transaction), and a queued row's files become the
 * parts of a multipart body when the flusher sends it.
 */
import type { OutboxFile } from "@/db/records.ts";

/** Reads a chosen file into what the outbox stores. */
export async function toOutboxFile(field: string, file: File): Promise<OutboxFile> {
  return {
    field,
    name: file.name,
    type: file.type || "application/octet-stream",
    bytes: await file.arrayBuffer(),
  };
}

/** The multipart body of a queued row: its text fields (strings) and its files. */
export function multipartBody(fields: unknown, files: readonly OutboxFile[]): FormData {
  const form = new FormData();
  if (typeof fields === "object" && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      form.append(name, typeof value === "string" ? value : JSON.stringify(value));
    }
  }
  for (const file of files) {
    // A File (not Blob + filename): some FormData implementations drop the third argument.
    form.append(file.field, new File([file.bytes], file.name, { type: file.type }));
  }
  return form;
}
