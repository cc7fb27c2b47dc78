import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Render `children` once the spot comes near the viewport (or at once where the browser has no
 * IntersectionObserver, right after mounting). Used for below-the-fold parts whose code or data is a lazy chunk.
 */
export function WhenVisible({
  children,
  rootMargin = "200px",
}: {
  children: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Always the placeholder first, on the server (prerender) as in the browser: hydration needs
  // the same markup on both sides.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return visible ? children : <div ref={ref} className="when-visible-placeholder" />;
}
