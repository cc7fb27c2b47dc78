/**
 * Which collection windows checkout offers for a cart (docs/product.md#collection-windows): a
 * cart with a fasting test is offered the morning windows only; one with a fasting test and a
 * post-meal test (PPBS) chooses a second window for the post-meal sample, at least
 * POST_MEAL_GAP_MINUTES after the first. The same rules the API enforces
 * (catalog/src/contract/collection-windows.ts), so a refusal there is never a surprise here.
 */
import {
  postMealGapKept,
  type WindowNeeds,
  windowChoiceProblem,
  windowNeedsOf,
  windowRuleOf,
} from "@vyom/catalog/contract";
import type { CollectionWindow } from "@/lib/collection-windows.ts";
import { formatWindow } from "@/lib/format.ts";

export type { WindowNeeds };

/** What the cart's lines need of their windows. */
export const windowNeedsOfLines = (lines: readonly { kind: string; corpId: string }[]) =>
  windowNeedsOf(lines.map(windowRuleOf));

/** A window as the order's time slot ("07:00" to "09:00" → "07:00-09:00"). */
export const slotOf = (window: Pick<CollectionWindow, "startsAt" | "endsAt">) =>
  `${window.startsAt}-${window.endsAt}`;

/** A window as a person reads it: "7:00-9:00 am · 3 places left" (or "full"). */
export function windowLabel(window: CollectionWindow): string {
  const places =
    window.placesLeft === 0
      ? "full"
      : `${window.placesLeft} ${window.placesLeft === 1 ? "place" : "places"} left`;
  return `${formatWindow(window.startsAt, window.endsAt)} · ${places}`;
}

/** The windows offered for the (first) sample: the morning ones for a fasting cart. */
export const firstWindows = (needs: WindowNeeds, windows: readonly CollectionWindow[]) =>
  needs.fasting ? windows.filter((window) => window.suitsFasting) : [...windows];

/** The windows the post-meal sample may take after the first sample's window. */
export const postMealWindows = (firstSlot: string, windows: readonly CollectionWindow[]) =>
  firstSlot === ""
    ? []
    : windows.filter((window) => postMealGapKept(firstSlot.slice(0, 5), window.startsAt));

/** The message for the chosen slots, or undefined when they suit the cart. */
export function windowProblem(
  needs: WindowNeeds,
  slot: string,
  postMealSlot: string,
): string | undefined {
  if (slot === "") return undefined;
  return windowChoiceProblem(
    needs,
    slot.slice(0, 5),
    postMealSlot === "" ? undefined : postMealSlot.slice(0, 5),
  );
}
