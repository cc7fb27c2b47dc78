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
/** How long a window's place is kept for a person while they pay. */
export const WINDOW_HOLD_MINUTES = 10;

export const windowMessages = {
  notServed: "We do not collect samples at this pincode yet. Please visit a centre near you.",
  full: "This window just filled. Please choose another.",
  started: "This window has already started. Please choose a later one.",
  fastingMorning:
    "Fasting tests are collected in the morning. Please choose a window before 10 AM.",
  postMealGap: "The post-meal sample is taken at least 2 hours after the fasting sample.",
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
