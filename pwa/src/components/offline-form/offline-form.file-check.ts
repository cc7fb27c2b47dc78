/**
 * The device's own check of a chosen file, with the API's rules and words
 * (catalog/src/contract/file-types.ts): what its bytes say it is (not its name or declared type)
 * and its size, so a person hears at once, offline too, that the file would be refused. It
 * imports nothing but the contract, so the API's agreement test runs it as it is.
 */
import {
  type FileRule,
  type FileType,
  fileMessages,
  HEAD_BYTES,
  holdsAscii,
  isZip,
  MAX_FILE_BYTES,
  sniffFileType,
  WORD_PART,
} from "@vyom/catalog/contract";

export type CheckedFile = { ok: true; type: FileType } | { ok: false; message: string };

/**
 * The API's checks, on the device, with the API's words: not empty, not too large, and of an
 * allowed type by its bytes. A ZIP is read whole for its `word/` entry, as the API reads it.
 */
export async function checkFile(file: Blob, rule: FileRule): Promise<CheckedFile> {
  if (file.size === 0) return { ok: false, message: fileMessages.empty(rule) };
  if (file.size > (rule.maxBytes ?? MAX_FILE_BYTES)) {
    return { ok: false, message: fileMessages.tooLarge(rule) };
  }
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const hasWordPart =
    isZip(head) && holdsAscii(new Uint8Array(await file.arrayBuffer()), WORD_PART);
  const type = sniffFileType(head, hasWordPart);
  if (type === null || !rule.types.includes(type)) {
    return { ok: false, message: fileMessages.wrongType(rule) };
  }
  return { ok: true, type };
}
