import type { SearchFunction, SearchItem } from "@vyom/catalog";
import { useCallback, useMemo, useState } from "react";
import { loadTestSearch } from "./load-test-search.ts";

const maxResults = 8;

export interface TestSearchState {
  results: readonly SearchItem[];
  /** The search code is still on its way (first use on a slow network). */
  loading: boolean;
  failed: boolean;
  /** Start loading the search (call on focus, before the first key). */
  prepare: () => void;
}

/** Results for `query` while typing (docs/product.md#validation: case-insensitive, name match). */
export function useTestSearch(query: string): TestSearchState {
  const [search, setSearch] = useState<SearchFunction | null>(null);
  const [failed, setFailed] = useState(false);

  const prepare = useCallback(() => {
    loadTestSearch().then(
      (fn) => {
        setSearch(() => fn);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  const results = useMemo(
    () => (search && query.trim() !== "" ? search(query, maxResults) : []),
    [search, query],
  );

  return { results, loading: search === null && !failed, failed, prepare };
}
