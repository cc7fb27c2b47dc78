/**
 * The app's languages (docs/i18n.md), in real Chromium against the production build: the header's
 * language menu switches the whole rendered app without a reload, `<html lang>` follows, no
 * English message of the catalogue is left on the home page, the cart, a test's, a package's and a
 * scan's page, checkout with the login dialog, My bookings and the reports' pages, the choice
 * survives a reload, and after one visit the app opens offline in it. An English reader downloads
 * no language chunk, Lingui core or font; the precache holds none of them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imagingBySlug, tamilCatalogue } from "@vyom/catalog";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "./support/browser.ts";
import { cbc, checkoutFlow, freshMobile, premium } from "./support/checkout-flow.ts";
import { fileLowHaemoglobinCbc, proveByOtp } from "./support/lab-report.ts";
import { pwaDist, pwaRoot } from "./support/paths.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { width: 360, height: 800 };

const languages = [
  {
    code: "ta",
    name: "தமிழ்",
    html: "ta-IN",
    font: "Noto Sans Tamil",
    bookNow: "இப்போதே பரிசோதனை பதிவு செய்யுங்கள்",
    cart: "கார்ட்",
  },
  {
    code: "kn",
    name: "ಕನ್ನಡ",
    html: "kn-IN",
    font: "Noto Sans Kannada",
    bookNow: "ಈಗಲೇ ಪರೀಕ್ಷೆ ಬುಕ್ ಮಾಡಿ",
    cart: "ಕಾರ್ಟ್",
  },
  {
    code: "te",
    name: "తెలుగు",
    html: "te-IN",
    font: "Noto Sans Telugu",
    bookNow: "ఇప్పుడే టెస్ట్ బుక్ చేయండి",
    cart: "కార్ట్",
  },
  {
    code: "hi",
    name: "हिन्दी",
    html: "hi-IN",
    font: "Noto Sans Devanagari",
    bookNow: "अभी टेस्ट बुक करें",
    cart: "कार्ट",
  },
] as const;

/**
 * The English catalogue's messages of two words or more without placeholders: none may be on a
 * translated page. (One word, like "Cart", is also part of test names and city data.)
 */
const englishMessages = [
  ...readFileSync(join(pwaRoot, "src/locales/en/messages.po"), "utf8").matchAll(/^msgid "(.+)"$/gm),
]
  .map(([, text]) => (text ?? "").replaceAll('\\"', '"'))
  .filter((text) => !/[{}<]/.test(text) && text.trim().includes(" "));

/** Each language's words for an English message, from its catalogue (what the app shows). */
function catalogue(code: string): (english: string) => string {
  const po = readFileSync(join(pwaRoot, `src/locales/${code}/messages.po`), "utf8");
  const words = new Map(
    [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(([, id, text]) => [
      (id ?? "").replaceAll('\\"', '"'),
      (text ?? "").replaceAll('\\"', '"'),
    ]),
  );
  return (english) => {
    const shown = words.get(english);
    if (!shown) throw new Error(`${code} has no "${english}"`);
    return shown;
  };
}

async function chooseLanguage(page: Page, name: string, html: string) {
  await page.locator(".language-button").click();
  await page.locator(".language-menu").getByRole("button", { name, exact: true }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, html);
}

/**
 * Catalogue data that reads like a message ("Home Sample Collection", a test's note): it stays as
 * the catalogue has it in every language.
 */
const xray = imagingBySlug("x-ray-chest");
const catalogueData = new Set([
  ...[...cbc.iconWithText, ...premium.iconWithText].map((note) => note.text),
  ...[cbc.testName, cbc.description, ...cbc.properties, premium.packageName, premium.description],
  ...premium.parameters.flatMap((group) => [group.title, ...group.tests]),
  ...(xray ? [xray.name, xray.description, xray.duration, ...xray.preparation] : []),
]);

/** A report's words that are the lab's, not the app's (edge-api/test/support/lab-results.ts). */
const reportData = new Set([
  "Haemoglobin",
  "Platelet count",
  "Whole blood EDTA",
  "Dr. Kavitha Rao",
]);

/** The English messages the page shows, text or accessible names, apart from `data`. */
async function englishOnPage(page: Page, data: ReadonlySet<string> = new Set()): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [placeholder], [alt]")].map(
      (element) =>
        ["aria-label", "placeholder", "alt"]
          .map((name) => element.getAttribute(name) ?? "")
          .join("\n"),
    );
    return `${document.body.innerText}\n${labels.join("\n")}`;
  });
  // Data is taken out first: "Home Sample Collection Available" holds a message's words.
  let text = shown;
  for (const words of data) text = text.split(words).join("\n");
  return englishMessages.filter((message) => text.includes(message));
}

describe("the app's languages", () => {
  it("switches home and cart into each language, with no English left, and remembers it", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/cbc-test`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();
    await page.goto(server.url);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-IN");

    for (const language of languages) {
      await chooseLanguage(page, language.name, language.html);
      await page.getByRole("heading", { name: language.bookNow }).waitFor();
      expect(await englishOnPage(page), `${language.code} home`).toEqual([]);
      expect(
        await page.evaluate(
          ([family, sample]) => document.fonts.check(`16px "${family}"`, sample),
          [language.font, language.name] as const,
        ),
      ).toBe(true);

      await page.locator(".header-cart").click();
      await page.getByRole("heading", { level: 1, name: language.cart }).waitFor();
      await page.getByRole("link", { name: "CBC" }).first().waitFor();
      expect(await englishOnPage(page), `${language.code} cart`).toEqual([]);
      await page.goBack();
      await page.getByRole("heading", { name: language.bookNow }).waitFor();
    }

    // Remembered: a reload opens in the last choice (this prerendered page switches once hydrated).
    await page.reload();
    await page.getByRole("heading", { name: "अभी टेस्ट बुक करें" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi-IN");

    // And back to English, exactly as it was.
    await chooseLanguage(page, "English", "en-IN");
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor();
    expect(await page.locator(".header-cart").getAttribute("aria-label")).toBe("Cart, 1 item");
  });

  it("speaks each language on the test, package, scan, checkout, login, My bookings and reports pages", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    const flow = checkoutFlow(server.url);
    await flow.addToCart(page, "/cbc-test", "CBC");
    /** The page at `path` once `ready` (its words in the language) is on screen: no English. */
    const shows = async (path: string, ready: (w: (english: string) => string) => string) => {
      await page.goto(`${server.url}${path}`);
      // A prerendered page hydrates in English, then switches: wait for its words.
      await page.getByText(ready(words), { exact: true }).first().waitFor();
      expect(await englishOnPage(page, catalogueData), `${code} ${path}`).toEqual([]);
    };
    let code = "en";
    let words = catalogue("ta");

    // Logged out: the pages, and checkout with the login dialog it opens.
    for (const language of languages) {
      code = language.code;
      words = catalogue(code);
      // Chosen in the menu in the first test: here the stored choice, as a reload reads it.
      await page.evaluate((chosen) => localStorage.setItem("vyom.language", chosen), code);
      await page.goto(`${server.url}/cbc-test`);
      await page.locator(`aside[aria-label="${words("Price and booking")}"]`).waitFor();
      expect(await englishOnPage(page, catalogueData), `${code} test page`).toEqual([]);
      await shows("/health-package-premium", (w) => w("What is included"));
      await shows("/radilogy/x-ray-chest?id=1", (w) => w("How to prepare"));
      await shows("/cart-form", (w) => w("Hello! Kindly login to avail our services"));
      await shows("/my-bookings", (w) => w("Please log in to see your bookings."));
      await shows("/download-report", (w) => w("With an OTP on your mobile"));
      await shows("/download-report-via-otp", (w) => w("Registered mobile number"));
    }

    // Signed up (in English, as checkout's flow does): the checkout form and My bookings.
    await page.evaluate(() => localStorage.setItem("vyom.language", "en"));
    await page.goto(`${server.url}/cart-form`);
    await flow.signUpInDialog(page, "Kavya Shetty", freshMobile());
    for (const language of languages) {
      code = language.code;
      words = catalogue(code);
      await page.evaluate((chosen) => localStorage.setItem("vyom.language", chosen), code);
      await shows("/cart-form", (w) => w("Add a family member"));
      await shows("/my-bookings", (w) => w("You have no bookings yet."));
    }
  });

  it("shows a test's page in Tamil: its Tamil name, the English name beside it, its text and notes", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/cbc-test`);
    await waitForHydration(page);
    await chooseLanguage(page, "தமிழ்", "ta-IN");
    const cbcInTamil = tamilCatalogue.tests["10001"];
    const heading = page.getByRole("heading", { level: 1, name: `${cbcInTamil.name} CBC` });
    await heading.waitFor();
    // The English name stays beside it, marked English, smaller than the Tamil.
    const english = heading.locator(".english-name");
    expect(await english.innerText()).toBe("CBC");
    expect(await english.getAttribute("lang")).toBe("en");
    const size = (selector: string) =>
      page.evaluate(
        (s) => Number.parseFloat(getComputedStyle(document.querySelector(s) as Element).fontSize),
        selector,
      );
    expect(await size("h1 .english-name")).toBeLessThan(await size("h1"));
    await page.getByText(cbcInTamil.description, { exact: true }).waitFor();
    for (const note of [tamilCatalogue.fasting.none, tamilCatalogue.gender.all]) {
      await page.getByText(note, { exact: true }).waitFor();
    }
    // A reload reads the stored language and shows the same, the prerendered English switched.
    await page.reload();
    await heading.waitFor();
  });

  it("speaks each language on a report's page, the lab's own words as the lab wrote them", async () => {
    const mobile = freshMobile();
    const patient = "Meena Iyer";
    await fileLowHaemoglobinCbc(server, mobile, patient);
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/download-report-via-otp`);
    await waitForHydration(page);
    await proveByOtp(page, server, mobile);
    const card = page.getByRole("listitem").filter({ hasText: patient });
    await card.locator('a[href^="/download-report/"]').first().click();
    await page.locator(".report-view").waitFor();
    for (const language of languages) {
      // Chosen in the header on the report itself: a report is never stored, so it is not
      // reloaded (the proof lasts the visit, not the page).
      await chooseLanguage(page, language.name, language.html);
      await page.getByText(catalogue(language.code)("Low"), { exact: true }).first().waitFor();
      expect(await englishOnPage(page, reportData), `${language.code} report`).toEqual([]);
    }
  });

  it("an English reader downloads no language chunk, Lingui core or font", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(server.url);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(
      requested.filter((path) => /language-(ta|kn|te|hi)-|lingui-core|\.woff2?$/.test(path)),
    ).toEqual([]);
  });

  it("the precache holds no language chunk and no font", () => {
    const sw = readFileSync(join(pwaDist, "sw.js"), "utf8");
    const manifest = sw.match(/\[\{"(?:revision|url)":.*?\}\]/s)?.[0] ?? "";
    expect(manifest).toContain("index.html");
    expect(manifest).not.toMatch(/language-(ta|kn|te|hi)-|\.woff/);
  });

  it("after one visit in Tamil, opens offline in Tamil", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    errors.allow(/ERR_CONNECTION_REFUSED|Failed to fetch/);
    await page.goto(server.url);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await chooseLanguage(page, "தமிழ்", "ta-IN");
    await page.getByRole("heading", { name: "இப்போதே பரிசோதனை பதிவு செய்யுங்கள்" }).waitFor();
    // The report notes' chunk, fetched in the background once the page is ready
    // (pwa/src/i18n/report-notes.ts), is kept by the worker with the language's chunk: a report
    // kept on the phone says its notes in Tamil offline too.
    const notesKept = () =>
      page.evaluate(async () => {
        const kept = await (await caches.open("vyom-languages")).keys();
        return kept.some((request) => /\/language-ta-report-notes-[^/]*\.js$/.test(request.url));
      });
    await expect.poll(notesKept, { timeout: 30_000, interval: 250 }).toBe(true);

    await server.stop();
    try {
      await page.reload();
      await page.getByRole("heading", { name: "இப்போதே பரிசோதனை பதிவு செய்யுங்கள்" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("ta-IN");
      expect(await englishOnPage(page)).toEqual([]);
    } finally {
      await server.restart();
    }
  });
});
