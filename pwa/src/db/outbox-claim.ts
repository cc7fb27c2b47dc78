/**
 * Claiming due outbox rows for sending. `claimDue` moves up to `limit` due rows pending → sending
 * in ONE read-write transaction, under the caller's claim token (and, in lease mode, only while
 * the caller's lease is still its own, checked and renewed in that same transaction), so two
 * flushers can never claim the same row, and a flusher filling several free slots pays for one
 * write transaction, not one per row.
 */
import type { VyomDatabase } from "./database.ts";
import type { OutboxKind, OutboxRecord } from "./records.ts";

/** The `leases` row that holds every send until the server's Retry-After has passed. */
export const serverHoldName = "vyom-outbox-server-hold";

export interface LeaseCheck {
  name: string;
  owner: string;
  /** How long the lease lasts from this claim (each claim renews it). */
  ttlMs: number;
}

export interface ClaimRequest {
  now: number;
  /** Claim a pending row even before its nextAttemptAt (a server hold is still honoured), but
   * never one that needs the person's attention: only its own "Try again" makes it due early. */
  force: boolean;
  kinds: readonly OutboxKind[];
  /** Rows already tried in this pass. */
  exclude: ReadonlySet<number>;
  /** Marks every row of this claim: a settle must show it (a fresh one per claim). */
  token: string;
  /** While sending, nextAttemptAt holds the time after which the claim counts as abandoned. */
  claimDeadline: number;
  lease?: LeaseCheck;
  /** Also look for up to `rows` more due rows (left pending) and tell `found` how many there
   * are: the flusher solves their captchas while the claimed rows are sent (captcha-ahead.ts). */
  lookAhead?: { rows: number; found(more: number): void };
}

/** When the server's hold runs out (0 when there is none); call inside a transaction on leases. */
export const serverHoldUntil = async (db: VyomDatabase): Promise<number> =>
  (await db.leases.get(serverHoldName))?.expiresAt ?? 0;

/**
 * Takes up to `limit` due rows for sending, oldest due first ([] when none is due or a server
 * hold runs); "lease-lost" when the caller no longer holds its lease.
 */
export function claimDue(
  db: VyomDatabase,
  request: ClaimRequest,
  limit: number,
): Promise<OutboxRecord[] | "lease-lost"> {
  return db.transaction("rw", db.outbox, db.leases, async () => {
    const { now, lease } = request;
    if (lease) {
      const held = await db.leases.get(lease.name);
      if (held === undefined || held.owner !== lease.owner || held.expiresAt <= now) {
        return "lease-lost" as const;
      }
      await db.leases.put({ name: lease.name, owner: lease.owner, expiresAt: now + lease.ttlMs });
    }
    if ((await serverHoldUntil(db)) > now) return [];
    const due = await db.outbox
      .where("[state+nextAttemptAt]")
      .between(["pending", -Infinity], ["pending", request.force ? Infinity : now], true, true)
      .filter(
        (candidate) =>
          !request.exclude.has(candidate.id) &&
          request.kinds.includes(candidate.kind) &&
          (candidate.attentionSince === undefined || candidate.nextAttemptAt <= now),
      )
      .limit(limit + (request.lookAhead?.rows ?? 0))
      .toArray();
    request.lookAhead?.found(Math.max(0, due.length - limit));
    const claimed = due.slice(0, limit).map(
      (row): OutboxRecord => ({
        ...row,
        state: "sending",
        attempts: row.attempts + 1,
        claimToken: request.token,
        nextAttemptAt: request.claimDeadline,
      }),
    );
    await db.outbox.bulkPut(claimed);
    return claimed;
  });
}
