/**
 * The server side of the build-time prerender (pwa/scripts/prerender.ts builds this file for Node
 * and calls `renderPage` once per path of prerendered-pages.ts). The tree is the client's
 * (main.tsx: StrictMode, AppProviders, the app's routes) with a static router, so hydrateRoot
 * finds exactly the markup it would have rendered. `prerender` waits for every lazy
 * page chunk, unlike renderToString, which would leave the page's Suspense fallback in place.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "@/app/app.tsx";
import { AppRoutes } from "@/app/routes.tsx";

export { prerenderedPages } from "./prerendered-pages.ts";

export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every finished Suspense boundary written in place: React outlines bigger ones to stream
    // them, and its inline script that swaps them in is refused by the CSP (script-src 'self').
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
