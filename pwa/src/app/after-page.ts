import { registerServiceWorker } from "./register-service-worker.ts";
import { startOutboxAfterLoad } from "./start-outbox.ts";

/**
 * What every page starts once it is ready (lib/page-ready.ts), in one chunk: the service worker's
 * registration and the outbox (main.tsx), the footer's code, the notices and the dialogs
 * (layout/app-layout.tsx), the header's Login or account menu and its language button, the scroll and focus on a route change. None of
 * them is needed before then, so none is in the first load (docs/performance.md, figure 1); as one chunk rather than five, it is one request (each carries
 * its response headers, figure 2) and one gzip stream.
 */
export { AppStatus } from "@/features/offline/app-status.tsx";
export { AccountControl } from "./layout/account-control.tsx";
export { LanguageControl } from "./layout/language-control.tsx";
export { Overlays } from "./layout/overlays.tsx";
export { RouteChangeEffects } from "./layout/route-change-effects.ts";
export { SiteFooter } from "./layout/site-footer.tsx";

export function startAfterLoad(): void {
  registerServiceWorker();
  startOutboxAfterLoad();
}
