/**
 * The rules of home-collection windows both sides apply (docs/product.md#collection-windows):
 * fasting tests are collected in the morning, and a fasting sample and its post-meal pair are at
 * least two hours apart, as labs require.
 */

/** "HH:MM", India time. */
export const windowTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A fasting sample must be taken before this (a 10-12 hour fast ends by mid-morning). */
export const FASTING_LAST_START = "10:00";
/** Between the fasting sample and the post-meal one. */
export const POST_MEAL_GAP_MINUTES = 120;
/**
 * How long a window's place is kept for a person while they pay, or until they confirm an order
 * paid at collection (order-confirmation.ts). Ten minutes covers a payment page or reading the
 * order through on a slow phone; longer would let a burst of orders nobody pays or confirms keep
 * an area's day from everyone else for longer.
 */
export const WINDOW_HOLD_MINUTES = 10;

export const windowMessages = {
  notServed: "We do not collect samples at this pincode yet. Please visit a centre near you.",
  full: "This window just filled. Please choose another.",
  started: "This window has already started. Please choose a later one.",
  fastingMorning:
    "Fasting tests are collected in the morning. Please choose a window before 10 AM.",
  postMealGap: "The post-meal sample is taken at least 2 hours after the fasting sample.",
  postMealPair:
    "Your cart has a fasting test and a post-meal test: choose a morning window for the fasting sample, then a second window at least 2 hours later for the post-meal sample.",
  noPostMeal: "Only a post-meal test needs a second window.",
  noWindow: "That window cannot be booked. Please choose another.",
  chosenBefore:
    "A window is already chosen for this booking. To change it, see My bookings or call us.",
  numberNotProven:
    "To choose a window, log in with the mobile number of this booking. Or wait for our call: we will fix a time with you.",
  tooManyPicks:
    "This number has chosen its windows for today. To change one, see My bookings or call us.",
  needsConnection:
    "Collection windows need a connection. Your booking is saved; choose a window when you are back online.",
} as const;

const minutesOf = (time: string): number => {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
};

export const suitsFasting = (startsAt: string): boolean =>
  minutesOf(startsAt) < minutesOf(FASTING_LAST_START);

/** The post-meal window starts at least the gap after the fasting one starts. */
export const postMealGapKept = (fastingStartsAt: string, postMealStartsAt: string): boolean =>
  minutesOf(postMealStartsAt) - minutesOf(fastingStartsAt) >= POST_MEAL_GAP_MINUTES;

/** A catalogue item's fasting rule (catalog/src/schemas/test-entry.ts `fastingRules`). */
export type WindowFastingRule = "none" | "overnight" | "postprandial" | "fastingOrRandom";

export interface WindowNeeds {
  /** Something must be collected fasting: its window is a morning one. */
  fasting: boolean;
  /** A post-meal sample beside a fasting one: a second window, the gap after the first. */
  postMeal: boolean;
}

/** What the windows of a cart must allow for, from its items' fasting rules. */
export const windowNeedsOf = (rules: readonly WindowFastingRule[]): WindowNeeds => {
  const fasting = rules.includes("overnight");
  // A post-meal test alone is taken in any window, 2 hours after the person's meal; beside a
  // fasting test it is a second sample after the first (docs/product.md#collection-windows).
  return { fasting, postMeal: fasting && rules.includes("postprandial") };
};

/**
 * Why the chosen windows do not suit the cart, or undefined: a fasting cart's window is a morning
 * one; a post-meal test needs a second window at least POST_MEAL_GAP_MINUTES after it (and only
 * then).
 */
export const windowChoiceProblem = (
  needs: WindowNeeds,
  startsAt: string,
  postMealStartsAt: string | undefined,
): string | undefined => {
  if (needs.fasting && !suitsFasting(startsAt)) return windowMessages.fastingMorning;
  if (!needs.postMeal)
    return postMealStartsAt === undefined ? undefined : windowMessages.noPostMeal;
  if (postMealStartsAt === undefined) return windowMessages.postMealPair;
  if (!postMealGapKept(startsAt, postMealStartsAt)) return windowMessages.postMealGap;
  return undefined;
};
