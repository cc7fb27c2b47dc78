import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export type AuthTab = "signUp" | "login";

const tabs: { id: AuthTab; label: MessageDescriptor }[] = [
  { id: "signUp", label: msg`Sign Up` },
  { id: "login", label: msg`Login` },
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
  const { t, i18n } = useLingui();
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
      <div className="auth-tab-list" role="tablist" aria-label={t`Sign up or login`}>
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
            {i18n._(tab.label)}
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
