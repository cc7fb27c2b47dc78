import type { SearchFunction } from "@vyom/catalog";

let loading: Promise<SearchFunction> | undefined;

/**
 * The test search and the test names it needs, loaded on first use (focus or typing) so the
 * catalogue is not part of the first-load bundle. A failed load is retried on the next call.
 */
export function loadTestSearch(): Promise<SearchFunction> {
  loading ??= import("./test-search-index.ts")
    .then((module) => module.searchTests)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
