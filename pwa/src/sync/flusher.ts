/**
 * The outbox flusher: the only code that sends queued submissions, for every kind (registry.ts),
 * in a tab or in the service worker. What it guarantees:
 *
 * - A row leaves pending only for a 2xx the kind accepts (state sent, sentAt), or for a final
 *   refusal (state failed, with the reason). Nothing else removes or fails it: no answer, 5xx,
 *   408, 429, a timeout, a captive portal, a refused captcha are retried with full-jitter backoff
 *   (2 s doubling to 5 min; 429 waits at least its Retry-After).
 * - Every attempt of a row carries the row's idempotency key, made when the person submitted, so
 *   the API stores it once however many attempts reach it.
 * - One sender at a time per origin (outbox-lock.ts), and each row is claimed in a transaction,
 *   so no row is ever in flight twice. That sender has up to `maxInFlight` rows in flight at once
 *   (one until a row of the pass was delivered). A row left in flight by a closed tab is taken back.
 * - Few IndexedDB write transactions: the slots free at a moment are filled by one claim, and the
 *   outcomes that finish together are written by one settle (settle-batch.ts), never held back.
 * - Each attempt fetches and solves a fresh captcha (or uses the one solved on the form, once),
 *   so a booking saved offline is never blocked by a stale one. Once a row of the pass was
 *   delivered, the next due rows' captchas are solved while rows are posted (captcha-ahead.ts),
 *   so a row's attempt does not wait for a challenge's round trip.
 *
 * Passes run on demand (`flush`) and on a timer for the next due row;
 * pwa/src/sync/outbox-runtime.ts wires app start, `online`, `visibilitychange` and Background
 * Sync to `flush`.
 */
import { outbox as appOutbox, type OutboxStore } from "@/db/outbox.ts";
import type { OutboxRecord } from "@/db/records.ts";
import { type AttemptResult, attemptSend, settleWrite } from "./attempt.ts";
import { backoffDelay } from "./backoff.ts";
import { captchaAhead } from "./captcha-ahead.ts";
import { type Clock, systemClock } from "./clock.ts";
import { leaseLock, type OutboxGuard, type OutboxLock, webLock } from "./outbox-lock.ts";
import { type OutboxRegistry, outboxRegistry, registeredKinds } from "./registry.ts";
import { settleBatch } from "./settle-batch.ts";
import { singleFlight } from "./single-flight.ts";
import type { OutboxRequest, OutboxTransport } from "./transport.ts";
import { takeWatcher } from "./watched-rows.ts";

/** An attempt (captcha + request) is abandoned after this long. */
export const attemptTimeoutMs = 75_000;
/** Lease mode: a lease or a claim outlives an attempt, so it never expires under a live one. */
export const claimTtlMs = 90_000;
/** Delivered rows are kept this long (for the "sent" notice), then deleted. */
export const sentRetentionMs = 24 * 60 * 60_000;
/** Delivered rows are looked for and deleted at most this often. */
const pruneEveryMs = 60 * 60_000;
/** Rows sent at once in a pass: enough to hide a request's round trip, few enough to be kind to a
 * slow link and to the API (each row's idempotency key keeps repeats safe; order between
 * submissions does not matter). */
export const maxInFlight = 6;
/** The timer never sleeps longer than this (a clock change, a long Retry-After). */
const maxSleepMs = 10 * 60_000;

export type FlushOutcome = "sent" | "failed" | "retry";

export interface FlusherEvent {
  type: "settled";
  id: number;
  kind: OutboxRecord["kind"];
  outcome: FlushOutcome;
  reason: string | null;
}

/**
 * What one pass did to each row it attempted, by row id: the screen that queued a submission
 * reads its row's result here (submit.ts). A row the pass did not reach (the network went, another
 * tab holds the outbox) has no entry.
 */
export type FlushReport = ReadonlyMap<number, AttemptResult>;

const noReport: FlushReport = new Map();

export interface FlushOptions {
  /** Captchas solved on forms, by row id: that row's next attempt in this tab uses its captcha
   * instead of solving one (a captcha passes once; it is never stored). */
  formCaptchas?: ReadonlyMap<number, string>;
  /** Try pending rows now even if their backoff has not run out (connectivity came back, the
   * person pressed "Send now", a new submission). A server's Retry-After is still honoured. */
  force?: boolean;
  /**
   * Called once a pass of this flush holds the outbox (outbox-lock.ts). A flusher that asks for
   * it after that (the service worker's, woken by Background Sync) waits for this pass, so a form
   * asks for Background Sync only then (submit.ts): asked at once, the worker could take the row
   * from under the person's own first attempt.
   */
  onHolding?: () => void;
}

export interface FlusherDeps {
  transport: OutboxTransport;
  store?: OutboxStore;
  registry?: OutboxRegistry;
  clock?: Clock;
  /** [0, 1) like Math.random; seeded in tests. */
  random?: () => number;
  /** navigator.locks, or null to use the IndexedDB lease. */
  locks?: LockManager | null;
  /** Names this flusher's lease and claims. */
  owner?: string;
  newToken?: () => string;
}

export interface Flusher {
  /** Runs a pass (or joins the one about to run); resolves, when it is over, to its report. */
  flush(options?: FlushOptions): Promise<FlushReport>;
  subscribe(listener: (event: FlusherEvent) => void): () => void;
  /** Stops timers and aborts an attempt in flight (the row is taken back by the next pass). */
  stop(): void;
}

const defaultLocks = (): LockManager | null =>
  typeof navigator !== "undefined" && navigator.locks ? navigator.locks : null;

export function createFlusher(deps: FlusherDeps): Flusher {
  const store = deps.store ?? appOutbox;
  const { transport } = deps;
  const registry = deps.registry ?? outboxRegistry;
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? Math.random;
  const newToken = deps.newToken ?? (() => crypto.randomUUID());
  const owner = deps.owner ?? newToken();
  const locks = deps.locks === undefined ? defaultLocks() : deps.locks;
  const lock: OutboxLock = locks
    ? webLock(locks, clock)
    : leaseLock(store, clock, { owner, ttlMs: claimTtlMs });
  const kinds = registeredKinds(registry);
  const settle = settleBatch(store);

  const listeners = new Set<(event: FlusherEvent) => void>();
  const inFlight = new Set<AbortController>();
  let stopped = false;
  let timer: unknown = null;
  /** After a pass stopped for lack of network: the timer does not start one before this. */
  let offlineUntil = 0;
  let prunedAt = Number.NEGATIVE_INFINITY;
  /** FlushOptions.formCaptchas not used yet. */
  const formCaptchas = new Map<number, string>();
  /** `onHolding` callbacks of flushes whose pass has not started yet. */
  const waitingToHold: Array<() => void> = [];

  const emit = (event: FlusherEvent) => {
    for (const listener of listeners) listener(event);
  };

  async function attempt(row: OutboxRecord, via: OutboxTransport): Promise<AttemptResult> {
    const controller = new AbortController();
    inFlight.add(controller);
    const deadline = clock.setTimeout(() => controller.abort(), attemptTimeoutMs);
    const formCaptcha = formCaptchas.get(row.id);
    formCaptchas.delete(row.id);
    try {
      return await attemptSend(row, registry[row.kind], via, controller.signal, formCaptcha);
    } finally {
      clock.clearTimeout(deadline);
      inFlight.delete(controller);
    }
  }

  /** Sends one claimed row and writes the outcome; resolves to the attempt's result. */
  async function sendOne(
    row: OutboxRecord,
    token: string,
    via: OutboxTransport,
  ): Promise<AttemptResult> {
    const result = await attempt(row, via);
    // A screen waiting for this row shows the outcome itself: its delivery needs no notice.
    const screen = takeWatcher(row.id);
    const write = settleWrite(row, result, clock.now(), random, screen === undefined);
    try {
      await settle({ id: row.id, token, patch: write.patch, holdUntil: write.holdUntil });
    } catch (error) {
      screen?.settle(undefined); // not written: the row is sent again later, and announced
      throw error;
    }
    screen?.settle(result);
    if (result.outcome === "retry" && result.offline && write.retryAt !== undefined) {
      offlineUntil = write.retryAt;
    }
    emit({
      type: "settled",
      id: row.id,
      kind: row.kind,
      outcome: result.outcome,
      reason: result.outcome === "sent" ? null : result.reason,
    });
    return result;
  }

  /**
   * Claims and sends due rows, up to `maxInFlight` at once. It starts with one row and widens
   * only once a row was delivered in this pass, so a pass that meets no network (or a 429) has
   * spent one attempt, not a burst. The free slots are filled by one claim of as many rows. Every
   * claimed row is awaited before the pass ends (so the lock is never released under a row in
   * flight), even when one of them throws.
   */
  async function pass(force: boolean, guard: OutboxGuard): Promise<FlushReport> {
    for (const holding of waitingToHold.splice(0)) holding();
    await store.recoverAbandoned(clock.now(), guard.exclusive);
    const tried = new Set<number>();
    const report = new Map<number, AttemptResult>();
    const running = new Set<Promise<void>>();
    let width = 1;
    let done = false;
    const failures: unknown[] = [];
    // While a row is posted, the captcha of a due row the last claim saw is solved ahead
    // (captcha-ahead.ts): no more than there are such rows, and only once a row of the pass was
    // delivered (a pass that meets no network spends one request, not a burst).
    const ahead = captchaAhead((signal) => transport.solveCaptcha(signal), clock);
    const stopAhead = new AbortController();
    stopAhead.signal.addEventListener("abort", () => ahead.clear());
    inFlight.add(stopAhead);
    let dueUnclaimed = 0;
    const via: OutboxTransport = {
      post(request: OutboxRequest) {
        if (width === maxInFlight && !done && ahead.size < dueUnclaimed) ahead.prepare();
        return transport.post(request);
      },
      solveCaptcha: (signal) => ahead.take(signal),
    };
    const start = (row: OutboxRecord, token: string) => {
      tried.add(row.id);
      const job: Promise<void> = sendOne(row, token, via)
        .then(
          (result) => {
            report.set(row.id, result);
            if (result.outcome === "sent") width = maxInFlight;
            // No network: the other rows would fail the same way. They wait for the next
            // trigger (the ones already in flight finish on their own).
            if (result.outcome === "retry" && result.offline) done = true;
          },
          (error: unknown) => {
            failures.push(error);
            done = true;
          },
        )
        .finally(() => running.delete(job));
      running.add(job);
    };
    try {
      while (!stopped) {
        const free = width - running.size;
        const now = clock.now();
        if (!done && free > 0 && (force || now >= offlineUntil)) {
          const token = newToken();
          const rows = await store.claimDue(
            {
              now,
              force,
              kinds,
              exclude: tried,
              token,
              claimDeadline: now + claimTtlMs,
              lease: guard.lease,
              lookAhead: {
                rows: maxInFlight,
                found: (more) => {
                  dueUnclaimed = more;
                },
              },
            },
            free,
          );
          // Fewer rows than slots: nothing else is due (the rows in flight are `sending`), so
          // finish those.
          if (rows === "lease-lost" || rows.length < free) done = true;
          if (rows !== "lease-lost") for (const row of rows) start(row, token);
          continue; // rows in flight may have finished meanwhile: fill their slots too
        }
        if (running.size === 0) break;
        await Promise.race(running);
      }
      await Promise.all(running);
    } finally {
      inFlight.delete(stopAhead);
      ahead.clear(); // only a pass that stopped early leaves any
    }
    if (failures.length > 0) throw failures[0];
    if (clock.now() - prunedAt >= pruneEveryMs) {
      prunedAt = clock.now();
      await store.pruneSent(prunedAt - sentRetentionMs);
    }
    return report;
  }

  function schedule(at: number) {
    if (stopped) return;
    if (timer !== null) clock.clearTimeout(timer);
    const delay = Math.min(Math.max(at - clock.now(), 0), maxSleepMs);
    timer = clock.setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
  }

  async function run(force: boolean): Promise<FlushReport> {
    if (stopped) return noReport;
    if (!force && clock.now() < offlineUntil) {
      schedule(offlineUntil); // the network was down a moment ago: wait for the timer
      return noReport;
    }
    const outcome = await lock.run((guard) => pass(force, guard));
    if (!outcome.ran) {
      schedule(outcome.retryAt);
      return noReport;
    }
    const due = await store.nextDueAt(kinds);
    if (due !== null) schedule(Math.max(due, offlineUntil));
    else if (timer !== null) {
      clock.clearTimeout(timer);
      timer = null;
    }
    return outcome.value;
  }

  const runOnce = singleFlight((force) =>
    run(force).catch((error: unknown) => {
      // IndexedDB trouble (quota, a blocked upgrade): rows are untouched; look again later.
      console.warn("outbox: flush failed", error);
      schedule(clock.now() + backoffDelay(3, random));
      return noReport;
    }),
  );

  function flush(options: FlushOptions = {}): Promise<FlushReport> {
    const force = options.force ?? false;
    for (const [id, captcha] of options.formCaptchas ?? []) formCaptchas.set(id, captcha);
    if (options.onHolding) waitingToHold.push(options.onHolding);
    if (force) offlineUntil = 0;
    return runOnce(force);
  }

  return {
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      for (const controller of inFlight) controller.abort();
    },
  };
}
