import { abhaMessages } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import { textOf } from "@/i18n/known-text.ts";
import { contractAbhaWords } from "./abha-words.ts";

describe("the contract's ABHA messages the catalogues hold", () => {
  it("read exactly as the contract says them", () => {
    for (const key of Object.keys(abhaMessages) as (keyof typeof abhaMessages)[]) {
      expect(textOf(contractAbhaWords[key])).toBe(abhaMessages[key]);
    }
  });
});
