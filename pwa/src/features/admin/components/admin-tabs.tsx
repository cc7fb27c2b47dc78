import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface AdminTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

const tabId = (baseId: string, id: string) => `${baseId}-${id}-tab`;
const panelId = (baseId: string, id: string) => `${baseId}-${id}-panel`;

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs. The list sits
 * in the staff navigation and the panels in the page's main area, tied by `baseId`.
 */
export function AdminTabList<Id extends string>({
  label,
  baseId,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  baseId: string;
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="admin-tab-list">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) buttons.current.set(tab.id, node);
            else buttons.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(baseId, tab.id)}
          className="admin-tab"
          aria-selected={tab.id === selected}
          aria-controls={panelId(baseId, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** Every panel stays mounted (hidden when not selected), so switching keeps each table's search and page. */
export function AdminTabPanels<Id extends string>({
  baseId,
  tabs,
  selected,
}: {
  baseId: string;
  tabs: readonly AdminTab<Id>[];
  selected: Id;
}) {
  return (
    <div className="admin-tabs">
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(baseId, tab.id)}
          aria-labelledby={tabId(baseId, tab.id)}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
