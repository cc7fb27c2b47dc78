/**
 * What every page loads once it is ready comes in one chunk (pwa/src/app/after-page.ts): the
 * footer's code, the notices, the dialogs, the service worker's start and the outbox's; the side
 * menu's content comes when it is opened. On patchy mobile data such a request can fail after the
 * page has arrived (a first visit: no worker holds the chunks yet). The page must stay as it is
 * (the footer's markup too), and the chunk must arrive once the connection is back, without a
 * reload (pwa/src/lib/until-loaded.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { failOnPageErrors, waitForHydration } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

/** A phone whose requests for the chunk `name` fail until `found` is called. */
async function phoneLosing(name: string) {
  // No service worker: its fetches would bypass the route below.
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    serviceWorkers: "block",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  const page: Page = await context.newPage();
  const errors = failOnPageErrors(page);
  errors.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
  const chunk = { lost: true, asked: 0 };
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    chunk.asked++;
    await (chunk.lost ? route.abort("internetdisconnected") : route.continue());
  });
  /** The connection is back: the chunk arrives, and the page hears `online`. */
  const found = async () => {
    chunk.lost = false;
    await context.setOffline(true);
    await context.setOffline(false);
  };
  return { context, page, chunk, found };
}

describe("a chunk lost on the way", () => {
  it("after the page: the page stays as it is, and the chunk arrives when the connection is back", async () => {
    const { context, page, chunk, found } = await phoneLosing("after-page");
    const asked = () => chunk.asked;
    await page.goto(server.url);
    await waitForHydration(page);
    await expect.poll(asked).toBeGreaterThan(0);
    // Time for a failure to spread: a lazy part that throws takes the whole page down with it.
    await page.waitForTimeout(1_000);
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor({ timeout: 1_000 });
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "Admin Login" }).count()).toBe(1);
    expect(await footer.getByRole("button", { name: "Login" }).count()).toBe(0);

    await found();
    // The footer's code arrived: its Login (a button once the session is read) shows.
    await footer.getByRole("button", { name: "Login" }).waitFor();
    await context.close();
  });

  it("the side menu's content: the menu waits, and opens when the connection is back", async () => {
    const { context, page, chunk, found } = await phoneLosing("side-menu-content");
    await page.goto(server.url);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByText("Loading menu…").waitFor();
    await expect.poll(() => chunk.asked).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    await menu.getByText("Loading menu…").waitFor({ timeout: 1_000 });
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor({ timeout: 1_000 });
    await found();
    await menu.getByText("X-ray & Scans").waitFor();
    await context.close();
  });
});
