import { describe, expect, it } from "vitest";
import { backoffCapMs, backoffCeiling, backoffDelay } from "./backoff.ts";

describe("backoff with full jitter", () => {
  it("doubles from 2 s and stops at 5 minutes", () => {
    expect([1, 2, 3, 4, 5].map(backoffCeiling)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(backoffCeiling(9)).toBe(backoffCapMs);
    expect(backoffCeiling(500)).toBe(backoffCapMs);
  });

  it("draws anywhere from 0 to the ceiling", () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
    expect(backoffDelay(3, () => 0.999_999_9)).toBe(8_000);
  });
});
