import { useEffect } from "react";
import { type Location, useLocation } from "react-router-dom";

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/** Scroll to an anchor, waiting a few frames for a lazily rendered target (e.g. #book-test). */
function scrollToAnchor(id: string, framesLeft = 30): void {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView?.({
      behavior: prefersReducedMotion() ? "auto" : "smooth",
      block: "start",
    });
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => scrollToAnchor(id, framesLeft - 1));
}

/**
 * Move focus to <main>. A modal dialog still open (the side menu closes as the route changes)
 * makes <main> inert and hands focus back to its opener when it closes, so wait for that.
 */
function focusMain(): void {
  const focus = () => document.getElementById("main")?.focus({ preventScroll: true });
  const openDialog = document.querySelector("dialog[open]");
  if (openDialog) openDialog.addEventListener("close", focus, { once: true });
  else focus();
}

/**
 * docs/product.md#routes: scroll resets to the top on every route change (or goes to the `#anchor`
 * the link names). After a navigation, focus moves to <main> so a screen reader starts at the new
 * page rather than at a control that is gone.
 *
 * It comes with the after-page chunk (app/after-page.ts), so it is not in the first load: it may
 * mount after a navigation already happened. `first` is the location the app opened at: there it
 * only goes to an `#anchor` (the page opened at the top, and the reader may have scrolled since);
 * any other location it mounts at was navigated to, and is treated as such.
 */
export function RouteChangeEffects({ first }: { first: Location }) {
  const location = useLocation();

  useEffect(() => {
    const anchor = decodeURIComponent(location.hash.slice(1));
    if (anchor) scrollToAnchor(anchor);
    if (location === first || anchor) return;
    window.scrollTo(0, 0);
    focusMain();
  }, [location, first]);
  return null;
}
