/**
 * A first visit on a slow phone (CPU 6×, 400 kbps, 400 ms latency), Add to cart tapped the moment
 * it is painted, long before hydration: the prerendered page's inline script journals the add
 * (pwa/src/db/pending-cart-adds.ts) and the header's count shows it at once; once the app runs, the
 * journal is handed over to the cart, once, and the count never drops back meanwhile. Leaving the
 * page at once loses nothing. And a journal written by a crafted page adds only what the catalogue
 * holds, at the catalogue's price.
 */
import { cartAddsKey } from "@vyom/catalog";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, phone, waitForHydration } from "./support/browser.ts";
import { openSlowPhone } from "./support/slow-phone.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

/** A fresh page on a slow phone; every value the header's badge shows is noted, in order. */
async function slowPhone() {
  const opened = await openSlowPhone(browser, phone);
  await opened.page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __badge: string[] }).__badge = shown;
    new MutationObserver(() => {
      const label = document.querySelector(".header-cart")?.getAttribute("aria-label");
      if (label && shown.at(-1) !== label) shown.push(label);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return opened;
}

/** The header's count as a person and a screen reader get it, and whether the app has hydrated. */
const header = (page: Page) =>
  page.evaluate(() => ({
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
    label: document.querySelector(".header-cart")?.getAttribute("aria-label"),
    badge: document.querySelector(".cart-badge")?.textContent,
    badgeShown:
      getComputedStyle(document.querySelector(".cart-badge") ?? document.body).display !== "none",
  }));

const removeButtons = (page: Page, name: string) =>
  page.getByRole("button", { name: `Remove ${name}` }).count();

describe("Add to cart before hydration on a slow phone's first visit", () => {
  it("counts at once, is in the cart after hydration, once, and the count never drops", async () => {
    const { page, errors } = await slowPhone();
    await page.goto(`${server.url}/cbc-test`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    expect(await header(page)).toEqual({
      hydrated: false,
      label: "Cart, 1 item",
      badge: "1",
      badgeShown: true,
    });
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("link", { name: /Added CBC/ }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    await page.waitForLoadState("networkidle");
    expect((await header(page)).label).toBe("Cart, 1 item");
    // From the first paint on: no item, then one, and never anything else.
    expect(await page.evaluate(() => (window as unknown as { __badge: string[] }).__badge)).toEqual(
      ["Cart, 0 items", "Cart, 1 item"],
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), cartAddsKey)).toBeNull();
    await page.getByRole("link", { name: "Cart, 1 item" }).click();
    await expect.poll(() => removeButtons(page, "CBC"), { timeout: 30_000 }).toBe(1);
    expect(errors.messages).toEqual([]);
  });

  it("leaving the page at once loses nothing: the cart page shows the test", async () => {
    const { page, errors } = await slowPhone();
    await page.goto(`${server.url}/cbc-test`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Add to cart CBC" }).click();
    expect((await header(page)).hydrated).toBe(false);
    await page.goto(`${server.url}/cart`, { waitUntil: "commit" });
    await waitForHydration(page);
    await expect.poll(() => removeButtons(page, "CBC"), { timeout: 30_000 }).toBe(1);
    await page.waitForLoadState("networkidle");
    expect((await header(page)).label).toBe("Cart, 1 item");
    expect(errors.messages).toEqual([]);
  });
});

describe("a journal written by a crafted page", () => {
  it("adds only what the catalogue holds, at the catalogue's price", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/cbc-test`);
    await waitForHydration(page);
    const price = await page.locator(".details-buy .price-current").textContent();
    const corpId = await page
      .getByRole("button", { name: "Add to cart CBC" })
      .getAttribute("data-cart-add");
    await page.evaluate(
      ([key, cbc]) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            v: 1,
            adds: [
              "test:9999999",
              { kind: "test", corpId: cbc?.slice(5), testPrice: 1 },
              `${cbc}:1`,
              cbc,
            ],
          }),
        ),
      [cartAddsKey, corpId] as const,
    );
    await page.goto(`${server.url}/cart`);
    await expect.poll(() => removeButtons(page, "CBC"), { timeout: 30_000 }).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".cart-line").count()).toBe(1);
    // The line's price is the one the test page showed (Chennai's), not the journal's 1.
    const digits = (text: string | null) => text?.match(/\d[\d,]*/)?.[0];
    expect(digits(price)).toBeDefined();
    expect(digits(await page.locator(".cart-line-price").textContent())).toBe(digits(price));
    expect((await header(page)).label).toBe("Cart, 1 item");
    expect(errors.messages).toEqual([]);
  });
});
