/**
 * One uploaded file as it streams in. Each chunk is hashed, looked at (the type from the first
 * bytes; for a ZIP, whether a `word/` entry goes by) and written to the file store as it arrives,
 * under the key the server chose for it (file-store.ts); nothing proportional to the whole file
 * runs at once, and the file is never held in memory whole. The file is only opened in the store
 * once its first bytes are allowed, and whatever was written is removed by `drop` unless the
 * submission's transaction took the file.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  type FileType,
  HEAD_BYTES,
  isZip,
  sniffFileType,
  WORD_PART as WORD_PART_TEXT,
} from "@vyom/catalog/contract";
import type { UploadKind } from "../../db/schema.ts";
import { type FileStore, type FileWriter, newStoredKey } from "./file-store.ts";

/** A file wholly in the store: what the submission's transaction links. */
export interface ReceivedFile {
  id: string;
  kind: UploadKind;
  /** Where the store keeps it (file-store.ts `newStoredKey`). */
  storedKey: string;
  /** What the bytes are (sniffed), not what the device declared. */
  contentType: FileType;
  sizeBytes: number;
  sha256: string;
}

export interface IncomingFile {
  id: string;
  /** Takes the next chunk; false once the first bytes show a type that is not allowed. */
  push(chunk: Buffer): Promise<boolean>;
  /** Finishes the stored file; or says it was empty or, read whole, not an allowed type. */
  finish(): Promise<ReceivedFile | "empty" | "not-allowed">;
  /** Deletes whatever was written (the form was refused, the key replayed, the transaction failed). */
  drop(): Promise<void>;
}

const WORD_PART = Buffer.from(WORD_PART_TEXT);

export function incomingFile(
  files: FileStore,
  file: { kind: UploadKind; types: readonly FileType[]; now: Date },
): IncomingFile {
  const id = randomUUID();
  const storedKey = newStoredKey(file.kind, id, file.now);
  const hash = createHash("sha256");
  let head = Buffer.alloc(0);
  let size = 0;
  let hasWordPart = false;
  /** The last bytes of the previous chunk, so a `word/` across two chunks is found. */
  let carry = Buffer.alloc(0);
  let writer: FileWriter | undefined;
  /** Chunks held until the first HEAD_BYTES show an allowed type. */
  let held: Buffer[] = [];

  const allowed = (type: FileType | null) => type !== null && file.types.includes(type);
  const write = async (chunk: Buffer) => {
    writer ??= await files.open(storedKey);
    await writer.write(chunk);
  };
  const writeHeld = async () => {
    const chunks = held;
    held = [];
    for (const chunk of chunks) await write(chunk);
  };

  return {
    id,
    async push(chunk) {
      size += chunk.length;
      hash.update(chunk);
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      }
      if (!hasWordPart && isZip(head)) {
        hasWordPart =
          Buffer.concat([carry, chunk.subarray(0, WORD_PART.length - 1)]).includes(WORD_PART) ||
          chunk.includes(WORD_PART);
        carry = Buffer.from(chunk.subarray(-(WORD_PART.length - 1)));
      }
      if (head.length < HEAD_BYTES) {
        held.push(chunk);
        return true;
      }
      // A ZIP may still turn out a Word document: only the end of the file can say it is not.
      if (!allowed(sniffFileType(head, true))) return false;
      await writeHeld();
      await write(chunk);
      return true;
    },
    async finish() {
      if (size === 0) return "empty";
      const contentType = sniffFileType(head, hasWordPart);
      if (contentType === null || !allowed(contentType)) return "not-allowed";
      await writeHeld();
      await writer?.finish();
      return {
        id,
        kind: file.kind,
        storedKey,
        contentType,
        sizeBytes: size,
        sha256: hash.digest("hex"),
      };
    },
    async drop() {
      if (!writer) return;
      await writer.abort();
      // A finished file too (its transaction failed), or one a failed finish left half-renamed.
      await files.delete(storedKey);
    },
  };
}
