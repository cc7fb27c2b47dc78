/**
 * When the work that must not compete with the first page may start: the storage code (Dexie),
 * the outbox, the service worker's registration and the app's notices. That is after the `load`
 * event AND after the first page has been drawn (the page frame calls `notePageShown`): a page's
 * own chunk may still be on its way at `load`, and on slow mobile data 30 KB of storage code
 * downloading beside it would hold the page back. A page that never draws (a bug) still lets
 * them start `shownTimeoutMs` after `load`, so queued bookings are never stuck behind it.
 */
import { nextTask } from "./next-task.ts";

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

let loaded: Promise<void> | undefined;
let timedOut: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and drawn its first page (the task after, if both happened),
 * each caller in a task of its own: the page is shown from the effects of React's first commit, and
 * every caller's start in that commit's microtasks (the after-page chunk's import with its
 * preloads and stylesheet, the storage check, the worker's registration, the form's later rules)
 * made it one long task on a slow phone (docs/performance.md, figure 2).
 */
export function pageReady(): Promise<void> {
  loaded ??= loadEvent();
  timedOut ??= loaded.then(() => new Promise((resolve) => setTimeout(resolve, shownTimeoutMs)));
  return loaded.then(() => Promise.race([shown.then(nextTask), timedOut]));
}
