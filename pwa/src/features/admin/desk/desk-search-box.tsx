import {
  DESK_SEARCH_MAX,
  deskMessages,
  mobileSearchDigits,
  readDeskSearch,
} from "@vyom/catalog/contract";
import { useId } from "react";

/**
 * What the typed search asks the API (catalog/src/contract/desk-search.ts, the rule the API
 * checks): digits (a pasted +91 or 0 dropped, as in every mobile field), a reference, or the
 * start of a name. Text that is none of these is not sent: it is said, never silently ignored.
 */
export function searchOf(typed: string): { q: string; problem: string | null } {
  const trimmed = typed.trim();
  if (trimmed === "") return { q: "", problem: null };
  const phone = /^[+\d\s()-]+$/.test(trimmed) ? mobileSearchDigits(trimmed) : trimmed;
  return readDeskSearch(phone)
    ? { q: phone, problem: null }
    : { q: "", problem: deskMessages.searchMalformed };
}

/** The desk's one search box: a patient's name, a mobile number or a booking's reference. */
export function DeskSearchBox({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | null;
  onChange: (typed: string) => void;
}) {
  const id = useId();
  return (
    // A div with the role, not <search>: older Safari and the test DOM do not know that element.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="search" className="admin-search">
      <label htmlFor={id}>Search by name, mobile or reference</label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder="Name, mobile or reference"
        maxLength={DESK_SEARCH_MAX}
        value={value}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="admin-notice" role="status">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
