import { type ReactNode, Suspense, useCallback, useRef } from "react";
import { useSeenOnce } from "@/lib/use-seen-once.ts";

/** docs/product.md#home: lazy sections load when half of their space is in view. */
export const lazySectionThreshold = 0.5;

/**
 * Holds a below-the-fold section's space (`minHeight`, so the page does not jump) and renders
 * `children` (usually a React.lazy section whose code and catalogue data are their own chunk) once
 * half of that space is visible. Without IntersectionObserver it renders right after mounting.
 * The first render is always the placeholder, on the server (prerender) as in the browser, so
 * hydration finds the same markup; its height is set through the DOM, not a `style` attribute,
 * which the CSP (style-src 'self') would refuse in prerendered HTML.
 */
export function LazySection({
  minHeight,
  id,
  children,
}: {
  minHeight: number;
  /** The section's anchor, held by the placeholder too, so a link to it scrolls there and loads it. */
  id?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const holdSpace = useCallback(
    (element: HTMLDivElement | null) => {
      ref.current = element;
      if (element) element.style.minHeight = `${minHeight}px`;
    },
    [minHeight],
  );

  const visible = useSeenOnce(ref, { threshold: lazySectionThreshold });

  const placeholder = (
    <div ref={holdSpace} id={id} className="lazy-section-placeholder" aria-hidden="true" />
  );
  if (!visible) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
