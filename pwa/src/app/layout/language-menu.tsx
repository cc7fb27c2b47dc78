import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { chooseLanguage } from "@/i18n/language.ts";
import { suggestedOrder } from "@/i18n/languages.ts";

/**
 * The language menu (docs/i18n.md): each language in its own script, the browser's preferred ones
 * first (navigator.languages). A choice applies at once, without a reload, and is remembered.
 * Escape or a tap elsewhere closes it; focus returns to the button.
 */
export function LanguageMenu({ onClose }: { onClose: () => void }) {
  const { i18n, t } = useLingui();
  const menu = useRef<HTMLDivElement>(null);
  const offered = suggestedOrder(typeof navigator === "undefined" ? [] : navigator.languages);

  useEffect(() => {
    const root = menu.current;
    const button = root?.parentElement?.querySelector<HTMLButtonElement>(".language-button");
    root?.querySelector<HTMLButtonElement>("[aria-current=true]")?.focus();
    const close = () => {
      onClose();
      button?.focus();
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root?.parentElement?.contains(target)) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [onClose]);

  return (
    <div id="language-menu" ref={menu} className="language-menu">
      <ul aria-label={t`Language`}>
        {offered.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              className="language-option"
              lang={language.html}
              aria-current={language.code === i18n.locale}
              onClick={() => {
                onClose();
                void chooseLanguage(language.code);
              }}
            >
              {language.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
