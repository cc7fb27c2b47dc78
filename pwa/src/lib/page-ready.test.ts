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

  it("starts each caller in a task of its own, after the one that drew the page", async () => {
    vi.useFakeTimers();
    const { pageReady, notePageShown } = await freshPageReady();
    const started: string[] = [];
    void pageReady().then(() => started.push("after-page chunk"));
    void pageReady().then(() => started.push("storage check"));
    notePageShown();
    // The rest of the task that drew the page: its microtasks, no timer.
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(started).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(["after-page chunk"]);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(["after-page chunk", "storage check"]);
  });
});
