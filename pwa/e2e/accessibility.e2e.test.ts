/** axe-core in Chromium: no serious or critical violations on the main pages, phone and desktop. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { openPage, waitForHydration } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const paths = ["/", "/cbc-test", "/health-package-premium", "/radilogy/x-ray-chest?id=1"];

/** Scrolls to the bottom and back so lazy sections are on the page when axe runs. */
async function renderEverything(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe.each([
  { name: "phone", viewport: { width: 360, height: 800 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
])("axe on a $name", ({ viewport }) => {
  it.each(paths)("finds no serious or critical violation on %s", async (path) => {
    const { page } = await openPage(browser, { viewport });
    await page.goto(`${server.url}${path}`);
    await page.locator("main h1").waitFor();
    // Prerendered pages: lazy sections only render on scroll once the app has hydrated.
    await waitForHydration(page);
    await renderEverything(page);
    if (path === "/") await page.getByRole("heading", { name: "Popular Tests" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
