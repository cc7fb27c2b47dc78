/**
 * /vyom-center in Chromium against the real server: the selected city's centres; nearest first
 * from a typed pincode; from the device's location when it is granted (Playwright's context
 * geolocation + permission) and a clear message when it is not; and the whole page with the
 * server REALLY stopped after one visit (its data is in the precached bundle).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { openPage } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { width: 360, height: 800 };
const expectedNetworkErrors =
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch/;

/** The centres' names in the order the page shows them. */
const shownCentres = (page: Page) =>
  page
    .locator("article.centre-card h3")
    .evaluateAll((headings) => headings.map((h) => (h.textContent ?? "").split(" · ")[0]));

describe("the centres page", () => {
  it("lists the city's centres with call and directions links", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/vyom-center`);
    await page.getByRole("heading", { name: "Our centres in Chennai" }).waitFor();
    expect(await shownCentres(page)).toEqual([
      "Vyom Diagnostics, Adyar",
      "Vyom Diagnostics, Anna Nagar",
      "Vyom Diagnostics, Velachery",
      "Vyom Collection Centre, Tambaram",
    ]);
    const adyar = page.locator("article.centre-card").first();
    expect(await adyar.getByRole("link", { name: /^Call/ }).getAttribute("href")).toBe(
      "tel:+914442101020",
    );
    expect(await adyar.getByRole("link", { name: /^Directions/ }).getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=13\.0033,80\.2555$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("City").selectOption("banglore");
    await page.getByRole("heading", { name: "Our centres in Bengaluru" }).waitFor();
  });

  it("ranks centres nearest first from a typed pincode, and explains an unknown one", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/vyom-center`);
    await page.getByLabel("Your pincode").fill("110001");
    await page.getByRole("button", { name: "Find nearest" }).click();
    await page.getByText("We do not know where pincode 110001 is yet.", { exact: false }).waitFor();

    await page.getByLabel("Your pincode").fill("627011");
    await page.getByRole("button", { name: "Find nearest" }).click();
    await page.getByRole("heading", { name: "Nearest to pincode 627011 (Perumalpuram)" }).waitFor();
    const [first, second] = await shownCentres(page);
    expect(first).toBe("Vyom Diagnostics, Palayamkottai");
    expect(second).toBe("Vyom Collection Centre, Tirunelveli Town");
  });

  it("ranks by the device's location when the person allows it", async () => {
    const { context, page } = await openPage(browser, { viewport: phone });
    await context.grantPermissions(["geolocation"], { origin: server.url });
    await context.setGeolocation({ latitude: 12.3375, longitude: 76.6128 });
    await page.goto(`${server.url}/vyom-center`);
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.getByRole("heading", { name: "Nearest to your location" }).waitFor();
    expect((await shownCentres(page))[0]).toBe("Vyom Diagnostics, Vijayanagar");
  });

  it("says what to do when location is not allowed", async () => {
    const { context, page } = await openPage(browser, { viewport: phone });
    await context.clearPermissions();
    await page.goto(`${server.url}/vyom-center`);
    // No permission granted and no one to answer the prompt: Chromium refuses the request.
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.getByText("Location access was not allowed.", { exact: false }).waitFor();
  });

  it("works with the server stopped after one visit", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await page.goto(`${server.url}/vyom-center`);
    await page.getByRole("heading", { name: "Our centres in Chennai" }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    errors.allow(expectedNetworkErrors);
    await server.stop();
    try {
      const response = await page.reload({ waitUntil: "domcontentloaded" });
      expect(response?.fromServiceWorker()).toBe(true);
      await page.getByRole("heading", { name: "Our centres in Chennai" }).waitFor();
      await page.getByLabel("Your pincode").fill("600042");
      await page.getByRole("button", { name: "Find nearest" }).click();
      await page.getByRole("heading", { name: "Nearest to pincode 600042 (Velachery)" }).waitFor();
      expect((await shownCentres(page))[0]).toBe("Vyom Diagnostics, Velachery");
    } finally {
      await server.restart();
    }
  }, 90_000);
});
