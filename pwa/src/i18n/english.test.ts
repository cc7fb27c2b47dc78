import { msg, plural, select } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
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
});
