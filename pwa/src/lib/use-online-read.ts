import { useCallback, useEffect, useRef, useState } from "react";
import { isUnauthorised } from "./api-error.ts";

/**
 * The one way an online-only screen (the admin area, the checkout) reads from the API
 * (docs/decisions/008-online-reads.md). It guarantees:
 * - one read in flight per screen: a new key, a retry or unmounting aborts the one before, and a
 *   late answer for an old key is never shown;
 * - the last answer stays on screen while the next loads (paging does not flash an empty table);
 * - the answer lives only in this component's state: nothing is cached, shared or written to
 *   storage, so it goes when the screen unmounts (an admin's logout, a navigation);
 * - a 401 goes to `onUnauthorised` (the page signs out) instead of becoming an error on screen;
 *   any other failure is logged and returned as `error` for the screen to show with `retry`.
 */
export interface OnlineRead<T> {
  /** The last answer, kept while a newer read loads or after it fails; undefined before any. */
  data: T | undefined;
  loading: boolean;
  /** The failure of the latest read (cleared when the next one starts). */
  error: unknown;
  /** Reads the same key again (a Retry button). */
  retry: () => void;
}

export interface OnlineReadOptions {
  /**
   * What is read: a different key (compared with Object.is, like an effect's dependencies, so
   * memoise an object) aborts the read in flight and reads anew.
   */
  key?: unknown;
  /** Once an answer is in, a new key reads nothing more (only `retry` does). */
  settleOnce?: boolean;
  /** False holds the read (e.g. while offline): nothing is asked, and a read in flight is dropped. */
  enabled?: boolean;
  /** Called on a 401 (the session has ended); without it a 401 is an error like any other. */
  onUnauthorised?: () => void;
  /** Names the read in the log, e.g. "bookings" (logged as "Could not load bookings"). */
  label: string;
}

export function useOnlineRead<T>(
  read: (signal: AbortSignal) => Promise<T>,
  { key, settleOnce = false, enabled = true, onUnauthorised, label }: OnlineReadOptions,
): OnlineRead<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, so that a new function identity on each render is not a new read.
  const latest = useRef({ read, onUnauthorised });
  latest.current = { read, onUnauthorised };
  // The key of the read that answered: with `settleOnce` it stays, whatever `key` becomes.
  const readFor = useRef(key);
  const readKey = settleOnce && data !== undefined ? readFor.current : key;

  useEffect(() => {
    // `attempt` is read so that a retry re-runs this effect with the same key.
    void attempt;
    readFor.current = readKey;
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    latest.current.read(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const { onUnauthorised: signOut } = latest.current;
        if (signOut && isUnauthorised(failure)) return signOut();
        console.warn(`Could not load ${label}`, failure);
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [readKey, attempt, enabled, label]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading: loading && enabled, error, retry };
}
