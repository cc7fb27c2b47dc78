import { afterEach, expect, it, vi } from "vitest";
import { longestWaitMs, retryAfterMs, untilLoaded } from "./until-loaded.ts";

afterEach(() => {
  vi.useRealTimers();
});

it("asks for a chunk again when the connection is back, or after a while, never failing", async () => {
  vi.useFakeTimers();
  const chunk = { loaded: true };
  const lost = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
  const answers = [lost, lost, () => Promise.resolve(chunk)];
  const load = vi.fn(() => (answers.shift() ?? (() => Promise.resolve(chunk)))());
  let loaded: unknown;
  void untilLoaded(load)().then((module) => {
    loaded = module;
  });
  // Promises settle without moving the clock (vi.waitFor would move it).
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(retryAfterMs - 1);
  expect(load).toHaveBeenCalledTimes(1);

  window.dispatchEvent(new Event("online"));
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledTimes(2);
  expect(loaded).toBeUndefined();

  // A connection that failed without going offline: asked for again after a while (twice the
  // first wait, as this is its second failure).
  await vi.advanceTimersByTimeAsync(2 * retryAfterMs - 1);
  expect(load).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(loaded).toBe(chunk);
  expect(load).toHaveBeenCalledTimes(3);
});

it("waits twice as long after each failure, up to a few minutes: a chunk gone for good", async () => {
  vi.useFakeTimers();
  const load = vi.fn(() =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  );
  void untilLoaded(load)();
  await vi.advanceTimersByTimeAsync(0);
  const waits: number[] = [];
  for (let calls = 1; calls <= 6; calls++) {
    const before = Date.now();
    while (load.mock.calls.length === calls) await vi.advanceTimersByTimeAsync(1_000);
    waits.push(Date.now() - before);
  }
  expect(waits).toEqual([
    retryAfterMs,
    2 * retryAfterMs,
    4 * retryAfterMs,
    8 * retryAfterMs,
    longestWaitMs,
    longestWaitMs,
  ]);
});
