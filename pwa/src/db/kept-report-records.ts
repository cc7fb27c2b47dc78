/**
 * The rows of the reports kept on this phone (db/kept-reports.ts), apart from records.ts: nothing
 * in them is readable without this browser's key. Only the report id and the time are plain.
 */

/** The one key of this browser's kept reports; its row exists exactly while keeping is on. */
export interface ReportKeyRecord {
  id: "reports";
  /** AES-GCM, generated non-extractable: IndexedDB keeps it as a CryptoKey, never as bytes. */
  key: CryptoKey;
  /** Random, new with each key: a write checks the key it encrypted with is still the one. */
  keyId: string;
  /** Epoch ms. */
  createdAt: number;
}

/** One kept report: its answer as JSON, encrypted under the key above. */
export interface KeptReportRecord {
  /** The report's id (the row is bound to it: it is the cipher's additional data). */
  id: string;
  /** The 12-byte AES-GCM nonce, new for every write. */
  iv: ArrayBuffer;
  /** The ciphertext with its tag. ArrayBuffer, not Blob: stored alike by every IndexedDB. */
  bytes: ArrayBuffer;
  /** Epoch ms of the write; the oldest go first past the limit. Indexed. */
  savedAt: number;
}
