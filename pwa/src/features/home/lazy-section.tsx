import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/** Spec section 9: lazy sections load when half of their space is in view. */
export const lazySectionThreshold = 0.5;

/**
 * Holds a below-the-fold section's space (`minHeight`, so the page does not jump) and renders
 * `children` (usually a React.lazy section whose code and catalogue data are their own chunk) once
 * half of that space is visible. Without IntersectionObserver it renders at once.
 */
export function LazySection({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { threshold: lazySectionThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const placeholder = (
    <div ref={ref} className="lazy-section-placeholder" style={{ minHeight }} aria-hidden="true" />
  );
  if (!visible) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
