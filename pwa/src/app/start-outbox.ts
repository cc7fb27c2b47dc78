import { pageReady } from "@/lib/page-ready.ts";

/**
 * Starts this tab's outbox flusher (src/sync/outbox-runtime.ts) once the page is ready: queued
 * submissions are sent on app start, when the network returns, when the page becomes visible, on
 * the flusher's backoff timer and on Background Sync. Loaded on demand, after first paint.
 */
export function startOutboxAfterLoad(): void {
  const start = () => {
    import("@/sync/outbox-runtime.ts")
      .then(({ startOutbox }) => startOutbox())
      .catch(() => {
        // The chunk did not load (offline before the worker cached it): next start tries again.
      });
  };
  void pageReady().then(start);
}
