/**
 * The scan booking's chunk, asked for again until it arrives (as lib/until-loaded.ts does: the
 * import never rejects, so a prerendered form waiting for it is never drawn anew), and saying
 * while it is missing. A person who followed a link to the booking form, drawn on the client,
 * would otherwise see "Loading…" for as long as the chunk stays lost: instead the page says it
 * could not be loaded and offers Retry, which asks for it at once rather than after the wait.
 * Kept here, not in lib/until-loaded.ts, which the first load carries.
 */
import { longestWaitMs, retryAfterMs } from "@/lib/until-loaded.ts";

export interface BookingChunk<T> {
  /** The import: resolves once the chunk has arrived, never rejects. */
  load(): Promise<T>;
  /** Whether the last request for it failed and the next one waits. */
  missing(): boolean;
  /** Asks for it again now, if it is missing. */
  retry(): void;
  subscribe(listener: () => void): () => void;
}

export function bookingChunk<T>(request: () => Promise<T>): BookingChunk<T> {
  let askAgain: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const setAskAgain = (next: (() => void) | null) => {
    askAgain = next;
    for (const listener of listeners) listener();
  };

  const waitToAskAgain = (waitMs: number) =>
    new Promise<void>((resolve) => {
      const again = () => {
        clearTimeout(timer);
        window.removeEventListener("online", again);
        setAskAgain(null);
        resolve();
      };
      const timer = setTimeout(again, waitMs);
      window.addEventListener("online", again);
      setAskAgain(again);
    });

  return {
    async load() {
      for (let wait = retryAfterMs; ; wait = Math.min(wait * 2, longestWaitMs)) {
        try {
          return await request();
        } catch {
          await waitToAskAgain(wait);
        }
      }
    },
    missing: () => askAgain !== null,
    retry: () => askAgain?.(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
