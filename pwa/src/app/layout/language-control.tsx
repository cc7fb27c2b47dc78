import "./language.css";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { isLanguageCode, languageOf } from "@/i18n/languages.ts";

// The menu's code and styles load on the first tap: the first load carries only this button.
const LanguageMenu = lazy(() =>
  import("./language-menu.tsx").then((m) => ({ default: m.LanguageMenu })),
);

/**
 * The header's language button (docs/i18n.md): the current language's short name, compact enough
 * for a 320 px screen, its name read out with it ("Language: English, EN": what is seen is part of
 * what is heard); a tap opens the language menu.
 */
export function LanguageControl() {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const current = languageOf(isLanguageCode(i18n.locale) ? i18n.locale : "en");
  return (
    <div className="language-control">
      <button
        type="button"
        className="quick-link language-button"
        aria-expanded={open}
        aria-controls={open ? "language-menu" : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M3 12h18M12 3c3.5 3.5 3.5 14.5 0 18M12 3c-3.5 3.5-3.5 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className="visually-hidden">{t`Language: ${current.name},`} </span>
        <span lang={current.html}>{current.short}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageMenu onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
