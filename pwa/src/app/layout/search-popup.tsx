import "./search-results.css";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { catalogueIds } from "@vyom/catalog";
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type RefObject,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { useCart } from "@/lib/use-cart.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { SearchNoMatch } from "./search-no-match.tsx";
import { SearchResultRow, searchCellId } from "./search-result-row.tsx";
import { useCatalogueSearch } from "./use-catalogue-search.ts";

/** Arrow keys and Enter typed in the search box, handed to the popup. */
export type PopupKeys = (event: KeyboardEvent<HTMLInputElement>) => void;

export interface SearchPopupProps {
  query: string;
  expanded: boolean;
  popupId: string;
  keys: RefObject<PopupKeys | null>;
  /** The id of the highlighted cell, for the box's aria-activedescendant. */
  onActiveChange: (cellId: string | undefined) => void;
  /** What the box's live region says. */
  onStatus: (status: string) => void;
  /** An item or a way on was chosen: close and clear the box. */
  onDone: () => void;
}

const maxResults = 10;
const columns = 2;

const warmed = new WeakSet<object>();

/** Runs one search when the browser is idle, so the index is built before the first key. */
function warmUp(search: ReturnType<typeof useCatalogueSearch>): () => void {
  if (warmed.has(search)) return () => {};
  const run = () => {
    warmed.add(search);
    search("a", { limit: 1 });
  };
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * The header search's popup, loaded on the box's first focus (load-test-search.ts): a WAI-ARIA
 * 1.2 grid combobox popup, one row per test, package or scan found by the catalogue's search,
 * each with its price in the selected city and a way to add or book it. Focus stays in the box:
 * ArrowDown/ArrowUp move between rows, ArrowRight/ArrowLeft between a row's name and its action,
 * Enter presses the highlighted cell (the first row's name when none is). Tab also reaches every
 * control. When nothing matches: "No tests found" and the ways on. Memoised: what it reports to
 * the box (status, highlighted cell) re-renders the box, which need not render it again.
 */
export const SearchPopup = memo(function SearchPopup(props: SearchPopupProps) {
  const { expanded, popupId, keys, onActiveChange, onStatus, onDone } = props;
  // The results follow the text at a lower priority than the keys: on a slow phone, a search
  // still running when the next key lands is dropped for the newer text instead of holding it up.
  const query = useDeferredValue(props.query);
  const location = useSelectedLocation();
  const cart = useCart();
  const search = useCatalogueSearch();
  // The first search builds the index (a few hundred ms on a slow phone): build it once the box
  // has focus and the popup has loaded, while the person is still reaching for the first key.
  useEffect(() => warmUp(search), [search]);
  // One lookup per row here, not a subscription per row: the grid is redrawn on every key.
  const text = useCatalogueText();
  const { t } = useLingui();
  const results = useMemo(
    () => search(query, { limit: maxResults, location }),
    [search, query, location],
  );
  const [cursor, setCursor] = useState<{ query: string; row: number; column: number } | null>(null);
  // A new text starts with nothing highlighted.
  const active = cursor && cursor.query === query && cursor.row < results.length ? cursor : null;
  const cellId = (row: number, column: number) => searchCellId(popupId, row, column);
  const activeId = expanded && active ? cellId(active.row, active.column) : undefined;
  const status = !expanded
    ? ""
    : results.length === 0
      ? t`No tests found`
      : t`${plural(results.length, { one: "# result found", other: "# results found" })}`;

  useEffect(() => onActiveChange(activeId), [activeId, onActiveChange]);
  useEffect(() => onStatus(status), [status, onStatus]);

  useEffect(() => {
    keys.current = (event) => {
      const last = results.length - 1;
      if (last < 0) return;
      const { key } = event;
      if (key === "ArrowDown" || key === "ArrowUp") {
        event.preventDefault();
        const down = key === "ArrowDown";
        const row = !active
          ? down
            ? 0
            : last
          : down
            ? active.row >= last
              ? 0
              : active.row + 1
            : active.row <= 0
              ? last
              : active.row - 1;
        setCursor({ query, row, column: active?.column ?? 0 });
      } else if ((key === "ArrowRight" || key === "ArrowLeft") && active) {
        event.preventDefault();
        const column = key === "ArrowRight" ? Math.min(active.column + 1, columns - 1) : 0;
        setCursor({ ...active, column });
      } else if (key === "Enter" && expanded) {
        event.preventDefault();
        const cell = document.getElementById(cellId(active?.row ?? 0, active?.column ?? 0));
        cell?.querySelector<HTMLElement>("a, button:not(:disabled)")?.click();
      }
    };
  });

  // A link followed from the popup (an item's page, the cart, a way on) ends the search.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("a")) onDone();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are its links' and buttons'
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys go through the search box
    <div
      id={popupId}
      className="test-search-popup"
      hidden={!expanded}
      // mousedown is cancelled so the box keeps focus (and the popup stays) while choosing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {results.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid combobox's popup is a table whose cells the search box highlights (WAI-ARIA 1.2)
        <table role="grid" aria-label={t`Search results`} className="test-search-grid">
          <tbody>
            {results.map((found, row) => (
              <SearchResultRow
                key={found.href}
                found={found}
                shownName={text(catalogueIds.foundName(found), found.name)}
                location={location}
                cart={cart}
                popupId={popupId}
                row={row}
                activeColumn={active?.row === row ? active.column : null}
              />
            ))}
          </tbody>
        </table>
      ) : expanded ? (
        <SearchNoMatch />
      ) : null}
    </div>
  );
});
