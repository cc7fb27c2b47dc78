/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa injectManifest). What it guarantees:
 *
 * - Precache: the app shell (index.html), every route chunk, the CSS and the catalogue chunks,
 *   listed by the build in `self.__WB_MANIFEST` (hashed names, so a deploy replaces them whole).
 *   After one visit every catalogue, test, radiology and package page opens with no server.
 * - Navigations answer with the precached index.html, except /api/* and real files.
 * - Images are cached at run time (CacheFirst, at most 60, for 30 days).
 * - A language other than English (its chunk: catalogue and font CSS, `language-<code>-*`, and its
 *   WOFF2 fonts) is cached at run time when first loaded (CacheFirst; hashed names): the precache
 *   does not grow by every language, and after one visit in a language the app opens offline in
 *   it (docs/i18n.md).
 * - /api/* is never cached and never answered by the worker: no route matches it, so the
 *   browser sends it straight to the network (no personal or admin data in any cache).
 * - A new version waits until the person accepts the update prompt (SKIP_WAITING from
 *   workbox-window): never swapped under a half-filled form. The first install takes control at
 *   once (clientsClaim), so the first visit is already cached and served.
 * - Background Sync runs the outbox flusher (src/sync/), the same code the pages run.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { outboxSyncTag } from "./sync/background-sync.ts";
import { flushFromWorker } from "./sync/worker-flush.ts";

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const isApi = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/api(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.destination === "image" && url.origin === self.location.origin && !isApi(url.pathname),
  new CacheFirst({
    cacheName: "vyom-images",
    plugins: [
      new ExpirationPlugin({
        maxEntries: 60,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/") &&
    (/\/language-(ta|kn|te|hi)-[^/]*\.(js|css)$/.test(url.pathname) ||
      url.pathname.endsWith(".woff2")),
  new CacheFirst({
    cacheName: "vyom-languages",
    plugins: [
      new ExpirationPlugin({
        maxEntries: 40,
        maxAgeSeconds: 365 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === outboxSyncTag) sync.waitUntil(flushFromWorker());
});
