/**
 * One uploaded file as it streams in. Each chunk is hashed, looked at (the type from the first
 * bytes; for a ZIP, whether a `word/` entry goes by) and gathered into parts that are written to
 * the database as they fill (file-parts.ts). Nothing proportional to the whole file runs at once:
 * the event loop and PGlite stay free for other requests between chunks, and the file is never
 * held in memory whole.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  type FileType,
  HEAD_BYTES,
  isZip,
  sniffFileType,
  WORD_PART as WORD_PART_TEXT,
} from "@vyom/catalog/contract";
import type { Database } from "../../db/client.ts";
import { dropParts, PART_BYTES, writePart } from "./file-parts.ts";

/** A file whose parts are all written: what the submission's transaction links. */
export interface ReceivedFile {
  id: string;
  /** What the bytes are (sniffed), not what the device declared. */
  contentType: FileType;
  sizeBytes: number;
  sha256: string;
}

export interface IncomingFile {
  id: string;
  /** Takes the next chunk; false once the first bytes show a type that is not allowed. */
  push(chunk: Buffer): Promise<boolean>;
  /** Writes the last part; or says the file was empty or, read whole, not an allowed type. */
  finish(): Promise<ReceivedFile | "empty" | "not-allowed">;
  /** Deletes whatever parts were written (the form was refused, or the key replayed). */
  drop(): Promise<void>;
}

const WORD_PART = Buffer.from(WORD_PART_TEXT);

export function incomingFile(db: Database, types: readonly FileType[], now: Date): IncomingFile {
  const id = randomUUID();
  const hash = createHash("sha256");
  let head = Buffer.alloc(0);
  let size = 0;
  let hasWordPart = false;
  /** The last bytes of the previous chunk, so a `word/` across two chunks is found. */
  let carry = Buffer.alloc(0);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;

  const allowed = (type: FileType | null) => type !== null && types.includes(type);
  const flush = async () => {
    if (pendingBytes === 0) return;
    const content = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await writePart(db, { fileId: id, seq: seq++, content, now });
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
      // A ZIP may still turn out a Word document: only the end of the file can say it is not.
      if (head.length >= HEAD_BYTES && !allowed(sniffFileType(head, true))) return false;
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= PART_BYTES) await flush();
      return true;
    },
    async finish() {
      if (size === 0) return "empty";
      const contentType = sniffFileType(head, hasWordPart);
      if (contentType === null || !allowed(contentType)) return "not-allowed";
      await flush();
      return { id, contentType, sizeBytes: size, sha256: hash.digest("hex") };
    },
    drop: () => dropParts(db, id),
  };
}
