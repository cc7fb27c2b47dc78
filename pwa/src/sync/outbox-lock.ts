/**
 * One flusher at a time per origin (every tab and the service worker): the Web Locks API where
 * the browser has it, else a lease row in IndexedDB (old browsers; fake-indexeddb in tests).
 *
 * - Web Locks: the browser queues the request and frees the lock when the holder finishes or its
 *   tab dies, so the holder is exclusive: a row left `sending` was abandoned and can be re-sent.
 * - Lease: taken atomically, renewed by every claim (checked in the same transaction), expiring
 *   after `ttlMs` if its holder vanished. Not exclusive in the same strong sense: a `sending` row
 *   counts as abandoned only after its claim deadline.
 */
import type { OutboxStore } from "@/db/outbox.ts";
import type { LeaseCheck } from "@/db/outbox-claim.ts";
import type { Clock } from "./clock.ts";

export const outboxLockName = "vyom-outbox";

export interface OutboxGuard {
  /** Nobody else can be sending while the callback runs. */
  exclusive: boolean;
  /** Lease mode: the lease each claim must still hold (and renews). */
  lease?: LeaseCheck;
}

export type LockOutcome<T> = { ran: true; value: T } | { ran: false; retryAt: number };

export interface OutboxLock {
  run<T>(work: (guard: OutboxGuard) => Promise<T>): Promise<LockOutcome<T>>;
}

/** Longest wait for another holder before giving up this time (a frozen tab, say). */
const webLockWaitMs = 120_000;
/** How soon to look again when a live lease is held by someone else. */
const leaseBusyRetryMs = 1_000;

export function webLock(locks: LockManager, clock: Clock, name = outboxLockName): OutboxLock {
  return {
    async run(work) {
      const controller = new AbortController();
      const timer = clock.setTimeout(() => controller.abort(), webLockWaitMs);
      try {
        const value = await locks.request(name, { signal: controller.signal }, () => {
          clock.clearTimeout(timer);
          return work({ exclusive: true });
        });
        return { ran: true, value };
      } catch (error) {
        if (controller.signal.aborted) return { ran: false, retryAt: clock.now() };
        throw error;
      } finally {
        clock.clearTimeout(timer);
      }
    },
  };
}

export function leaseLock(
  store: OutboxStore,
  clock: Clock,
  options: { owner: string; ttlMs: number; name?: string },
): OutboxLock {
  const lease: LeaseCheck = {
    name: options.name ?? outboxLockName,
    owner: options.owner,
    ttlMs: options.ttlMs,
  };
  return {
    async run(work) {
      const now = clock.now();
      if (!(await store.acquireLease(lease, now))) {
        const busyUntil = (await store.leaseBusyUntil(lease.name, lease.owner, now)) ?? now;
        return { ran: false, retryAt: Math.min(busyUntil, now + leaseBusyRetryMs) };
      }
      try {
        return { ran: true, value: await work({ exclusive: false, lease }) };
      } finally {
        await store.releaseLease(lease.name, lease.owner);
      }
    },
  };
}
