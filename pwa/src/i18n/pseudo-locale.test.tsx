/**
 * Strings left out of the catalogues: the pages translated so far (docs/i18n.md) rendered in the
 * pseudo-locale (src/locales/pseudo, Lingui's pseudolocalization: "Book Now" reads "ßōōķ Ńōŵ"),
 * where any plain English word left is a string that does not go through a catalogue. What is
 * English on purpose is allowed: the catalogue's data (test, package and city names), the brand,
 * its logo, phone and e-mail, the date format hint, and the languages' own names. So are the
 * contract's messages (catalog/src/contract, shared with the API), not translated yet: listed in
 * docs/i18n.md.
 */
import { screen, waitFor } from "@testing-library/react";
import { brand, locationSelector, packagesListedIn, popularTests, testBySlug } from "@vyom/catalog";
import { bookingMessages } from "@vyom/catalog/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addTestToCart } from "@/db/cart.ts";
import { setLocation } from "@/db/location.ts";
import { cbc, notInTirunelveli } from "@/db/test-fixtures.ts";
import { messages as pseudo } from "@/locales/pseudo/messages.po";
import { renderApp } from "@/test/render-app.tsx";
import { languages } from "./languages.ts";
import { translatorFor } from "./lingui-core.ts";
import { setTranslator } from "./runtime.tsx";

/** The translated parts of the page: the header, quick links, bottom bar, main and footer. */
const translatedParts = ".quick-links, .site-header, .bottom-bar, main, .site-footer";

const dataWords = [
  ...languages.flatMap((language) => [language.name, language.short]),
  ...Object.values(bookingMessages),
  "Diagnostics",
  brand.name,
  brand.shortName,
  brand.phone.display,
  brand.email,
  "DD/MM/YYYY",
  ...locationSelector.flatMap((entry) =>
    entry.kind === "option" ? [entry.label] : [entry.label, ...entry.options.map((o) => o.label)],
  ),
  ...popularTests.map((test) => test.testName),
  ...packagesListedIn("chennai").map((pkg) => pkg.packageName),
  ...packagesListedIn("tirunelveli").map((pkg) => pkg.packageName),
  cbc.testName,
  notInTirunelveli.testName,
  testBySlug("cbc-test")?.testName ?? "",
].sort((a, b) => b.length - a.length);

/** Every text and every label, placeholder and alt a person meets in the translated parts. */
function wordsShown(): string[] {
  const shown: string[] = [];
  for (const part of document.querySelectorAll(translatedParts)) {
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, option")) continue;
      shown.push(node.textContent ?? "");
    }
    for (const element of part.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        shown.push(element.getAttribute(name) ?? "");
      }
    }
  }
  return shown;
}

/** What is left of `text` once the data's own words are taken out: English words, if any. */
function englishLeft(text: string): string | undefined {
  let rest = text;
  for (const word of dataWords) if (word) rest = rest.split(word).join(" ");
  return /[A-Za-z]{2,}/.test(rest) ? text : undefined;
}

beforeEach(() => setTranslator("pseudo", translatorFor("pseudo", pseudo)));
afterEach(() => setTranslator("en", null));

describe("the pseudo-locale finds no string outside the catalogues", () => {
  it("on the home page: header, hero, the booking form, bottom bar and footer", async () => {
    renderApp("/");
    await screen.findByRole("heading", { name: "ßōōķ Ţēśţ Ńōŵ" });
    await waitFor(() => expect(document.querySelector(".site-footer")).not.toBeNull());
    expect(wordsShown().map(englishLeft).filter(Boolean)).toEqual([]);
  });

  it("on the cart page, with a line the city does not offer", async () => {
    await addTestToCart(cbc);
    await addTestToCart(notInTirunelveli);
    await setLocation("tirunelveli");
    renderApp("/cart");
    await screen.findByRole("link", { name: notInTirunelveli.testName });
    expect(wordsShown().map(englishLeft).filter(Boolean)).toEqual([]);
  });

  it("on the empty cart", async () => {
    renderApp("/cart");
    await screen.findByText("Ŷōũŕ ćàŕţ ĩś ēḿƥţŷ.");
    expect(wordsShown().map(englishLeft).filter(Boolean)).toEqual([]);
  });
});
