import { describe, expect, it } from "vitest";
import { isCleanLine, isCleanMultilineText } from "./text.ts";

describe("the text rule", () => {
  it.each([["Priya Raman"], ["ಬೆಂಗಳೂರು"], ["O'Brien-Nair"], ["Namaste 🙏🏽"], [""]])(
    "keeps %j",
    (value) => {
      expect(isCleanLine(value)).toBe(true);
      expect(isCleanMultilineText(value)).toBe(true);
    },
  );

  it.each([
    ["NUL", "a\u0000b"],
    ["bell", "a\u0007"],
    ["escape", "\u001b[31m"],
    ["DEL", "a\u007f"],
    ["lone high surrogate", "a\ud800b"],
    ["lone high surrogate at the end", "a\udbff"],
    ["lone low surrogate", "\udc00b"],
    ["reversed pair", "\ude00\ud83d"],
    ["half an emoji", "😀".slice(0, 1)],
  ])("refuses %s everywhere", (_, value) => {
    expect(isCleanLine(value)).toBe(false);
    expect(isCleanMultilineText(value)).toBe(false);
  });

  it("keeps tab and line ends in multi-line text only", () => {
    for (const value of ["line one\nline two", "line one\r\nline two", "a\tb"]) {
      expect(isCleanMultilineText(value)).toBe(true);
      expect(isCleanLine(value)).toBe(false);
    }
  });
});
