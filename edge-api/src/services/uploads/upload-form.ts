/**
 * Reading an upload request (multipart/form-data): its text fields and its one file, checked by
 * what the bytes are (file-types.ts) and by size. The body itself is already capped at
 * MAX_UPLOAD_BODY_BYTES while it streams in (http/request-guards.ts), so reading it here is safe.
 * Every refusal names the problem in words a person can act on.
 */
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { listTypes, MAX_FILE_BYTES, type SniffedType, sniffFileType } from "./file-types.ts";

export interface UploadedFile {
  /** The name the device gave it, cleaned of any folder and control characters. */
  fileName: string;
  /** What the bytes are (sniffed), not what the device declared. */
  contentType: SniffedType;
  bytes: Uint8Array;
  sha256: string;
}

export interface UploadForm {
  /** Every text field, by name (a repeated field keeps its first value). */
  fields: Record<string, string>;
  file: UploadedFile;
}

export type UploadRefusal = {
  status: 400 | 413 | 415;
  body: { error: string; message: string };
};

export interface FileRule {
  /** The form field that carries the file, e.g. `file` or `resume`. */
  field: string;
  /** How the file is named in messages, e.g. "prescription" or "résumé". */
  label: string;
  types: readonly SniffedType[];
  maxBytes?: number;
}

const refuse = (status: UploadRefusal["status"], error: string, message: string) => ({
  refusal: { status, body: { error, message } } satisfies UploadRefusal,
});

/** A safe display name: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (cleaned || "upload").slice(0, 200);
}

export async function readUploadForm(
  c: Context,
  rule: FileRule,
): Promise<{ form: UploadForm } | { refusal: UploadRefusal }> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "multipart/form-data") {
    return refuse(
      415,
      "unsupported-media-type",
      "Send the form as multipart/form-data, with the file attached.",
    );
  }
  let data: FormData;
  try {
    data = await c.req.raw.formData();
  } catch {
    return refuse(
      400,
      "invalid-multipart",
      "The form could not be read: it was sent incomplete or damaged.",
    );
  }

  const fields: Record<string, string> = {};
  data.forEach((value, name) => {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  });
  const entry = data.get(rule.field);
  if (!(entry instanceof File) || entry.size === 0) {
    return refuse(400, "file-missing", `Please attach your ${rule.label}: no file was received.`);
  }
  const maxBytes = rule.maxBytes ?? MAX_FILE_BYTES;
  if (entry.size > maxBytes) {
    const mb = Math.round(maxBytes / (1024 * 1024));
    return refuse(
      413,
      "file-too-large",
      `The ${rule.label} is larger than ${mb} MB. Please choose a smaller file.`,
    );
  }
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const contentType = sniffFileType(bytes);
  if (contentType === null || !rule.types.includes(contentType)) {
    return refuse(
      415,
      "file-type-not-allowed",
      `The ${rule.label} must be a ${listTypes(rule.types)} file.`,
    );
  }
  return {
    form: {
      fields,
      file: {
        fileName: cleanFileName(entry.name),
        contentType,
        bytes,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      },
    },
  };
}
