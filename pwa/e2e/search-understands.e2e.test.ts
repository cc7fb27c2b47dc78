/**
 * The header search understands people (docs/product.md#validation), on a 360 px phone in
 * Chromium against the real server: typos, short forms and symptoms find their tests, scans and
 * packages within 600 ms of the last key on a first visit, a package is added from the results,
 * and text that finds nothing offers the ways on. The matcher's detail is in
 * catalog/src/catalogue-search.test.ts; the popup's in pwa/src/app/layout/test-search.test.tsx.
 */
import { formatRupees, packageBySlug } from "@vyom/catalog";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { openPage, waitForHydration } from "./support/browser.ts";
import { timeSearchResult } from "./support/search-timing.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { viewport: { width: 360, height: 800 } };
const resultsBudgetMs = 600;

async function openHome() {
  const opened = await openPage(browser, phone);
  await opened.page.goto(server.url);
  // The home page arrives prerendered: typing before hydration would be lost.
  await waitForHydration(opened.page);
  return opened;
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search tests" });
const results = (page: Page) => page.getByRole("grid", { name: "Search results" });
const resultLink = (page: Page, name: string) =>
  results(page).getByRole("link", { name, exact: true });

/**
 * Type `query` at once (one input event) and wait for the result `expected`: the time from that
 * key to the result on screen, by the page's own clock (pwa/e2e/support/search-timing.ts).
 */
async function typeAndTime(page: Page, query: string, expected: string) {
  const timer = await timeSearchResult(page, expected);
  await searchBox(page).fill(query);
  await resultLink(page, expected).waitFor();
  return timer.elapsed();
}

describe("the header search on a phone", () => {
  it("finds what people mean within 600 ms of the last key, first visit included", async () => {
    const { page } = await openHome();
    const firstTime = await typeAndTime(page, "vit d", "Vitamin D");
    expect(firstTime).toBeLessThan(resultsBudgetMs);

    const cases: [string, string][] = [
      ["kolesterol", "Lipid Profile"],
      ["thyriod", "Thyroid Profile"],
      ["suger", "Hba1c"],
      ["fever", "Widal Test"],
      ["usg", "Ultrasound Abdomen"],
      ["x ray", "X-Ray Chest PA View"],
      ["full body", "Premium Health Package"],
    ];
    for (const [query, expected] of cases) {
      const time = await typeAndTime(page, query, expected);
      expect(time, query).toBeLessThan(resultsBudgetMs);
    }
    // A scan is booked by a call; its price is the selected city's (Chennai by default).
    await searchBox(page).fill("x ray");
    const xray = results(page).getByRole("row").filter({ hasText: "X-Ray Chest PA View" });
    await xray.getByRole("link", { name: "Call to book X-Ray Chest PA View" }).waitFor();
    expect(await xray.innerText()).toContain(formatRupees(350));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("adds a package from the results, and the cart holds it", async () => {
    const { page } = await openHome();
    const pkg = packageBySlug("health-package-premium");
    if (!pkg) throw new Error("no premium package");
    await searchBox(page).fill("full body");
    const row = results(page).getByRole("row").filter({ hasText: pkg.packageName });
    expect(await row.innerText()).toContain(formatRupees(pkg.currentPrice));
    await row.getByRole("button", { name: `Add to cart ${pkg.packageName}` }).click();
    await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();
    await row.getByRole("link", { name: new RegExp(`Added ${pkg.packageName}`) }).click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByText(pkg.packageName).first().waitFor();
    expect(await searchBox(page).inputValue()).toBe("");
  });

  it("says 'No tests found' for unrelated text and leads on to the packages", async () => {
    const { page } = await openHome();
    await searchBox(page).fill("pizza");
    await page.getByText("No tests found", { exact: true }).first().waitFor();
    await page.getByRole("link", { name: "Upload a prescription" }).waitFor();
    await page.getByRole("link", { name: /^Call us on / }).waitFor();
    await page.getByRole("link", { name: "See health packages" }).click();
    await page.getByRole("heading", { name: "Best Selling Health Packages" }).waitFor();
    expect(await searchBox(page).getAttribute("aria-expanded")).toBe("false");
  });
});
