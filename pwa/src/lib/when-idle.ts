/**
 * Resolves once the browser is idle (`requestIdleCallback`), or after `within` ms if it never is:
 * for work nobody waits for, so it takes no time from the reader's taps and scrolls. A browser
 * without it (Safari) waits one second instead.
 */
export function whenIdle(within = 5_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(() => resolve(), { timeout: within });
    } else {
      setTimeout(resolve, 1_000);
    }
  });
}
