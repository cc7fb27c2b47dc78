import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Render `children` once the spot comes near the viewport (or at once where the browser has no
 * IntersectionObserver). Used for below-the-fold parts whose code or data is a lazy chunk.
 */
export function WhenVisible({
  children,
  rootMargin = "200px",
}: {
  children: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
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
