/**
 * The chunk every page loads once it is ready (after-page.ts: the footer's code, the notices, the
 * dialogs, the service worker's and the outbox's start), asked for until it arrives
 * (lib/until-loaded.ts), once for all its users.
 */
import { pageReady } from "@/lib/page-ready.ts";
import { untilLoaded } from "@/lib/until-loaded.ts";

type AfterPage = typeof import("./after-page.ts");

// The prerender's build has no service worker module, and renders none of this chunk's parts.
const importAfterPage = (): Promise<AfterPage> =>
  import.meta.env.SSR
    ? Promise.reject(new Error("after the page only"))
    : import("./after-page.ts");

let loading: Promise<AfterPage> | undefined;

export function loadAfterPage(importChunk = importAfterPage): Promise<AfterPage> {
  if (import.meta.env.SSR) return importChunk();
  loading ??= pageReady().then(untilLoaded(importChunk));
  return loading;
}
