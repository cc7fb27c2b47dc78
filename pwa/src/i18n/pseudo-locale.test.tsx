/**
 * Strings left out of the catalogues: the pages translated so far (docs/i18n.md) rendered in the
 * pseudo-locale (src/locales/pseudo, Lingui's pseudolocalization: "Book Now" reads "ßōōķ Ńōŵ"),
 * where any plain English word left is a string that does not go through a catalogue. What is
 * English on purpose is allowed: the catalogue's data (test, package and city names), the brand,
 * its logo, phone and e-mail, the date format hint, and the languages' own names; dates and times
 * (lib/format.ts writes them in English for the pseudo-locale, in Intl's words for the four
 * languages); a report's values, units and the lab's own words. The contract's messages
 * (catalog/src/contract, shared with the API) are allowed on a page, where a field's `title` still
 * says them in English; shown as a field's error they go through the catalogues (its own test).
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import {
  brand,
  imagingBySlug,
  imagingItems,
  itemsByOrgan,
  locationSelector,
  organMenu,
  packageBySlug,
  packagesListedIn,
  popularTests,
  radiologyMenu,
  testBySlug,
} from "@vyom/catalog";
import {
  accountMessages,
  bookingMessages,
  centresForScan,
  preparationAdvice,
  preparationLabel,
  windowMessages,
} from "@vyom/catalog/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SecondaryMenu } from "@/app/layout/menus/secondary-menu.tsx";
import { SideMenuContent } from "@/app/layout/menus/side-menu-content.tsx";
import { addTestToCart } from "@/db/cart.ts";
import { setLocation } from "@/db/location.ts";
import { saveSession } from "@/db/session.ts";
import { cbc, notInTirunelveli } from "@/db/test-fixtures.ts";
import { fakeCheckoutApi, selfUser } from "@/features/cart/test/fake-checkout-api.test-support.ts";
import { fakeReportsApi } from "@/features/reports/test/fake-reports-api.test-support.ts";
import { lakshmiView } from "@/features/reports/test/report-views.test-support.ts";
import { messages as pseudo } from "@/locales/pseudo/messages.po";
import { renderApp, renderWithProviders } from "@/test/render-app.tsx";
import { languages } from "./languages.ts";
import { translatorFor } from "./lingui-core.ts";
import {
  bookingReference,
  paidOrder,
  reportWords,
  stubMyBookings,
} from "./pseudo-locale.test-support.ts";
import { setTranslator } from "./runtime.tsx";

/** The translated parts of the page: the header, quick links, bottom bar, main and footer. */
const translatedParts = ".quick-links, .site-header, .bottom-bar, main, .site-footer";

const premium = packageBySlug("/health-package-premium");
const xray = imagingBySlug("x-ray-chest");

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
  ...Object.values(windowMessages),
  ...Object.values(accountMessages),
  cbc.testName,
  notInTirunelveli.testName,
  testBySlug("cbc-test")?.testName ?? "",
  // The catalogue's words on a test's, a package's and a scan's page.
  ...[cbc.description, cbc.alternateTestName ?? "", cbc.propertiesTitle, cbc.parameter],
  ...[...cbc.properties, ...cbc.iconWithText.map((note) => note.text)],
  ...(premium
    ? [
        premium.packageName,
        premium.description,
        premium.ageRange ?? "",
        ...premium.iconWithText.map((note) => note.text),
        ...premium.parameters.flatMap((group) => [group.title, ...group.tests]),
        ...(premium.free_consultation ?? []),
      ]
    : []),
  ...(xray ? [xray.name, xray.description, xray.duration, ...xray.preparation] : []),
  // The menus' catalogue: scans, organs and their tests.
  ...radiologyMenu.map((entry) => entry.label),
  ...imagingItems.map((item) => item.name),
  ...organMenu.flatMap((organ) => [organ.name, ...itemsByOrgan(organ.key).map((i) => i.name)]),
  // The preparation notes on the confirmation page: catalogue text, English in the pseudo-locale.
  ...Object.values(preparationAdvice),
  ...(Object.keys(preparationAdvice) as (keyof typeof preparationAdvice)[]).map(preparationLabel),
  paidOrder.address?.area ?? "",
  // The centres a scan is done at, on its booking form.
  ...(xray ? centresForScan(xray.category).flatMap((c) => [c.name, c.address]) : []),
  selfUser.name,
  bookingReference,
  ...reportWords,
].sort((a, b) => b.length - a.length);

/** Dates and times as lib/format.ts writes them in every language: "2 Dec 2026, 9:00-11:00 am". */
const dateWords =
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\d(:\d\d)? ?(am|pm)\b/g;

/** Every text and every label, placeholder and alt a person meets in the translated parts. */
function wordsShown(parts = translatedParts): string[] {
  const shown: string[] = [];
  for (const part of document.querySelectorAll(parts)) {
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
  let rest = text.replace(dateWords, " ");
  for (const word of dataWords) if (word) rest = rest.split(word).join(" ");
  return /[A-Za-z]{2,}/.test(rest) ? text : undefined;
}

beforeEach(() => setTranslator("pseudo", translatorFor("pseudo", pseudo)));
afterEach(() => {
  setTranslator("en", null);
});

/** No English left in `parts` once the page shows what `ready` waits for. */
async function expectNoEnglish(ready: () => unknown, parts = translatedParts) {
  await waitFor(() => expect(ready()).toBeTruthy(), { timeout: 5000 });
  expect(wordsShown(parts).map(englishLeft).filter(Boolean)).toEqual([]);
}

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

  it("on a test's page", async () => {
    renderApp("/cbc-test");
    await expectNoEnglish(() =>
      document.querySelector(".details-buy .add-to-cart, .details-buy a"),
    );
  });

  it("on a health package's page", async () => {
    renderApp("/health-package-premium");
    await expectNoEnglish(() => document.querySelector("#package-tests"));
  });

  it("on a scan's page", async () => {
    renderApp("/radilogy/x-ray-chest?id=1");
    await expectNoEnglish(() => document.querySelector("#scan-preparation"));
  });

  it("on checkout asking to log in, with the login and sign-up dialog open over it", async () => {
    fakeCheckoutApi();
    await addTestToCart(cbc);
    renderApp("/cart-form");
    await expectNoEnglish(
      () => document.querySelector(".login-dialog .auth-form"),
      `${translatedParts}, .login-dialog`,
    );
  });

  it("on checkout's form", async () => {
    fakeCheckoutApi();
    await addTestToCart(cbc);
    await saveSession(selfUser);
    renderApp("/cart-form");
    await expectNoEnglish(() => document.querySelector("#members-title"));
  });

  it("on the confirmation page after payment", async () => {
    const api = fakeCheckoutApi();
    api.orders.set(paidOrder.orderId, paidOrder);
    await saveSession(selfUser);
    renderApp(`/cart-form/confirmation?orderId=${paidOrder.orderId}`);
    await expectNoEnglish(() => document.querySelector(".order-preparation li"));
  });

  it("on the confirmation page of an order to confirm and pay at collection", async () => {
    const api = fakeCheckoutApi();
    const heldUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    const held = { ...paidOrder, status: "awaiting-confirmation" as const, paid: false, heldUntil };
    api.orders.set(held.orderId, held);
    await saveSession(selfUser);
    renderApp(`/cart-form/confirmation?orderId=${held.orderId}`);
    await expectNoEnglish(() => document.querySelector("#confirm-booking-title"));
  });

  it("on a scan's booking form, logged out, then logged in with its problem after Book", async () => {
    fakeCheckoutApi();
    const page = renderApp("/radilogy/x-ray-chest/book");
    await expectNoEnglish(
      () =>
        document.querySelector(".scan-centres li") && document.querySelector(".scan-step .button"),
    );
    page.unmount();
    await saveSession(selfUser);
    renderApp("/radilogy/x-ray-chest/book");
    await expectNoEnglish(() => document.querySelector(".scan-booking select"));
    fireEvent.click(document.querySelector(".scan-booking button[type=submit]") as HTMLElement);
    await expectNoEnglish(() => document.querySelector(".scan-problem"));
  });

  it("on the ways to reports", async () => {
    renderApp("/download-report");
    await expectNoEnglish(() => document.querySelector(".report-ways"));
  });

  it("on the reports' OTP form", async () => {
    renderApp("/download-report-via-otp");
    await expectNoEnglish(() => document.querySelector(".report-form .report-hint"));
  });

  it("on My bookings, with a booking's timeline and the SMS choices", async () => {
    await saveSession(selfUser);
    stubMyBookings();
    renderApp("/my-bookings");
    // The ABHA section below is its own feature, not translated yet (docs/i18n.md).
    await expectNoEnglish(
      () => document.querySelector(".my-bookings-sms") && document.querySelector(".my-booking"),
      ".page-title, .my-bookings-list, .my-bookings-sms",
    );
  });

  it("on a report", async () => {
    const api = fakeReportsApi();
    api.access = true;
    renderApp(`/download-report/${lakshmiView.id}?via=otp`);
    await expectNoEnglish(() => document.querySelector(".report-links .report-hint"));
  });

  it("on the booking form's field errors, the contract's messages", async () => {
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "ßōōķ Ńōŵ" }));
    const errors = () =>
      [...document.querySelectorAll(".book-test-form .field-error")]
        .map((error) => error.textContent ?? "")
        .filter(Boolean);
    await waitFor(() => expect(errors().length).toBeGreaterThanOrEqual(4));
    const english = errors().filter((text) => /[A-Za-z]{2,}/.test(text.replace("DD/MM/YYYY", " ")));
    expect(english).toEqual([]);
  });

  it("in the side menu and the desktop menu with its Lab Tests panel open", async () => {
    await saveSession(selfUser);
    renderWithProviders(
      <main>
        <SideMenuContent />
        <SecondaryMenu />
      </main>,
    );
    // Signed in: the side menu ends with My bookings and the two ways to log out.
    await waitFor(() => expect(document.querySelector(".menu-logout")).not.toBeNull());
    fireEvent.click(document.querySelector("#menu-lab-tests-button") as HTMLElement);
    await expectNoEnglish(() => document.querySelector("#lab-organ-tests"));
  });
});
