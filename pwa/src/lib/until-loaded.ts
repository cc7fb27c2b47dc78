/**
 * A chunk's import, asked for again until it arrives. On patchy mobile data a chunk's request can
 * fail after the page has arrived (a first visit, before the service worker holds the chunks). A
 * lazy part of the chrome whose import rejects throws while rendering, and outside a page's own
 * error boundary that takes the whole page down (pwa/e2e/chunk-lost.e2e.test.ts). With this
 * its import never rejects: it is asked for again when the connection comes back (`online`), or
 * after a while on a connection that failed without going offline, and the part waits in its
 * Suspense fallback (or keeps its prerendered markup) until then.
 */
export const retryAfterMs = 20_000;
/** The wait doubles up to this: a chunk gone for good (a tab older than a deploy) is asked for
 * a few times an hour, not every 20 seconds for as long as the tab stays open. */
export const longestWaitMs = 5 * 60_000;

export function untilLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let wait = retryAfterMs; ; wait = Math.min(wait * 2, longestWaitMs)) {
      try {
        return await load();
      } catch {
        await connectionBack(wait);
      }
    }
  };
}

function connectionBack(waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const back = () => {
      clearTimeout(timer);
      window.removeEventListener("online", back);
      resolve();
    };
    const timer = setTimeout(back, waitMs);
    window.addEventListener("online", back);
  });
}
