/**
 * The component tests' workers run file after file (vitest.config.ts: isolate off, for speed);
 * this setup file, first of that project's, makes each file start as in a fresh worker. The app's
 * own modules are evaluated again (its module-level state: the storage code not yet loaded, the
 * outbox's flusher, the Lingui core), and whatever the last file left running or set on the
 * shared window is undone: its timers and intervals are cleared and its listeners on `window` and
 * `document` removed when it ends, as a worker's exit did, and each file starts at `/` with empty
 * Web Storage and a bare `<html>`. The packages (React, Testing Library, Dexie, happy-dom) stay
 * loaded: importing them again for every file was half of the project's time.
 */
import { afterAll, vi } from "vitest";

vi.resetModules();

type Timer = ReturnType<typeof setTimeout>;
type Listen = EventTarget["addEventListener"];

/** What every file wraps: the real functions, kept by the first file (not the last file's wrappers). */
interface Originals {
  setTimeout: typeof setTimeout;
  setInterval: typeof setInterval;
  clearTimeout: typeof clearTimeout;
  listen: Map<EventTarget, Listen>;
}
const originalsKey = Symbol.for("vyom.test.originals");
const shared = globalThis as typeof globalThis & { [originalsKey]?: Originals };
shared[originalsKey] ??= {
  setTimeout,
  setInterval,
  clearTimeout,
  listen: new Map<EventTarget, Listen>([
    [window, window.addEventListener],
    [document, document.addEventListener],
  ]),
};
const originals = shared[originalsKey];

const timers = new Set<Timer>();
globalThis.setTimeout = ((
  handler: (...args: unknown[]) => void,
  delay?: number,
  ...args: unknown[]
) => {
  const timer: Timer = originals.setTimeout(
    (...values: unknown[]) => {
      timers.delete(timer);
      handler(...values);
    },
    delay,
    ...args,
  );
  timers.add(timer);
  return timer;
}) as typeof setTimeout;
globalThis.setInterval = ((
  handler: (...args: unknown[]) => void,
  delay?: number,
  ...args: unknown[]
) => {
  const timer: Timer = originals.setInterval(handler, delay, ...args);
  timers.add(timer);
  return timer;
}) as typeof setInterval;

const listening: Array<() => void> = [];
for (const [target, listen] of originals.listen) {
  target.addEventListener = (type, listener, options) => {
    listen.call(target, type, listener, options);
    listening.push(() => target.removeEventListener(type, listener, options));
  };
}

localStorage.clear();
sessionStorage.clear();
history.replaceState(null, "", "/");
for (const name of document.documentElement.getAttributeNames())
  document.documentElement.removeAttribute(name);
document.title = "";

afterAll(async () => {
  // Node clears a timeout and an interval alike.
  for (const timer of timers) originals.clearTimeout(timer);
  timers.clear();
  for (const remove of listening.splice(0)) remove();
  (await import("@/db/database.ts")).db.close();
});
