import { REFERENCE_WHEN_SENT } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import { textOf } from "@/i18n/known-text.ts";
import { savedOnPhone, sentWords, WILL_BE_SENT } from "@/lib/delivery-words.ts";
import { thanksWords } from "./thanks.words.ts";

describe("the words /thanks finds by their English", () => {
  it("read exactly as the modules that keep them say them", () => {
    expect(textOf(thanksWords.saved)).toBe(savedOnPhone());
    expect(textOf(thanksWords.sent)).toBe(sentWords());
    expect(textOf(thanksWords.willBeSent)).toBe(WILL_BE_SENT);
    expect(textOf(thanksWords.pendingReference)).toBe(REFERENCE_WHEN_SENT);
  });
});
