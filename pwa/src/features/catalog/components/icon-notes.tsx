import { catalogueIds, type IconWithText } from "@vyom/catalog";
import type { ReactNode } from "react";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";

const paths: Record<IconWithText["icon"], ReactNode> = {
  // A clock: fasting time.
  fasting: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  // Two people: who the test is for.
  gender: (
    <>
      <circle cx="8" cy="7" r="3" />
      <circle cx="17" cy="8" r="2.5" />
      <path d="M2.5 20a5.5 5.5 0 0 1 11 0M13.5 20a4 4 0 0 1 8 0" />
    </>
  ),
  // A house: home sample collection.
  homeCollection: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10M10 20v-6h4v6" />
    </>
  ),
  // A headset: support.
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
};

/**
 * The four notes of a test or package (docs/product.md#data, iconWithText): fasting, who, home,
 * support, in the reader's language.
 */
export function IconNotes({ items }: { items: readonly IconWithText[] }) {
  const text = useCatalogueText();
  return (
    <ul className="icon-notes">
      {items.map((item) => (
        <li key={item.icon} className={`icon-note icon-note-${item.icon}`}>
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {paths[item.icon]}
          </svg>
          <span>{text(catalogueIds.note(item.text), item.text)}</span>
        </li>
      ))}
    </ul>
  );
}
