import { describe, expect, it } from "vitest";
import { textOf } from "@/i18n/known-text.ts";
import { authMessageWords } from "./auth-message-words.ts";
import { authMessages } from "./auth-messages.ts";

describe("the login and sign-up texts the catalogues hold", () => {
  it("are word for word the English the machines keep", () => {
    for (const [key, descriptor] of Object.entries(authMessageWords)) {
      expect(textOf(descriptor), key).toBe(authMessages[key as keyof typeof authMessages]);
    }
  });

  it("cover every text of the machines but the contract's mobile rule", () => {
    expect(Object.keys(authMessageWords).sort()).toEqual(
      Object.keys(authMessages)
        .filter((key) => key !== "invalidMobile")
        .sort(),
    );
  });
});
