/**
 * What every page loads once it is ready comes in one chunk (pwa/src/app/after-page.ts): the
 * footer's code, the notices, the dialogs, the service worker's start and the outbox's; the side
 * menu's content comes when it is opened. On patchy mobile data such a request can fail after the
 * page has arrived (a first visit: no worker holds the chunks yet). The page must stay as it is
 * (the footer's markup too), and the chunk must arrive once the connection is back, without a
 * reload (pwa/src/lib/until-loaded.ts). A scan's prerendered booking form too, whose chunk comes
 * after its page's: it stays with what was typed into it, and works once its chunk arrives
 * (pwa/src/features/catalog/scan-booking/scan-booking-loader.tsx). The outbox's flusher too (pwa/src/app/start-outbox.ts): a
 * booking whose own send failed meanwhile is sent once the connection is back.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bookingsFor } from "./support/admin-api.ts";
import { fillPatient } from "./support/booking-form.ts";
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
  errors.allow(
    /Failed to load resource|Failed to fetch dynamically imported module|Failed to fetch|ERR_INTERNET_DISCONNECTED/,
  );
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

  it("a scan's booking form: the prerendered form stays with what was typed, and works when the connection is back", async () => {
    const { context, page, chunk, found } = await phoneLosing("scan-booking");
    await page.goto(`${server.url}/radilogy/brain-mri/book`);
    await waitForHydration(page);
    await expect.poll(() => chunk.asked).toBeGreaterThan(0);
    const pincode = page.getByRole("textbox", { name: /Your pincode/ });
    await pincode.fill("600020");
    // Time for a failure to spread: a lazy part that throws during hydration is client-rendered
    // again, and the prerendered form is dropped.
    await page.waitForTimeout(1_000);
    await page
      .getByRole("heading", { level: 1, name: "Book MRI Brain" })
      .waitFor({ timeout: 1_000 });
    await page.getByRole("group", { name: "1. Choose the centre" }).waitFor({ timeout: 1_000 });
    expect(await pincode.inputValue()).toBe("600020");
    const adyar = page.getByRole("radio", { name: /Vyom Diagnostics, Adyar/ });
    await adyar.check();

    await found();
    // The form's code arrived: the pincode typed meanwhile ranks the centres, nearest first.
    await expect
      .poll(() => page.locator(".scan-centres li").first().textContent())
      .toMatch(/^Vyom Diagnostics, Adyar \((\d+ m|[\d.]+ km)\)/);
    expect(await pincode.inputValue()).toBe("600020");
    // The centre chosen meanwhile reached the form too: its slots are asked for.
    expect(await adyar.isChecked()).toBe(true);
    await page.getByRole("radio", { name: /^9:00-11:00 am: \d+ places? left$/ }).check();
    await page.getByRole("button", { name: "Log in or sign up" }).waitFor();
    await context.close();
  });

  it("the outbox's flusher: a booking queued meanwhile is sent once the connection is back", async () => {
    const { context, page, chunk, found } = await phoneLosing("outbox-runtime");
    await page.goto(server.url);
    await waitForHydration(page);
    // The booking's own send fails on the same patchy connection, so it stays on the phone, and
    // the flusher that would send it later is asked for (the device's storage is now in use)
    // while its chunk cannot arrive.
    let connectionBack = false;
    await page.route("**/api/booking", async (route) => {
      await (connectionBack ? route.continue() : route.abort("internetdisconnected"));
    });
    const mobile = "9812300077";
    const form = page.locator("form.book-test-form");
    await form.getByLabel("Name", { exact: true }).fill("Priya Raman");
    await form.getByLabel("Mobile number").fill(mobile);
    await form
      .getByLabel("Collection date")
      .fill(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()));
    await form.getByLabel("Pincode").fill("600020");
    await fillPatient(form);
    await form.getByLabel("I'm not a robot").check();
    // Book Now while the check still runs asks to verify first: wait for it, as a person would.
    await form.getByText("Verified").waitFor();
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.getByText(/Booking saved on this phone/).waitFor();
    await expect.poll(() => chunk.asked).toBeGreaterThan(0);

    await page.waitForTimeout(1_000);
    expect(await bookingsFor(server.url, mobile)).toHaveLength(0);

    connectionBack = true;
    await found();
    await page
      .getByText(/Sent: Booking for Priya Raman, .*\. ☎️ We will contact you soon!/)
      .waitFor({ timeout: 30_000 });
    expect(await bookingsFor(server.url, mobile)).toHaveLength(1);
    await context.close();
  });
});
