/**
 * Reports kept on this phone, when the person turns keeping on (off by default). Guarantees:
 * - what IndexedDB holds of a report is AES-GCM ciphertext under a key this browser generated
 *   non-extractable: IndexedDB keeps the CryptoKey object itself (structured clone keeps it
 *   non-extractable), so no script, export or copy of the files yields the key's bytes, and the
 *   rows are unreadable anywhere else; each row is bound to its report id (the additional data),
 *   so a row moved to another id does not decrypt;
 * - the key's row exists exactly while keeping is on: turning it off deletes every kept report and
 *   the key in one transaction, and so does logout (session.ts); a report encrypted while keeping
 *   was turned off (or off and on again) is not written;
 * - at most `maxKeptReports`, the oldest dropped first; only the report's answer is stored, never
 *   a proof or cookie (the caller hands over the report, nothing else).
 * Encryption runs before each write's transaction: an IndexedDB transaction does not survive
 * waiting for anything but its own requests.
 */
import { db } from "./database.ts";
import type { KeptReportRecord, ReportKeyRecord } from "./kept-report-records.ts";

export const maxKeptReports = 50;

const keyRowId: ReportKeyRecord["id"] = "reports";
const encoder = new TextEncoder();

/** A kept report, decrypted: the value as it was handed to `keepReport`, and when. */
export interface KeptReport {
  value: unknown;
  savedAt: Date;
}

export async function keepingOn(): Promise<boolean> {
  return (await db.reportKeys.get(keyRowId)) !== undefined;
}

/** Turns keeping on with a new key (an existing one is kept: its reports stay readable). */
export async function startKeeping(now: Date = new Date()): Promise<void> {
  const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, [
    "encrypt",
    "decrypt",
  ]);
  await db.transaction("rw", db.reportKeys, async () => {
    if (await db.reportKeys.get(keyRowId)) return;
    await db.reportKeys.put({ id: keyRowId, key, keyId: crypto.randomUUID(), createdAt: +now });
  });
}

/** Turns keeping off: every kept report and the key, at once. */
export async function stopKeeping(): Promise<void> {
  await db.transaction("rw", db.keptReports, db.reportKeys, async () => {
    await db.keptReports.clear();
    await db.reportKeys.clear();
  });
}

/**
 * Keeps `value` (JSON) as report `id`'s copy, replacing an older one. False when keeping is off
 * (nothing is written).
 */
export async function keepReport(
  id: string,
  value: unknown,
  now: Date = new Date(),
): Promise<boolean> {
  const keyRow = await db.reportKeys.get(keyRowId);
  if (!keyRow) return false;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const bytes = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(id) },
    keyRow.key,
    encoder.encode(JSON.stringify(value)),
  );
  const row: KeptReportRecord = { id, iv: iv.buffer, bytes, savedAt: +now };
  return db.transaction("rw", db.keptReports, db.reportKeys, async () => {
    // Turned off (or off and on, a new key) while this was encrypted: not written.
    if ((await db.reportKeys.get(keyRowId))?.keyId !== keyRow.keyId) return false;
    await db.keptReports.put(row);
    const over = (await db.keptReports.count()) - maxKeptReports;
    if (over > 0) {
      await db.keptReports.bulkDelete(
        await db.keptReports.orderBy("savedAt").limit(over).primaryKeys(),
      );
    }
    return true;
  });
}

/** Report `id`'s kept copy, decrypted; undefined when there is none or it cannot be read. */
export async function readKeptReport(id: string): Promise<KeptReport | undefined> {
  const [row, keyRow] = await db.transaction("r", db.keptReports, db.reportKeys, () =>
    Promise.all([db.keptReports.get(id), db.reportKeys.get(keyRowId)]),
  );
  if (!row || !keyRow) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: row.iv, additionalData: encoder.encode(id) },
      keyRow.key,
      row.bytes,
    );
    return { value: JSON.parse(new TextDecoder().decode(plain)), savedAt: new Date(row.savedAt) };
  } catch {
    // Not this key's (a row from another key, or altered): as if it were not kept.
    return undefined;
  }
}
