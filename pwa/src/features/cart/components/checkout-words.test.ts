import { describe, expect, it } from "vitest";
import { contractWords } from "@/i18n/contract-words.ts";
import { textOf } from "@/i18n/known-text.ts";
import { messages } from "../data/checkout.rules.ts";
import { checkoutMessageWords } from "./checkout-words.ts";

describe("checkout's field messages", () => {
  it("are each declared for the catalogues, by the rules' exact English", () => {
    const declared = new Set([...checkoutMessageWords, ...contractWords].map(textOf));
    expect(Object.values(messages).filter((text) => !declared.has(text))).toEqual([]);
  });
});
