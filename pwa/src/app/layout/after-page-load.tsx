import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import { pageReady } from "@/lib/page-ready.ts";

/**
 * Renders `children` once the page is ready (lib/page-ready.ts), in their own Suspense boundary:
 * parts whose code is in the after-page chunk (app/after-page.ts). The prerender, hydration and
 * the wait render `fallback` (nothing by default) in their place.
 */
export function AfterPageLoad({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: React 19 renders an ordinary update (this promise's) in one piece, without
    // yielding, and mounting these parts took one long task on a slow phone
    // (docs/performance.md, figure 2).
    void pageReady().then(() => live && startTransition(() => setLoaded(true)));
    return () => {
      live = false;
    };
  }, []);
  return loaded ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
