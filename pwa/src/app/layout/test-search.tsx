import { useLingui } from "@lingui/react/macro";
import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from "react";
import { SearchIcon } from "@/components/icons.tsx";
import type { PopupKeys } from "./search-popup.tsx";
import { useTestSearch } from "./use-test-search.ts";

/**
 * The header's search box: a WAI-ARIA 1.2 combobox whose popup (search-popup.tsx: results with
 * prices and Add to cart, or the ways on) is loaded on first focus, to keep it and the catalogue
 * out of the first load. Typing shows the popup; its keys go to it; Escape closes it, and a second
 * Escape clears the box. Focus leaving the search closes it.
 */
export function TestSearch() {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const [status, setStatus] = useState("");
  const keys = useRef<PopupKeys | null>(null);
  const { Popup, failed, prepare } = useTestSearch();
  const id = useId();
  const { t } = useLingui();
  const searchTests = t`Search tests`;
  const popupId = `${id}-popup`;

  const expanded = open && query.trim() !== "";
  const done = useCallback(() => {
    setOpen(false);
    setQuery("");
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else setQuery("");
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") setOpen(true);
    if (query.trim() !== "") keys.current?.(event);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const waiting = failed ? t`Search is unavailable offline right now` : t`Searching…`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older Android browsers we serve
    <div role="search" className="test-search" onBlur={onBlur}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {searchTests}
      </label>
      <SearchIcon className="test-search-icon" width={20} height={20} />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        className="test-search-input"
        placeholder={searchTests}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-haspopup="grid"
        aria-expanded={expanded}
        aria-controls={popupId}
        aria-activedescendant={expanded ? activeId : undefined}
        value={query}
        onFocus={prepare}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          prepare();
        }}
        onKeyDown={onKeyDown}
      />
      {Popup ? (
        <Popup
          query={query}
          expanded={expanded}
          popupId={popupId}
          keys={keys}
          onActiveChange={setActiveId}
          onStatus={setStatus}
          onDone={done}
        />
      ) : (
        <div id={popupId} className="test-search-popup" hidden={!expanded}>
          <p className="test-search-empty">{waiting}</p>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {!expanded ? "" : Popup ? status : waiting}
      </p>
    </div>
  );
}
