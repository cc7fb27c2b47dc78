/**
 * On a first visit nothing is stored, so the storage code (Dexie, `database-*.js`) is not loaded
 * with the page (pwa/src/db/storage-in-use.ts): the header shows its defaults. Nothing stored is
 * ever missed: the first write loads it and the header follows; a write in another tab shows in
 * a tab that never loaded it; a returning visitor sees what is stored, as before.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { width: 360, height: 800 };

/** Every storage chunk the page (not its service worker) asked for. */
function storageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/database-/.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

async function settle(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

const databaseExists = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === "vyom"));

const cartLabel = (page: Page) => page.locator(".header-cart").getAttribute("aria-label");

describe("storage on a first visit", () => {
  it("is not loaded until something is stored; the first Add to cart loads it and counts", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    const loaded = storageRequests(page);
    await settle(page, "/cbc-test");
    expect(loaded).toEqual([]);
    expect(await databaseExists(page)).toBe(false);
    expect(await cartLabel(page)).toBe("Cart, 0 items");

    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    await expect.poll(() => cartLabel(page), { timeout: 20_000 }).toBe("Cart, 1 item");
    // The count shows from the pending-add journal at once (pwa/src/db/pending-cart-adds.ts); the
    // storage chunk follows and stores the add.
    await expect.poll(() => loaded.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => databaseExists(page), { timeout: 20_000 }).toBe(true);
  });

  it("shows what another tab stores in a tab that never loaded it, and to a returning visitor", async () => {
    const { context, page: first } = await openPage(browser, { viewport: phone });
    const loadedInFirst = storageRequests(first);
    await settle(first, "/");
    expect(loadedInFirst).toEqual([]);

    const second = await context.newPage();
    await settle(second, "/cbc-test");
    await second.getByRole("button", { name: "Add to cart CBC" }).click();
    await expect.poll(() => cartLabel(second), { timeout: 20_000 }).toBe("Cart, 1 item");
    await second.locator("#location-select").selectOption("banglore");

    // The first tab was told by the second's write, loaded the storage code and reads it.
    await expect.poll(() => cartLabel(first), { timeout: 20_000 }).toBe("Cart, 1 item");
    await expect
      .poll(() => first.locator("#location-select").inputValue(), { timeout: 20_000 })
      .toBe("banglore");
    expect(loadedInFirst.length).toBeGreaterThan(0);

    // A returning visitor: the stored cart and city, as before.
    const later = await context.newPage();
    await settle(later, "/");
    await expect.poll(() => cartLabel(later), { timeout: 20_000 }).toBe("Cart, 1 item");
    expect(await later.locator("#location-select").inputValue()).toBe("banglore");
  });
});
