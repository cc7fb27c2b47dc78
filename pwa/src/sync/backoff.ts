/**
 * Retry delays with "full jitter" (AWS architecture blog, "Exponential Backoff and Jitter"): a
 * random wait between 0 and min(cap, base * 2^(attempt - 1)). Phones that lost the network
 * together do not all come back at the same second.
 */
export const backoffBaseMs = 2_000;
export const backoffCapMs = 5 * 60_000;

/** The ceiling of the wait after `attempts` failed attempts (1 → 2 s, 2 → 4 s, … up to 5 min). */
export function backoffCeiling(attempts: number): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.min(backoffCapMs, backoffBaseMs * 2 ** exponent);
}

/** A wait in [0, ceiling], drawn with `random` (Math.random's contract: [0, 1)). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  return Math.floor(random() * (backoffCeiling(attempts) + 1));
}
