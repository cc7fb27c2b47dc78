import { type RefObject, startTransition, useEffect, useState } from "react";

/**
 * Whether `ref`'s element has come into view (IntersectionObserver with `rootMargin` and
 * `threshold`); once true it stays true. False on the first render, on the server (prerender) as
 * in the browser, so hydration finds the same markup; without IntersectionObserver it turns true
 * right after mounting. For below-the-fold parts whose code or data is a lazy chunk.
 *
 * What was seen renders as a transition: React draws it in slices that yield to the browser.
 * Set from the observer as a plain update, a home section was drawn in one task, which on a slow
 * phone is blocking time (docs/performance.md, figure 2).
 */
export function useSeenOnce(
  ref: RefObject<Element | null>,
  { rootMargin, threshold }: { rootMargin?: string; threshold?: number },
): boolean {
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, ref, rootMargin, threshold]);

  return seen;
}
