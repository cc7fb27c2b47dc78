import { registerServiceWorker } from "./register-service-worker.ts";
import { startOutboxAfterLoad } from "./start-outbox.ts";

/**
 * What main.tsx starts once the page is ready (lib/page-ready.ts): the service worker's
 * registration and the outbox. Both waited for that moment anyway; as a chunk loaded then, their
 * code (and workbox's update prompt's) is not part of the first load (docs/performance.md,
 * figure 1).
 */
export function startAfterLoad(): void {
  registerServiceWorker();
  startOutboxAfterLoad();
}
