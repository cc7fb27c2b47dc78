/**
 * The chunk every page loads once it is ready (after-page.ts), asked for until it arrives. On
 * patchy mobile data its request can fail after the page itself has arrived; a lazy part whose
 * import rejects throws while rendering, and with no boundary around the chrome that takes the
 * whole page down (pwa/e2e/after-page-lost.e2e.test.ts). So a failure is never passed on: the
 * chunk is asked for again when the connection comes back (`online`), or after a while on a
 * connection that failed without going offline. Until then the parts waiting on it show nothing,
 * and the footer keeps its prerendered markup.
 */
import { pageReady } from "@/lib/page-ready.ts";

export const retryAfterMs = 20_000;

type AfterPage = typeof import("./after-page.ts");

let loading: Promise<AfterPage> | undefined;

// The prerender's build has no service worker module, and renders none of this chunk's parts.
const importAfterPage = (): Promise<AfterPage> =>
  import.meta.env.SSR
    ? Promise.reject(new Error("after the page only"))
    : import("./after-page.ts");

export function loadAfterPage(importChunk = importAfterPage): Promise<AfterPage> {
  if (import.meta.env.SSR) return importChunk();
  loading ??= pageReady().then(() => importUntilLoaded(importChunk));
  return loading;
}

async function importUntilLoaded(importChunk: () => Promise<AfterPage>): Promise<AfterPage> {
  for (;;) {
    try {
      return await importChunk();
    } catch {
      await connectionBack();
    }
  }
}

function connectionBack(): Promise<void> {
  return new Promise((resolve) => {
    const back = () => {
      clearTimeout(timer);
      window.removeEventListener("online", back);
      resolve();
    };
    const timer = setTimeout(back, retryAfterMs);
    window.addEventListener("online", back);
  });
}
