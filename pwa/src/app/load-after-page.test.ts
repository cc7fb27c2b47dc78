import { afterEach, expect, it, vi } from "vitest";
import type * as AfterPage from "./after-page.ts";
import { loadAfterPage, retryAfterMs } from "./load-after-page.ts";

afterEach(() => {
  vi.useRealTimers();
});

it("asks for the chunk again when the connection is back, or after a while, never failing", async () => {
  vi.useFakeTimers();
  const chunk = { startAfterLoad: () => {} } as unknown as typeof AfterPage;
  const answers = [
    () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    () => Promise.resolve(chunk),
  ];
  const importChunk = vi.fn(() => (answers.shift() ?? answers[0])?.() ?? Promise.resolve(chunk));
  let loaded: unknown;
  void loadAfterPage(importChunk).then((module) => {
    loaded = module;
  });
  // Promises settle without moving the clock (vi.waitFor would move it).
  await vi.advanceTimersByTimeAsync(0);
  expect(importChunk).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(retryAfterMs - 1);
  expect(importChunk).toHaveBeenCalledTimes(1);

  window.dispatchEvent(new Event("online"));
  await vi.advanceTimersByTimeAsync(0);
  expect(importChunk).toHaveBeenCalledTimes(2);
  expect(loaded).toBeUndefined();

  // A connection that failed without going offline: tried again after a while.
  await vi.advanceTimersByTimeAsync(retryAfterMs - 1);
  expect(importChunk).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(loaded).toBe(chunk);
  expect(importChunk).toHaveBeenCalledTimes(3);
  // Every later caller gets the same chunk, asked for once.
  expect(await loadAfterPage(importChunk)).toBe(chunk);
  expect(importChunk).toHaveBeenCalledTimes(3);
});
