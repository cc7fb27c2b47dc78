/**
 * The files the upload forms take, and how both sides tell what a file is: from its first bytes
 * (its "magic number"), never from its name or declared type, so a renamed .exe declared as
 * image/png is refused. The app checks a chosen file with these rules before it is queued
 * (pwa/src/sync/outbox-file.ts) and the API checks the bytes as they stream in
 * (edge-api/src/services/uploads/incoming-file.ts); the messages a person reads are the ones below.
 */

export const PDF = "application/pdf";
export const JPEG = "image/jpeg";
export const PNG = "image/png";
export const WEBP = "image/webp";
export const DOC = "application/msword";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type FileType =
  | typeof PDF
  | typeof JPEG
  | typeof PNG
  | typeof WEBP
  | typeof DOC
  | typeof DOCX;

/** How each type is named in a message to the person. */
export const fileTypeNames: Record<FileType, string> = {
  [PDF]: "PDF",
  [JPEG]: "JPEG",
  [PNG]: "PNG",
  [WEBP]: "WebP",
  [DOC]: "DOC",
  [DOCX]: "DOCX",
};

/** The largest file an upload form takes. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What one form takes as its file. */
export interface FileRule {
  /** How the file is named in messages, e.g. "prescription" or "résumé". */
  label: string;
  types: readonly FileType[];
  maxBytes?: number;
}

export const prescriptionFileRule: FileRule = {
  label: "prescription",
  types: [PDF, JPEG, PNG, WEBP],
};

export const resumeFileRule: FileRule = { label: "résumé", types: [PDF, DOC, DOCX] };

/** The first bytes every signature below fits in. */
export const HEAD_BYTES = 12;

/** The entry a ZIP must hold to be a Word document (.docx), not any zip. */
export const WORD_PART = "word/";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export const isZip = (head: Uint8Array) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]);

/** Whether `bytes` hold the ASCII `text` anywhere (native indexOf for its first byte). */
export function holdsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  const first = needle[0] ?? 0;
  for (let at = bytes.indexOf(first); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (startsWith(bytes, needle, at)) return true;
  }
  return false;
}

/**
 * What a file is, from its first HEAD_BYTES and, for a ZIP, whether it holds a `word/` entry
 * anywhere (a .docx lists it near its start and in its directory at the end).
 */
export function sniffFileType(head: Uint8Array, hasWordPart: boolean): FileType | null {
  if (startsWith(head, ascii("%PDF-"))) return PDF;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return WEBP;
  // Word 97-2003 is an OLE2 compound file.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOC;
  if (isZip(head) && hasWordPart) return DOCX;
  return null;
}

/** "PDF, JPEG, PNG or WebP". */
export function listFileTypes(types: readonly FileType[]): string {
  const names = types.map((type) => fileTypeNames[type]);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`
    : (names[0] ?? "");
}

/** "820 KB", "4.2 MB", "5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  return `${megabytes.endsWith(".0") ? megabytes.slice(0, -2) : megabytes} MB`;
}

/** What a person reads when a file is refused, on the device or by the API. */
export const fileMessages = {
  missing: (rule: FileRule) => `Please attach your ${rule.label}: no file was received.`,
  empty: (rule: FileRule) => `This file is empty. Please choose your ${rule.label} again.`,
  tooLarge: (rule: FileRule) =>
    `The ${rule.label} is larger than ${formatFileSize(rule.maxBytes ?? MAX_FILE_BYTES)}. Please choose a smaller file.`,
  wrongType: (rule: FileRule) => `The ${rule.label} must be a ${listFileTypes(rule.types)} file.`,
};
