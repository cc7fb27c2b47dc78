import { db } from "@/db/database.ts";
import type { OutboxRecord } from "@/db/records.ts";

/** A queued home booking as the outbox stores it, for the offline features' tests. */
export const booking = { name: "Priya Raman", date: "2025-03-14", mobileNumber: "9876543210" };

/** An outbox row for `booking`, waiting to be sent, with `patch` over it. */
export function outboxRow(patch: Partial<OutboxRecord>): Omit<OutboxRecord, "id"> {
  return {
    kind: "booking",
    idempotencyKey: crypto.randomUUID(),
    payload: booking,
    state: "pending",
    attempts: 0,
    nextAttemptAt: Date.now(),
    lastError: null,
    createdAt: Date.now(),
    sentAt: null,
    announce: true,
    ...patch,
  };
}

/** Stores an outbox row (`outboxRow`) in the page's database. */
export const addOutboxRow = (patch: Partial<OutboxRecord>) =>
  db.outbox.add(outboxRow(patch) as OutboxRecord);
