/**
 * A live read that follows its rows' writes without re-reading them on every write. Dexie's
 * liveQuery runs its read again after each write that touches what it read: a flush writes every
 * row at least twice, so the outbox's views (the status chip, the "sent" notices) re-read and
 * re-render a thousand times during a flush of a thousand rows, each time over every delivered
 * row still to be announced. Here a write only marks the read stale; it runs again at most once
 * per `gapMs` (at once after a quiet spell), so a burst of writes costs one read and one render.
 *
 * Nothing is missed: the read that follows a burst starts after its last write (and Dexie runs a
 * read again when a write lands while it runs), so the last value shown is always the rows as
 * they are. Writes from other tabs and the service worker mark it stale the same way.
 */
import { liveQuery } from "dexie";

export interface LiveRead<T> {
  subscribe(next: (value: T) => void, fail?: (error: unknown) => void): { unsubscribe(): void };
  /** No value before the first read (dexie-react-hooks' useObservable then shows its default). */
  hasValue(): boolean;
}

/** Returned by the wrapped read instead of reading again: a write touched what it read. */
const stale = Symbol("stale");

export function coalescedLiveQuery<T>(read: () => Promise<T>, gapMs: number): LiveRead<T> {
  return {
    hasValue: () => false,
    subscribe(next, fail) {
      let closed = false;
      let live: { unsubscribe(): void } | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let startedAt = Number.NEGATIVE_INFINITY;
      const start = () => {
        timer = undefined;
        if (closed) return;
        startedAt = Date.now();
        let first = true;
        // Dexie observes what the first run reads; any later run means one of its writes came.
        const subscription = liveQuery<T | typeof stale>(() => {
          if (!first) return stale;
          first = false;
          return read();
        }).subscribe({
          next: (value) => {
            if (value !== stale) {
              next(value);
              return;
            }
            subscription.unsubscribe();
            if (live === subscription) live = undefined;
            if (closed || timer !== undefined) return;
            timer = setTimeout(start, Math.max(0, startedAt + gapMs - Date.now()));
          },
          error: (error: unknown) => fail?.(error),
        });
        live = subscription;
      };
      start();
      return {
        unsubscribe() {
          closed = true;
          live?.unsubscribe();
          if (timer !== undefined) clearTimeout(timer);
        },
      };
    },
  };
}
