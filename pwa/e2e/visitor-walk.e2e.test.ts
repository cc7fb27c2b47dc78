/**
 * A visitor's walk (home → search → test page → add → package page → add → reload → the cart
 * still counts 2) and city prices, in Chromium against the real server.
 */
import { formatRupees, labTests, priceOf, testBySlug } from "@vyom/catalog";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { desktop, openPage, waitForHydration } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const cartLink = (page: Page, count: number) =>
  page.getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });

function chennaiPrice(slug: string): number {
  const test = testBySlug(slug);
  const price = test && priceOf(test, "chennai");
  if (!price?.offered) throw new Error(`${slug} has no Chennai price`);
  return price.price;
}

describe("a visitor", () => {
  it("searches, adds a test and a package, and still has both after a reload", async () => {
    const { page } = await openPage(browser, { viewport: desktop });
    await page.goto(server.url);
    // The home page arrives prerendered: typing before hydration would be lost.
    await waitForHydration(page);
    await cartLink(page, 0).waitFor();

    const search = page.getByRole("combobox", { name: "Search tests" });
    await search.fill("cbc");
    await page
      .getByRole("grid", { name: "Search results" })
      .getByRole("link", { name: "CBC", exact: true })
      .waitFor();
    await search.press("Enter");
    await page.waitForURL(`${server.url}/cbc-test`);
    await page.getByRole("heading", { level: 1, name: "CBC" }).waitFor();
    expect(await page.locator(".details-buy .price-current").innerText()).toContain(
      formatRupees(chennaiPrice("cbc-test")),
    );

    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    await page.getByRole("link", { name: /Added CBC/ }).waitFor();
    await cartLink(page, 1).waitFor();

    await page.getByRole("button", { name: "Health Packages" }).click();
    await page
      .locator("#menu-packages-panel")
      .getByRole("link", { name: /Premium Health Package/ })
      .click();
    await page.waitForURL(`${server.url}/health-package-premium`);
    await page.getByRole("heading", { level: 1, name: "Premium Health Package" }).waitFor();
    await page.getByRole("button", { name: "Add to cart Premium Health Package" }).click();
    await cartLink(page, 2).waitFor();

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Premium Health Package" }).waitFor();
    await cartLink(page, 2).waitFor();
    await page.getByRole("link", { name: /Added Premium Health Package/ }).waitFor();
  });

  it("sees the price of the selected city, or that the city does not offer the test", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/cbc-test`);
    // Prerendered: a choice made before hydration would be lost.
    await waitForHydration(page);
    const price = page.locator(".details-buy .price-current");
    await price.waitFor();
    expect(await price.innerText()).toContain(formatRupees(chennaiPrice("cbc-test")));

    const cbc = testBySlug("cbc-test");
    if (!cbc) throw new Error("no CBC in the catalogue");
    const bengaluru = priceOf(cbc, "banglore");
    if (!bengaluru.offered) throw new Error("CBC has no Bengaluru price");
    await page.getByLabel("Location").selectOption("banglore");
    await page.waitForFunction(
      (expected) =>
        document.querySelector(".details-buy .price-current")?.textContent?.includes(expected),
      formatRupees(bengaluru.price),
    );

    const notInTirunelveli = labTests.find(
      (test) => priceOf(test, "chennai").offered && !priceOf(test, "tirunelveli").offered,
    );
    if (!notInTirunelveli) throw new Error("no test missing in Tirunelveli");
    await page.getByLabel("Location").selectOption("tirunelveli");
    // The choice is stored (IndexedDB) once the page shows Tirunelveli's price: then reload.
    const tirunelveli = priceOf(cbc, "tirunelveli");
    if (!tirunelveli.offered) throw new Error("CBC has no Tirunelveli price");
    await page.waitForFunction(
      (expected) =>
        document.querySelector(".details-buy .price-current")?.textContent?.includes(expected),
      formatRupees(tirunelveli.price),
    );
    await page.goto(`${server.url}${notInTirunelveli.testDetailsPageLink}`);
    await page.getByText("Not available in Tirunelveli").first().waitFor();
    const add = page.getByRole("button", { name: `Add to cart ${notInTirunelveli.testName}` });
    expect(await add.isDisabled()).toBe(true);
  });
});
