import type { ReactNode } from "react";

/** A wide table's horizontal scroller: a named region a keyboard user can focus and scroll. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="admin-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
