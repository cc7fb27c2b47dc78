/**
 * The API's side of a stored file's type: the sniffing rules and the types each form takes are
 * the contract's (catalog/src/contract/file-types.ts); here are the body's cap and how a stored
 * file is named when it is served. The type stored with the file is the sniffed one, and it alone
 * names the file when it is served.
 */
import type { FileType } from "@vyom/catalog/contract";

/** The whole multipart body: the file plus the text fields and the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;

/** The answer (413) to an upload body over MAX_UPLOAD_BODY_BYTES. */
export const UPLOAD_TOO_LARGE = {
  error: "payload-too-large",
  message: `The upload is larger than ${MAX_UPLOAD_BODY_BYTES / (1024 * 1024)} MB.`,
} as const;

/** How each type is named on disk: a file is always served as `<id>.<extension>`. */
const extensions: Record<FileType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/**
 * The name a stored file is served under: its id and the extension of what its bytes are. The
 * uploader's name is never used: `x.html` holding `%PDF-…<script>` must download as a PDF.
 */
export function servedFileName(id: string, type: FileType): string {
  return `${id}.${extensions[type]}`;
}

export function isSniffedType(value: string): value is FileType {
  return Object.hasOwn(extensions, value);
}
