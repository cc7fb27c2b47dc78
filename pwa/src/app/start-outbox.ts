import { storageInUse, storedAtFirstLook } from "@/db/storage-in-use.ts";
import { pageReady } from "@/lib/page-ready.ts";
import { untilLoaded } from "@/lib/until-loaded.ts";

/**
 * Starts this tab's outbox flusher (src/sync/outbox-runtime.ts) once the page is ready: queued
 * submissions are sent on app start, when the network returns, when the page becomes visible, on
 * the flusher's backoff timer and on Background Sync. Loaded on demand, after first paint.
 *
 * On a first visit (nothing stored: db/storage-in-use.ts) the outbox is empty, so it starts only
 * once the device's storage is written, without a pass of its own: the write is this tab's form
 * saving a row and sending it at once (sync/submit.ts), or another tab's, whose flusher sends.
 *
 * The flusher's chunk is asked for until it arrives (lib/until-loaded.ts): on a first visit over
 * patchy data it can fail just when a form's own send failed too, and without a flusher that
 * booking would wait for a reload. Once it arrives late, the flusher makes a pass of its own: the
 * `online` that brought it came before it could listen (pwa/e2e/chunk-lost.e2e.test.ts).
 */
export function startOutboxAfterLoad(): void {
  const start = async (flushNow: boolean) => {
    let late = false;
    const { startOutbox } = await untilLoaded(() =>
      import("@/sync/outbox-runtime.ts").catch((error: unknown) => {
        late = true;
        throw error;
      }),
    )();
    startOutbox({ flushNow: flushNow || late });
  };
  void pageReady().then(async () => {
    if (await storedAtFirstLook()) return start(true);
    await storageInUse();
    start(false);
  });
}
