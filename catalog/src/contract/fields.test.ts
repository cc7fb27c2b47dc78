import { describe, expect, it } from "vitest";
import { cleanMobile, mobileSearchDigits } from "./fields.ts";

describe("mobile numbers typed or pasted", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["98765", "98765"],
  ])("a mobile field keeps %j as %j", (typed, kept) => {
    expect(cleanMobile(typed)).toBe(kept);
  });

  it.each([
    ["+91 98765 43210", "9876543210"],
    ["+91 98765", "98765"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98 400-12", "9840012"],
    // No number holds these: the search must find nothing, not everything.
    ["00000000", "00000000"],
    ["0012", "0012"],
  ])("a mobile search keeps %j as %j", (typed, kept) => {
    expect(mobileSearchDigits(typed)).toBe(kept);
  });
});
