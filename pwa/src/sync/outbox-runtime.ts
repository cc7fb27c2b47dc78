/**
 * The outbox in a page: ONE flusher per tab, started after load (app/start-outbox.ts), and the
 * triggers that run it: app start, `online`, the page becoming visible, its own backoff timer,
 * and a Background Sync registration for when every tab is closed. Loaded lazily: the first
 * paint does not wait for it.
 */
import { outbox } from "@/db/outbox.ts";
import { requestBackgroundSync } from "./background-sync.ts";
import { createFlusher, type Flusher } from "./flusher.ts";
import { ensurePersistentStorage } from "./persistence.ts";
import { httpTransport } from "./transport.ts";

/** The solver (altcha-lib) is loaded when an attempt first needs a captcha. */
const solveLazily = async (signal: AbortSignal) =>
  (await import("@/lib/captcha.ts")).fetchAndSolveCaptcha(signal);

let flusher: Flusher | null = null;

export function pageFlusher(): Flusher {
  flusher ??= createFlusher({ transport: httpTransport(solveLazily) });
  return flusher;
}

/** Stops this tab's flusher (the next `pageFlusher()` makes a new one). */
export function stopPageFlusher(): void {
  flusher?.stop();
  flusher = null;
}

/** A submission was queued: keep it (persistent storage) and make sure it will be sent. */
export async function noteQueued(): Promise<void> {
  await Promise.all([ensurePersistentStorage(), requestBackgroundSync()]);
}

/**
 * Starts this tab's outbox: listeners, and a first pass unless `flushNow` is false (a first
 * visit's tab that starts it because a form is saving a row: the form's own pass sends that
 * row with the captcha it solved, and a second pass racing it would claim the row without it).
 */
export function startOutbox({ flushNow: passNow = true }: { flushNow?: boolean } = {}): () => void {
  const current = pageFlusher();
  const flushNow = () => void current.flush({ force: true });
  const onVisible = () => {
    if (document.visibilityState === "visible") flushNow();
  };
  window.addEventListener("online", flushNow);
  document.addEventListener("visibilitychange", onVisible);
  const onInstalled = () => void ensurePersistentStorage();
  window.addEventListener("appinstalled", onInstalled);
  const unsubscribe = current.subscribe((event) => {
    // Still waiting: let the browser wake the worker when the network is back.
    if (event.outcome === "retry") void requestBackgroundSync();
  });

  // Rows left from before: persistence and Background Sync are asked for once this tab's pass
  // holds the outbox, as a form does (submit.ts); a form saving a row (no pass now) asks itself.
  const noteUnsent = () =>
    void (async () => {
      if ((await outbox.countUnsent()) > 0) await noteQueued();
    })().catch(() => {});
  if (passNow) void current.flush({ force: true, onHolding: noteUnsent });

  return () => {
    window.removeEventListener("online", flushNow);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("appinstalled", onInstalled);
    unsubscribe();
    if (flusher === current) stopPageFlusher();
    else current.stop();
  };
}
