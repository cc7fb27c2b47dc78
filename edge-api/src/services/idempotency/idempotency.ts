/**
 * Idempotent request handling over `idempotency_records`, for any route (the PWA's outbox sends
 * each queued submission with a client-generated `Idempotency-Key`).
 *
 * Guarantees: the first request with a key runs its handler and stores the answer in the SAME
 * transaction as the handler's writes; a repeat with the same body gets that answer back
 * unchanged; a repeat with another body is refused. Concurrent duplicates are settled by the
 * primary key, not by memory: `INSERT ... ON CONFLICT DO NOTHING` makes every later transaction
 * wait for the first one and then read its committed answer, so exactly one handler runs even
 * across API processes. A handler that throws rolls back its claim too, so a retry runs afresh.
 *
 * The handler must write through the `tx` it is given, never through `db`: on PGlite (one
 * connection) a query on `db` would wait for this very transaction and deadlock. Slow outside
 * calls (a CRM, an SMS) belong after `runIdempotent` returns a `fresh` outcome.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { idempotencyRecords } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface IdempotentAnswer<Body> {
  status: number;
  body: Body;
}

/**
 * `Answer` may pair each status with its body (`{ status: 201; body: Done } | { status: 409;
 * body: Refusal }`): a replay is then typed as the pair the scope's handler stored.
 */
export type IdempotentOutcome<
  Body,
  Answer extends IdempotentAnswer<Body> = IdempotentAnswer<Body>,
> = ({ kind: "fresh" } & Answer) | ({ kind: "replayed" } & Answer) | { kind: "key-reused" };

/** A header value usable as a key: 1-200 visible ASCII characters. Undefined when absent. */
export function parseIdempotencyKey(value: string | undefined): string | undefined | Error {
  if (value === undefined) return undefined;
  return KEY_PATTERN.test(value)
    ? value
    : new Error("Idempotency-Key must be 1-200 visible ASCII characters");
}

/**
 * The record's keys in the default sort's order. A body's objects have a few keys each; for them
 * the keys are sorted in place: the built-in sort's work arrays were about 7 % of the bytes a
 * booking allocates (docs/performance.md, figure 4). Larger objects take the built-in sort (an
 * insertion sort's n² would let a body of many keys cost more than its size).
 */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as string;
    let j = i - 1;
    for (; j >= 0 && (keys[j] as string) > key; j--) keys[j + 1] = keys[j] as string;
    keys[j + 1] = key;
  }
  return keys;
}

/**
 * JSON with sorted object keys (by UTF-16 code units, as `<` and the default sort compare) and
 * undefined members dropped: the same body always hashes the same. Stored hashes depend on this
 * exact text (idempotency.test.ts pins it). Built in one string, without the entry arrays,
 * closures and joins of every level: it runs over every keyed booking's body (docs/performance.md,
 * figure 4).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) {
    let text = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ",";
      // A hole stays empty, as Array.prototype.map and join leave it (JSON never has one).
      if (i in value) text += canonicalJson(value[i]);
    }
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = sortedKeys(record);
  let text = "{";
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    if (text.length > 1) text += ",";
    text += `${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `${text}}`;
}

/**
 * Settles a claim that lost (its key was already stored): the stored answer when the body is the
 * same, else `key-reused`.
 */
export async function storedOutcome<
  Body,
  Answer extends IdempotentAnswer<Body> = IdempotentAnswer<Body>,
>(
  tx: Database | Transaction,
  scope: string,
  key: string,
  requestHash: string,
): Promise<IdempotentOutcome<Body, Answer>> {
  const [first] = await tx
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
  if (!first) throw new Error("idempotency record missing after a conflict");
  if (first.requestHash !== requestHash) return { kind: "key-reused" };
  // The row holds what this scope's handler answered (runIdempotent), and nothing else writes it.
  const stored = { status: first.statusCode, body: first.responseBody } as Answer;
  return { kind: "replayed", ...stored };
}

/**
 * A body's `language` is hashed only when it is not English, the default the schema fills in:
 * a booking or order queued on a phone before bookings had a language, and replayed after, hashes
 * as it did when its key was first stored, so it is answered as a replay, not refused as reused.
 */
const withoutDefaultLanguage = (body: unknown) => {
  if (typeof body !== "object" || body === null || !("language" in body)) return body;
  if (body.language !== "en") return body;
  const { language: _english, ...rest } = body;
  return rest;
};

export const requestHashOf = (body: unknown) =>
  createHash("sha256")
    .update(canonicalJson(withoutDefaultLanguage(body)))
    .digest("hex");

export async function runIdempotent<
  Body,
  Answer extends IdempotentAnswer<Body> = IdempotentAnswer<Body>,
>(
  db: Database,
  request: { scope: string; key: string | undefined; body: unknown; now: Date },
  handler: (tx: Transaction) => Promise<Answer>,
): Promise<IdempotentOutcome<Body, Answer>> {
  const { scope, key, now } = request;
  if (key === undefined) {
    const answer = await db.transaction(handler);
    return { kind: "fresh", ...answer };
  }
  const requestHash = requestHashOf(request.body);
  const match = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));

  return db.transaction(async (tx): Promise<IdempotentOutcome<Body, Answer>> => {
    const claimed = await tx
      .insert(idempotencyRecords)
      .values({ scope, key, requestHash, statusCode: 0, responseBody: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key });

    if (claimed.length === 0) return storedOutcome<Body, Answer>(tx, scope, key, requestHash);

    const answer = await handler(tx);
    await tx
      .update(idempotencyRecords)
      .set({ statusCode: answer.status, responseBody: answer.body })
      .where(match);
    return { kind: "fresh", ...answer };
  });
}
