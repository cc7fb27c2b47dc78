/**
 * The app's half of the tap capture on prerendered pages (docs/decisions/006-prerendered-pages.md):
 * the page's inline script (catalog's taps-before-hydration.ts) has stopped every button click and
 * form submit since the first paint and kept the elements. Once the page is hydrated (and what was
 * typed is back in the fields), this stops the capture and replays each of them once, now that
 * React handles them: a button gets a click, a form a submit. Nothing reached React before, so
 * nothing runs twice; an element the app has since replaced (Add to cart that became Added) is
 * skipped. An Add to cart is not among them: the script journaled it (db/pending-cart-adds.ts), and
 * the app is told to hand the journal over to the cart.
 */
import { notePendingCartAddsFromPage } from "@/db/pending-cart-adds.ts";

declare global {
  interface Window {
    /** Set by the inline capture script; stops it and hands back what it stopped. */
    vyomTaps?: () => Element[];
  }
}

/** Stops the capture and replays what it caught, in order. Nothing to do without the script. */
export function replayTapsBeforeHydration(): void {
  const stop = window.vyomTaps;
  if (!stop) return;
  delete window.vyomTaps;
  const held = stop();
  notePendingCartAddsFromPage();
  for (const element of held) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
