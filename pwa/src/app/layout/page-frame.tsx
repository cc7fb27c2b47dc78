import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { notePageShown } from "@/lib/page-ready.ts";
import { PageErrorBoundary } from "./page-error.tsx";
import { PageLoading } from "./page-loading.tsx";

/**
 * The page area inside the chrome. Keyed by the address, so each page gets its own error boundary
 * and its own loading state: a navigation to a page whose chunk has not arrived shows "Loading…"
 * in place (React keeps already-shown content during a transition, but a new boundary shows its
 * fallback), and a failed page does not follow the visitor to the next one.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** Its effect runs when the page beside it is committed (not while the fallback shows). */
function PageShown() {
  useEffect(notePageShown, []);
  return null;
}
