import { describe, expect, it } from "vitest";
import {
  compactOf,
  letterMask,
  missingLetters,
  normaliseText,
  tokensOf,
  withinEdits,
} from "./search-text.ts";

describe("normaliseText", () => {
  it("lowers, drops punctuation and accents, and parts letters from digits", () => {
    expect(normaliseText("  X-Ray   Chest ")).toBe("x ray chest");
    expect(normaliseText("Vitamin B12")).toBe("vitamin b 12");
    expect(normaliseText("HbA1c")).toBe("hba 1 c");
    expect(normaliseText("25-OH Vitamin D")).toBe("25 oh vitamin d");
    expect(normaliseText("Blood Group & Rh")).toBe("blood group rh");
    expect(normaliseText("Café")).toBe("cafe");
    expect(normaliseText("!!")).toBe("");
  });

  it("splits into words and joins them back without spaces", () => {
    expect(tokensOf("x ray")).toEqual(["x", "ray"]);
    expect(tokensOf("")).toEqual([]);
    expect(compactOf("x ray chest")).toBe("xraychest");
  });
});

describe("withinEdits", () => {
  it.each([
    ["thyriod", "thyroid", 1, true],
    ["suger", "sugar", 1, true],
    ["kolesterol", "cholesterol", 2, true],
    ["kolesterol", "cholesterol", 1, false],
    ["pizza", "plasma", 1, false],
    ["abc", "abc", 0, true],
    ["", "ab", 1, false],
    ["ab", "", 2, true],
  ])("%s -> %s within %i: %s", (a, b, limit, expected) => {
    expect(withinEdits(a, b, limit)).toBe(expected);
  });

  it("compares with the start of the word when given a length", () => {
    expect(withinEdits("thyri", "thyroid", 1, 5)).toBe(true);
    expect(withinEdits("thyri", "thyroid", 1)).toBe(false);
  });

  it("handles words longer than its buffers", () => {
    const long = "a".repeat(80);
    expect(withinEdits(long, `${long}b`, 1)).toBe(true);
  });
});

describe("missingLetters", () => {
  it("counts the typed word's letters the other lacks", () => {
    expect(missingLetters(letterMask("kolesterol"), letterMask("cholesterol"))).toBe(1);
    expect(missingLetters(letterMask("pizza"), letterMask("plasma"))).toBe(2);
    expect(missingLetters(letterMask("thyriod"), letterMask("thyroid"))).toBe(0);
  });
});
