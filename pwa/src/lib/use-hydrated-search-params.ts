import { useSearchParams } from "react-router-dom";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The address's query, or null while React hydrates a prerendered page: the build renders a page
 * from its path alone (pwa/scripts/prerender.ts), so the first client render must not read the
 * query either, or hydration fails and React draws the page again. Right after hydration the page
 * renders once more with it (useSyncExternalStore's server snapshot is read only while
 * hydrating); a page the client draws itself has it from the start. Null, not an empty query, so
 * that a page does not act on "no query" meanwhile.
 */
export function useHydratedSearchParams(): URLSearchParams | null {
  const [params] = useSearchParams();
  return useHydrated() ? params : null;
}
