import { registerSW } from "virtual:pwa-register";
import { announceUpdate } from "@/lib/app-update.ts";
import { pageReady } from "@/lib/page-ready.ts";
import { pageSettled } from "@/lib/page-settled.ts";

/** An open app looks for a new version this often (it may stay open for days once installed). */
const updateCheckMs = 60 * 60_000;

/**
 * Register the service worker once the page is ready (lib/page-ready.ts) and then quiet
 * (lib/page-settled.ts: nothing it asked for came back for two seconds), so its precache, every
 * chunk of the app, never competes with what the first page is still loading or running. It goes
 * through vite-plugin-pwa's workbox-window wrapper: it is in the after-page chunk
 * (app/after-page.ts) and loads workbox-window itself on demand, so neither is in the first load.
 * A new version waits (sw.ts only skips waiting when told) and is announced instead:
 * "A new version is available — Reload". Only the tab where the person pressed Reload reloads
 * when the new version takes over; other tabs keep their prompt (and any half-filled form) and
 * reload when their person says so. In `vite dev` the virtual module is a no-op.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const start = () => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () =>
        announceUpdate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          // Another tab already switched versions: this one only needs to reload.
          if (!registration?.waiting) return reload();
          navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
          await update(true); // SKIP_WAITING to the waiting worker
        }),
      // The new version took control because ANOTHER tab accepted it: keep this page (and its
      // form) as it is; its prompt now only reloads.
      onNeedReload: () => announceUpdate(async () => reload()),
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        setInterval(() => {
          if (navigator.onLine) void registration.update().catch(() => {});
        }, updateCheckMs);
      },
    });
  };
  void pageReady()
    .then(() => pageSettled())
    .then(start);
}
