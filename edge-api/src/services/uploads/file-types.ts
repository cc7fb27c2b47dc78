/**
 * What an uploaded file really is, from its first bytes (its "magic number"), never from the name
 * or the declared Content-Type alone: a renamed .exe declared as image/png is refused. The type
 * stored with the file is the sniffed one, and it alone names the file when it is served.
 */

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The whole multipart body: the file plus the text fields and the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;

/** The answer (413) to an upload body over MAX_UPLOAD_BODY_BYTES. */
export const UPLOAD_TOO_LARGE = {
  error: "payload-too-large",
  message: `The upload is larger than ${MAX_UPLOAD_BODY_BYTES / (1024 * 1024)} MB.`,
} as const;

export const PDF = "application/pdf";
export const JPEG = "image/jpeg";
export const PNG = "image/png";
export const WEBP = "image/webp";
export const DOC = "application/msword";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type SniffedType =
  | typeof PDF
  | typeof JPEG
  | typeof PNG
  | typeof WEBP
  | typeof DOC
  | typeof DOCX;

export const PRESCRIPTION_TYPES: readonly SniffedType[] = [PDF, JPEG, PNG, WEBP];
export const RESUME_TYPES: readonly SniffedType[] = [PDF, DOC, DOCX];

/** How each type is named in a message to the person. */
export const typeNames: Record<SniffedType, string> = {
  [PDF]: "PDF",
  [JPEG]: "JPEG",
  [PNG]: "PNG",
  [WEBP]: "WebP",
  [DOC]: "DOC",
  [DOCX]: "DOCX",
};

/** How each type is named on disk: a file is always served as `<id>.<extension>`. */
export const extensions: Record<SniffedType, string> = {
  [PDF]: "pdf",
  [JPEG]: "jpg",
  [PNG]: "png",
  [WEBP]: "webp",
  [DOC]: "doc",
  [DOCX]: "docx",
};

/**
 * The name a stored file is served under: its id and the extension of what its bytes are. The
 * uploader's name is never used: `x.html` holding `%PDF-…<script>` must download as a PDF.
 */
export function servedFileName(id: string, type: SniffedType): string {
  return `${id}.${extensions[type]}`;
}

export function isSniffedType(value: string): value is SniffedType {
  return Object.hasOwn(extensions, value);
}

/** The first bytes every signature below fits in. */
export const HEAD_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export const isZip = (head: Uint8Array) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]);

/**
 * What a file is, from its first HEAD_BYTES and, for a ZIP, whether it holds a `word/` entry
 * (what makes a .docx a Word document, not any zip; incoming-file.ts looks for it as the bytes
 * stream in).
 */
export function sniffFileType(head: Uint8Array, hasWordPart: boolean): SniffedType | null {
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
export function listTypes(types: readonly SniffedType[]): string {
  const names = types.map((type) => typeNames[type]);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`
    : (names[0] ?? "");
}
