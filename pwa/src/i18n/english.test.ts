import { msg, plural, select } from "@lingui/core/macro";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countWords } from "./english.ts";
import { i18n } from "./runtime.tsx";

const cart = (count: number) => msg`Cart, ${plural(count, { one: "# item", other: "# items" })}`;

describe("English, rendered from the messages in the code", () => {
  it("keeps plain text as written", () => {
    expect(i18n._(msg`Book Test Now`)).toBe("Book Test Now");
    expect(i18n._(msg`I don't know the date: enter age`)).toBe("I don't know the date: enter age");
  });

  it("fills placeholders", () => {
    const city = "Chennai";
    expect(i18n._(msg`Prices for ${city}.`)).toBe("Prices for Chennai.");
  });

  it.each([
    [0, "Cart, 0 items"],
    [1, "Cart, 1 item"],
    [2, "Cart, 2 items"],
    [100000, "Cart, 1,00,000 items"],
  ])("says %i in the plural English takes", (count, words) => {
    expect(i18n._(cart(count))).toBe(words);
  });

  it("chooses a select's arm, or its other", () => {
    const who = (gender: string) => msg`${select(gender, { female: "She", other: "They" })} booked`;
    expect(i18n._(who("female"))).toBe("She booked");
    expect(i18n._(who("male"))).toBe("They booked");
  });

  describe("a plural's count", () => {
    afterEach(() => vi.restoreAllMocks());

    // The first toLocaleString("en-IN") loads the locale's number data: one long task of the
    // header's hydration on a slow phone (docs/performance.md, figure 2).
    it("is written without Intl when it is whole", () => {
      const localeString = vi.spyOn(Number.prototype, "toLocaleString");
      expect(i18n._(cart(3))).toBe("Cart, 3 items");
      expect(localeString).not.toHaveBeenCalled();
    });

    it.each([0, 1, 7, 999, 1000, 12345, 100000, 1234567, 987654321, -1, -1000, -123456])(
      "writes %i as en-IN does",
      (count) => {
        expect(countWords(count)).toBe(count.toLocaleString("en-IN"));
      },
    );

    it("leaves a fraction to Intl", () => {
      expect(countWords(1234.5)).toBe((1234.5).toLocaleString("en-IN"));
    });
  });
});
