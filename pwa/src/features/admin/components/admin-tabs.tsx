import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface AdminTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs. Every panel
 * stays mounted (hidden when not selected), so switching keeps each table's search and page.
 */
export function AdminTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly AdminTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const baseId = useId();
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
    <div className="admin-tabs">
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
            id={`${baseId}-${tab.id}-tab`}
            className="admin-tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
