import type { ComponentType } from "react";
import type { SearchPopupProps } from "./search-popup.tsx";

let loading: Promise<ComponentType<SearchPopupProps>> | undefined;

/**
 * The search's popup, with the search and the catalogue it reads, loaded on first use (focus or
 * typing) so none of it is part of the first-load bundle. A failed load is retried on the next
 * call.
 */
export function loadTestSearch(): Promise<ComponentType<SearchPopupProps>> {
  loading ??= import("./test-search-index.ts")
    .then((module) => module.SearchPopup)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
