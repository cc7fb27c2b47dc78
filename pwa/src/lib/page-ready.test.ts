import { afterEach, describe, expect, it, vi } from "vitest";

// The module keeps one "shown" signal per page load: each test loads a fresh copy.
async function freshPageReady() {
  vi.resetModules();
  return import("./page-ready.ts");
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe("page ready", () => {
  it("waits for the first page to be drawn after load", async () => {
    vi.useFakeTimers();
    const { pageReady, notePageShown } = await freshPageReady();
    const ready = pageReady();
    expect(await settled(ready)).toBe(false);
    notePageShown();
    expect(await settled(ready)).toBe(true);
  });

  it("does not hold the outbox back forever when no page is ever drawn", async () => {
    vi.useFakeTimers();
    const { pageReady, shownTimeoutMs } = await freshPageReady();
    const ready = pageReady();
    await vi.advanceTimersByTimeAsync(shownTimeoutMs - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });
});
