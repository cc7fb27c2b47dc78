import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while React hydrates a prerendered page, true from the render right after it (and from
 * the first render of a page the client draws itself). The build renders a page from its path
 * alone (pwa/scripts/prerender.ts): what only the browser knows (the query, the history entry's
 * state) must wait for this, or hydration fails and React draws the page again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
