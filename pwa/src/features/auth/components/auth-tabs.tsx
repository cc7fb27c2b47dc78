import { type KeyboardEvent, type ReactNode, useRef } from "react";

export type AuthTab = "signUp" | "login";

const tabs: { id: AuthTab; label: string }[] = [
  { id: "signUp", label: "Sign Up" },
  { id: "login", label: "Login" },
];

interface AuthTabsProps {
  selected: AuthTab;
  onSelect: (tab: AuthTab) => void;
  panels: Record<AuthTab, ReactNode>;
}

/**
 * Sign Up / Login tabs (ARIA tabs pattern: arrow keys move between tabs). Both panels stay
 * mounted, so switching tabs keeps what was typed and any OTP already sent.
 */
export function AuthTabs({ selected, onSelect, panels }: AuthTabsProps) {
  const buttons = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: tabs.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    buttons.current[next.id]?.focus();
  };

  return (
    <div className="auth-tabs">
      <div className="auth-tab-list" role="tablist" aria-label="Sign up or login">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${tab.id}`}
            className="auth-tab"
            aria-selected={tab.id === selected}
            aria-controls={`auth-panel-${tab.id}`}
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
          id={`auth-panel-${tab.id}`}
          aria-labelledby={`auth-tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
