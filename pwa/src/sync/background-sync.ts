/**
 * Background Sync (Chromium): the page registers a one-off sync; the browser wakes the service
 * worker when it is online again, even with every tab closed, and sw.ts runs the same flusher.
 * Only a wake-up call: the page's own triggers (flusher timer, `online`, visibility) send
 * everything where the browser has no Background Sync.
 */
export const outboxSyncTag = "vyom-outbox";

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks for a sync; false where the browser has no Background Sync or no worker yet. */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | SyncCapableRegistration
      | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(outboxSyncTag);
    return true;
  } catch {
    // Refused (e.g. permission policy): the page's triggers still send.
    return false;
  }
}
