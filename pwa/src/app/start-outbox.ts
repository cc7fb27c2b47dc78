import { storageInUse, storedAtFirstLook } from "@/db/storage-in-use.ts";
import { pageReady } from "@/lib/page-ready.ts";

/**
 * Starts this tab's outbox flusher (src/sync/outbox-runtime.ts) once the page is ready: queued
 * submissions are sent on app start, when the network returns, when the page becomes visible, on
 * the flusher's backoff timer and on Background Sync. Loaded on demand, after first paint.
 *
 * On a first visit (nothing stored: db/storage-in-use.ts) the outbox is empty, so it starts only
 * once the device's storage is written, without a pass of its own: the write is this tab's form
 * saving a row and sending it at once (sync/submit.ts), or another tab's, whose flusher sends.
 */
export function startOutboxAfterLoad(): void {
  const start = (flushNow: boolean) => {
    import("@/sync/outbox-runtime.ts")
      .then(({ startOutbox }) => startOutbox({ flushNow }))
      .catch(() => {
        // The chunk did not load (offline before the worker cached it): next start tries again.
      });
  };
  void pageReady().then(async () => {
    if (await storedAtFirstLook()) return start(true);
    await storageInUse();
    start(false);
  });
}
