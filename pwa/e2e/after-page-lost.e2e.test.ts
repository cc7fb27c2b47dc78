/**
 * What every page loads once it is ready comes in one chunk (pwa/src/app/after-page.ts): the
 * footer's code, the notices, the dialogs, the service worker's start and the outbox's. On patchy
 * mobile data that request can fail after the page has arrived. The page must stay as it is (the
 * footer's markup too), and the chunk must arrive once the connection is back, without a reload.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failOnPageErrors, launchBrowser, waitForHydration } from "./support/browser.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the after-page chunk, lost on the way", () => {
  it("leaves the page as it is, and arrives when the connection is back", async () => {
    // No service worker: its fetches would bypass the route below.
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      serviceWorkers: "block",
      locale: "en-IN",
      timezoneId: "Asia/Kolkata",
    });
    const page = await context.newPage();
    const errors = failOnPageErrors(page);
    errors.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
    let lost = true;
    let asked = 0;
    await page.route(/\/assets\/after-page-[^/]*\.js$/, async (route) => {
      asked++;
      await (lost ? route.abort("internetdisconnected") : route.continue());
    });
    await page.goto(server.url);
    await waitForHydration(page);
    await expect.poll(() => asked).toBeGreaterThan(0);
    // Time for a failure to spread: a lazy part that throws takes the whole page down with it.
    await page.waitForTimeout(1_000);
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor({ timeout: 1_000 });
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "Admin Login" }).count()).toBe(1);
    expect(await footer.getByRole("button", { name: "Login" }).count()).toBe(0);

    lost = false;
    await context.setOffline(true);
    await context.setOffline(false);
    // The footer's code arrived: its Login (a button once the session is read) shows.
    await footer.getByRole("button", { name: "Login" }).waitFor();
    await context.close();
  });
});
