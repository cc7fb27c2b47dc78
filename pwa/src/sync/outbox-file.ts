/**
 * Files in the outbox: a form's chosen file becomes an OutboxFile (its bytes read once, at
 * submit, and saved with the payload in one transaction), and a queued row's files become the
 * parts of a multipart body when the flusher sends it. Also the device's own check of a chosen
 * file, the same rule the API applies: what the first bytes say it is (not its name or declared
 * type) and its size, so a person hears at once, offline too, that the file would be refused.
 */
import type { OutboxFile } from "@/db/records.ts";

export type FileKind = "pdf" | "jpeg" | "png" | "webp" | "doc" | "docx";

/** The API's limit per file (edge-api services/uploads). */
export const maxUploadBytes = 5 * 1024 * 1024;

export const fileKindNames: Record<FileKind, string> = {
  pdf: "PDF",
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  doc: "DOC",
  docx: "DOCX",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  for (let i = 0; i + needle.length <= bytes.length; i++) {
    if (startsWith(bytes, needle, i)) return true;
  }
  return false;
}

/** What the bytes are (the API's file-types.ts, byte for byte), or null. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(bytes, "word/")) return "docx";
  return null;
}

/** "PDF, JPEG, PNG or WebP". */
export function listKinds(kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => fileKindNames[kind]);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`
    : (names[0] ?? "");
}

/** "820 KB", "4.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface FileRule {
  /** How the file is named in messages, e.g. "prescription". */
  label: string;
  kinds: readonly FileKind[];
  maxBytes?: number;
}

export type CheckedFile = { ok: true; kind: FileKind } | { ok: false; message: string };

/** The API's checks, on the device: not empty, not too large, and of an allowed kind. */
export async function checkFile(file: Blob, rule: FileRule): Promise<CheckedFile> {
  const maxBytes = rule.maxBytes ?? maxUploadBytes;
  if (file.size === 0)
    return { ok: false, message: `This file is empty. Please choose your ${rule.label} again.` };
  if (file.size > maxBytes) {
    return {
      ok: false,
      message: `This file is ${formatFileSize(file.size)}: the ${rule.label} must be at most ${formatFileSize(maxBytes)}.`,
    };
  }
  // The DOCX check looks for a `word/` entry, which a ZIP lists near its start or its end.
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - 64 * 1024)).arrayBuffer());
  const kind =
    sniffFileKind(head) ??
    (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(tail, "word/") ? "docx" : null);
  if (kind === null || !rule.kinds.includes(kind)) {
    return { ok: false, message: `The ${rule.label} must be a ${listKinds(rule.kinds)} file.` };
  }
  return { ok: true, kind };
}

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
