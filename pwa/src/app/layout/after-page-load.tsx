import { type ReactNode, Suspense, useEffect, useState } from "react";
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
    void pageReady().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return loaded ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
