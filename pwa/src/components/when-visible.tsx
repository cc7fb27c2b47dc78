import { type ReactNode, useRef } from "react";
import { useSeenOnce } from "@/lib/use-seen-once.ts";

/**
 * Render `children` once the spot comes near the viewport (`useSeenOnce`: a placeholder first,
 * on the server as in the browser). Used for below-the-fold parts whose code or data is a lazy
 * chunk.
 */
export function WhenVisible({
  children,
  rootMargin = "200px",
}: {
  children: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useSeenOnce(ref, { rootMargin });
  return visible ? children : <div ref={ref} className="when-visible-placeholder" />;
}
