import { useEffect } from "react";

/**
 * Calls `advance` every `intervalMs` while `running`. The timer restarts whenever `restartKey`
 * changes (a slide chosen by hand gets its full time on screen).
 */
export function useAutoplay(
  advance: () => void,
  {
    intervalMs,
    running,
    restartKey,
  }: { intervalMs: number; running: boolean; restartKey: unknown },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey restarts the timer on purpose
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(advance, intervalMs);
    return () => clearTimeout(timer);
  }, [advance, intervalMs, running, restartKey]);
}
