import { whenIdle } from "./when-idle.ts";

/**
 * Resolves once the page has gone quiet: nothing it asked for (its chunks, images, API answers,
 * as the Resource Timing API lists them) has come back for `quietMs`, and then the main thread is
 * idle; or `atMostMs` after the call, whatever happens. For bulk work in the background that must
 * not compete with what the person is loading: the service worker's precache fetches every chunk
 * of the app (about 180 files), and started beside a page still loading its own parts it slowed
 * that page's start (docs/performance.md, figure 2).
 */
export function pageSettled({ quietMs = 2_000, atMostMs = 15_000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(quiet);
      clearTimeout(atMost);
      observer?.disconnect();
      void whenIdle().then(resolve);
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(settle, quietMs);
    };
    const atMost = setTimeout(settle, atMostMs);
    if (
      typeof PerformanceObserver === "function" &&
      PerformanceObserver.supportedEntryTypes?.includes("resource")
    ) {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: "resource" });
    }
    restart();
  });
}
