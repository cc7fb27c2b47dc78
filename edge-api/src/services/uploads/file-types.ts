/**
 * What an uploaded file really is, from its first bytes (its "magic number"), never from the name
 * or the declared Content-Type alone: a renamed .exe declared as image/png is refused. The type
 * stored with the file is the sniffed one.
 */

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The whole multipart body: the file plus the text fields and the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;

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

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether a ZIP holds a `word/` entry: what makes a .docx a Word document, not any zip. */
function zipHasWordPart(bytes: Uint8Array): boolean {
  const needle = ascii("word/");
  const limit = bytes.length - needle.length;
  for (let i = 0; i <= limit; i++) {
    if (bytes[i] === needle[0] && startsWith(bytes, needle, i)) return true;
  }
  return false;
}

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return PDF;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return WEBP;
  // Word 97-2003 is an OLE2 compound file.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOC;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipHasWordPart(bytes)) return DOCX;
  return null;
}

/** "PDF, JPEG, PNG or WebP". */
export function listTypes(types: readonly SniffedType[]): string {
  const names = types.map((type) => typeNames[type]);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`
    : (names[0] ?? "");
}
