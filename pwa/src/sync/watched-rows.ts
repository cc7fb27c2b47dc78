/**
 * Rows a screen of this tab is waiting on: the form that queued a submission shows its outcome
 * itself when the first attempt decides it soon enough (submit.ts). Whether the app must also
 * announce the delivery later is decided once, by the flusher, when it writes the outcome
 * (flusher.ts): a row whose outcome is handed to a waiting screen is written without a notice;
 * any other delivery (the screen gave up or closed, another tab or the service worker sent it) is
 * written with one. A screen never gives up on an outcome already on its way to it, so a
 * delivery is never both shown and announced, nor neither.
 */
import type { AttemptResult } from "./attempt.ts";
import { type Clock, systemClock } from "./clock.ts";

interface Watcher {
  /** The flusher took the row's outcome for the screen: the screen no longer gives up. */
  taken: boolean;
  settle(result: AttemptResult | undefined): void;
}

const watchers = new Map<number, Watcher>();

export interface RowWatch {
  /** The attempt's result, or undefined when the screen stopped waiting without one. */
  outcome: Promise<AttemptResult | undefined>;
  /** Stops waiting now (the flush is over), unless the outcome is already on its way. */
  stop(): void;
}

/** Waits at most `ms` for the outcome of row `id`'s next attempt in this tab. */
export function watchRow(id: number, ms: number, clock: Clock = systemClock): RowWatch {
  let giveUp = () => {};
  const outcome = new Promise<AttemptResult | undefined>((resolve) => {
    const timer = clock.setTimeout(() => giveUp(), ms);
    const watcher: Watcher = {
      taken: false,
      settle(result) {
        clock.clearTimeout(timer);
        if (watchers.get(id) === watcher) watchers.delete(id);
        resolve(result);
      },
    };
    watchers.set(id, watcher);
    giveUp = () => {
      if (!watcher.taken) watcher.settle(undefined);
    };
  });
  return { outcome, stop: () => giveUp() };
}

/**
 * Called by the flusher when an attempt of row `id` has finished, before its outcome is written:
 * the screen waiting for it, if any, which then waits for `settle`. Undefined: nobody waits, so
 * a delivery is announced.
 */
export function takeWatcher(id: number): Watcher | undefined {
  const watcher = watchers.get(id);
  if (watcher) watcher.taken = true;
  return watcher;
}
