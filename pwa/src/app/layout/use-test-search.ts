import { type ComponentType, useCallback, useState } from "react";
import { loadTestSearch } from "./load-test-search.ts";
import type { SearchPopupProps } from "./search-popup.tsx";

export interface TestSearchState {
  /** The popup, once its code has arrived (first use on a slow network takes a moment). */
  Popup: ComponentType<SearchPopupProps> | null;
  failed: boolean;
  /** Start loading the search (call on focus, before the first key). */
  prepare: () => void;
}

/** The header search's lazily loaded popup (docs/product.md#validation). */
export function useTestSearch(): TestSearchState {
  const [Popup, setPopup] = useState<ComponentType<SearchPopupProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const prepare = useCallback(() => {
    loadTestSearch().then(
      (component) => {
        setPopup(() => component);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  return { Popup, failed, prepare };
}
