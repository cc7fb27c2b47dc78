/**
 * When the work that must not compete with the first page may start: the storage code (Dexie),
 * the outbox, the service worker's registration and the app's notices. That is after the `load`
 * event AND after the first page has been drawn (the page frame calls `notePageShown`): a page's
 * own chunk may still be on its way at `load`, and on slow mobile data 30 KB of storage code
 * downloading beside it would hold the page back. A page that never draws (a bug) still lets
 * them start `shownTimeoutMs` after `load`, so queued bookings are never stuck behind it.
 */
export const shownTimeoutMs = 10_000;

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called once a page (or its error) is on screen. */
export function notePageShown(): void {
  markShown();
}

/** Resolves once the first page (or its error) is on screen: after hydration, it can be used. */
export function pageShown(): Promise<void> {
  return shown;
}

function loadEvent(): Promise<void> {
  if (typeof document === "undefined" || document.readyState === "complete") {
    return Promise.resolve();
  }
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

let ready: Promise<void> | undefined;

/** Resolves once the page has loaded and drawn its first page (at once if both happened). */
export function pageReady(): Promise<void> {
  ready ??= loadEvent().then(() =>
    Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, shownTimeoutMs))]),
  );
  return ready;
}
