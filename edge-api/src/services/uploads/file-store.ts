/**
 * Where uploaded files' bytes live: one interface, so the database keeps only their metadata
 * (`submission_files`) and the bytes can sit on a volume (filesystem-store.ts) or, later, in an
 * object store. What every store guarantees:
 *
 * - a file is written under a key the server made (`newStoredKey`: kind, UTC day, the file's
 *   random id), never a name a client sent; a store refuses any other key, so a key read back
 *   from a tampered row cannot reach outside it;
 * - a file appears under its key whole or not at all: nothing is there until its writer
 *   `finish`es, and `abort` leaves nothing behind;
 * - `delete` also removes an unfinished write of the key, and deleting nothing is not an error.
 */
import type { Readable } from "node:stream";

export interface FileWriter {
  /** Appends a chunk; resolves once the store has taken it (the upload waits: backpressure). */
  write(chunk: Uint8Array): Promise<void>;
  /** Makes the file visible under its key, durably. */
  finish(): Promise<void>;
  /** Drops what was written. Safe after `finish` failed, and twice. */
  abort(): Promise<void>;
}

export interface FileStore {
  /** Starts a new file under `key`; a finished file already there is replaced when it finishes. */
  open(key: string): Promise<FileWriter>;
  /** The file as a stream, or undefined when nothing is stored under the key. */
  stream(key: string): Promise<Readable | undefined>;
  /** The file's bytes, or undefined when nothing is stored under the key. */
  bytes(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  delete(key: string): Promise<void>;
  /** Bytes the store takes now, unfinished writes included. */
  usedBytes(): Promise<number>;
  /** Every key something is stored (or being written) under, in no particular order. */
  keys(): AsyncIterable<string>;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** `<kind>/<YYYY-MM-DD>/<uuid>`: lower-case letters, digits and dashes only, never `.` or `..`. */
const STORED_KEY = new RegExp(`^([a-z]+(?:-[a-z]+)*)/(\\d{4}-\\d{2}-\\d{2})/(${UUID})$`);

export function isStoredKey(key: string): boolean {
  return STORED_KEY.test(key);
}

/** Throws unless `key` is one the server makes: the stores call it before touching anything. */
export function assertStoredKey(key: string): void {
  if (!isStoredKey(key)) throw new Error(`Not a stored file key: ${JSON.stringify(key)}`);
}

/** The key of a new file: its kind, the UTC day it came and its id. */
export function newStoredKey(kind: string, fileId: string, now: Date): string {
  const key = `${kind}/${now.toISOString().slice(0, 10)}/${fileId}`;
  assertStoredKey(key);
  return key;
}

/** The UTC day (YYYY-MM-DD) a key was made on. */
export function storedKeyDay(key: string): string {
  const day = STORED_KEY.exec(key)?.[2];
  if (!day) throw new Error(`Not a stored file key: ${JSON.stringify(key)}`);
  return day;
}

/** Writes a whole file at once (the move out of the database, tests). */
export async function putFile(store: FileStore, key: string, bytes: Uint8Array): Promise<void> {
  const writer = await store.open(key);
  try {
    await writer.write(bytes);
    await writer.finish();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
