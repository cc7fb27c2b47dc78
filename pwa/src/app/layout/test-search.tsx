import { type KeyboardEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "@/components/icons.tsx";
import { useTestSearch } from "./use-test-search.ts";

/**
 * The header's test search: a WAI-ARIA 1.2 combobox with a listbox popup. Typing shows matches;
 * ArrowDown/ArrowUp move through them (focus stays in the box, aria-activedescendant points at
 * the option); Enter opens the highlighted test (or the first); Escape closes the list, and a
 * second Escape clears the box.
 */
export function TestSearch() {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, loading, failed, prepare } = useTestSearch(query);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const expanded = open && query.trim() !== "";
  const choose = (index: number) => {
    const item = results[index];
    if (!item) return;
    setOpen(false);
    setQuery("");
    setActive(-1);
    navigate(item.testDetailsPageLink);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (last < 0) return;
      const down = event.key === "ArrowDown";
      setActive((current) => {
        if (current < 0) return down ? 0 : last;
        return down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1;
      });
    } else if (event.key === "Enter") {
      if (!expanded || results.length === 0) return;
      event.preventDefault();
      choose(active >= 0 ? active : 0);
    } else if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  };

  const status = !expanded
    ? ""
    : failed
      ? "Search is unavailable offline right now"
      : loading
        ? "Searching…"
        : results.length === 0
          ? "No tests found"
          : `${results.length} ${results.length === 1 ? "test" : "tests"} found`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older Android browsers we serve
    <div role="search" className="test-search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search tests
      </label>
      <SearchIcon className="test-search-icon" width={20} height={20} />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        className="test-search-input"
        placeholder="Search tests"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onFocus={prepare}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div className="test-search-popup" hidden={!expanded}>
        <div id={listId} role="listbox" aria-label="Matching tests" className="test-search-list">
          {results.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys go through the input (aria-activedescendant)
            // biome-ignore lint/a11y/useFocusableInteractive: options are never focused, the input keeps focus
            <div
              key={item.corpId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="test-search-option"
              // mousedown is cancelled so the input keeps focus until the choice is made.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseEnter={() => setActive(index)}
            >
              {item.testName}
            </div>
          ))}
        </div>
        {expanded && results.length === 0 ? <p className="test-search-empty">{status}</p> : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
