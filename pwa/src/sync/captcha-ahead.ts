/**
 * Captchas solved ahead during a pass: while a row is being posted, the captcha of a row known to
 * come next (a due row the last claim saw but left pending) is fetched and solved, so that row's
 * attempt starts with it instead of waiting for a challenge's round trip. What it keeps of the
 * outbox's captcha rules (attempt.ts):
 *
 * - Each captcha is used once: `take` hands each one solved ahead to one attempt only.
 * - Each is fresh: one solved more than `maxAgeMs` ago (well inside a challenge's lifetime) is
 *   dropped, and an attempt whose captcha ahead failed (no network) solves its own.
 * - Only as many are solved ahead as rows the flusher knows are due and not yet claimed (it asks
 *   `prepare` no more often), so a pass that sends every row wastes none; the ones a pass ends
 *   without (the network went, the person removed a row) are dropped, their requests aborted.
 */
import type { Clock } from "./clock.ts";

/** A captcha solved ahead is used within this long, or not at all. */
export const captchaAheadMaxAgeMs = 60_000;

export interface CaptchaAhead {
  /** The captcha of the next attempt: the oldest one solved ahead, else a new one. */
  take(signal: AbortSignal): Promise<string>;
  /** Starts fetching and solving one for an attempt to come. */
  prepare(): void;
  /** Solved or being solved, not taken yet. */
  readonly size: number;
  /** Drops those not taken and aborts their requests (the pass is over). */
  clear(): void;
}

interface Ahead {
  startedAt: number;
  captcha: Promise<string>;
}

/** Rejects when `signal` aborts before `promise` settles. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export function captchaAhead(
  solve: (signal: AbortSignal) => Promise<string>,
  clock: Clock,
  maxAgeMs = captchaAheadMaxAgeMs,
): CaptchaAhead {
  let ahead: Ahead[] = [];
  let controller = new AbortController();

  return {
    async take(signal) {
      for (let next = ahead.shift(); next !== undefined; next = ahead.shift()) {
        if (clock.now() - next.startedAt > maxAgeMs) continue;
        try {
          return await unlessAborted(next.captcha, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          // Solving ahead failed: the attempt solves its own, as it would have.
        }
      }
      return solve(signal);
    },
    prepare() {
      const captcha = solve(controller.signal);
      captcha.catch(() => {}); // handled by the attempt that takes it, if any
      ahead.push({ startedAt: clock.now(), captcha });
    },
    get size() {
      return ahead.length;
    },
    clear() {
      ahead = [];
      controller.abort();
      controller = new AbortController();
    },
  };
}
