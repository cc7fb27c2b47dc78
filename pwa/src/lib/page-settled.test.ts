/**
 * pageSettled (page-settled.ts) on an injected clock, with the browser's PerformanceObserver and
 * requestIdleCallback played by the test: it waits for a quiet stretch after the last request
 * that came back, and never longer than its limit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageSettled } from "./page-settled.ts";

let listeners: (() => void)[] = [];

class FakePerformanceObserver {
  static supportedEntryTypes = ["resource", "navigation"];
  constructor(private readonly callback: () => void) {}
  observe() {
    listeners.push(this.callback);
  }
  disconnect() {
    listeners = listeners.filter((listener) => listener !== this.callback);
  }
}

/** A request of the page comes back. */
const requestDone = () => {
  for (const listener of listeners) listener();
};

beforeEach(() => {
  listeners = [];
  vi.useFakeTimers();
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has resolved after `ms` more of the injected clock. */
async function settledAfter(settled: { value: boolean }, ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  return settled.value;
}

function watch(promise: Promise<void>) {
  const settled = { value: false };
  void promise.then(() => {
    settled.value = true;
  });
  return settled;
}

describe("pageSettled", () => {
  it("waits for a quiet stretch after the last request that came back", async () => {
    const settled = watch(pageSettled({ quietMs: 2_000, atMostMs: 15_000 }));
    await vi.advanceTimersByTimeAsync(1_500);
    requestDone();
    await vi.advanceTimersByTimeAsync(1_500);
    requestDone();
    expect(await settledAfter(settled, 1_900)).toBe(false);
    expect(await settledAfter(settled, 200)).toBe(true);
    expect(listeners).toEqual([]);
  });

  it("settles at its limit when the page never goes quiet", async () => {
    const settled = watch(pageSettled({ quietMs: 2_000, atMostMs: 15_000 }));
    for (let second = 1; second < 15; second++) {
      await vi.advanceTimersByTimeAsync(1_000);
      requestDone();
      expect(settled.value).toBe(false);
    }
    expect(await settledAfter(settled, 1_100)).toBe(true);
  });

  it("waits the quiet stretch alone where the browser lists no requests", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const settled = watch(pageSettled({ quietMs: 2_000, atMostMs: 15_000 }));
    expect(await settledAfter(settled, 1_900)).toBe(false);
    expect(await settledAfter(settled, 200)).toBe(true);
  });
});
