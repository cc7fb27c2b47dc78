/**
 * The home booking form's captcha checkbox and toasts load after the page
 * (pwa/src/components/offline-form/offline-form-captcha.tsx, offline-form-toasts.tsx). A checkbox
 * that appeared only when its code arrived pushed Book Now down under a tap already on its way
 * to it: the tap landed on the form's blank space and nothing happened (no "verify" toast). Its
 * stand-in holds the same place, so Book Now does not move when the code arrives, and a Book Now
 * pressed before then still answers.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillPatient } from "./support/booking-form.ts";
import { failOnPageErrors, waitForHydration } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

/** A phone whose captcha code is held back until `release` is called. */
async function phoneWithCaptchaHeld(): Promise<{ page: Page; release: () => void }> {
  // No service worker: its fetches would bypass the route below.
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    serviceWorkers: "block",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  const page = await context.newPage();
  failOnPageErrors(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/captcha-check-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, release };
}

const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

async function fill(page: Page) {
  const form = page.locator("form.book-test-form");
  await form.getByLabel("Name", { exact: true }).fill("Priya Raman");
  await form.getByLabel("Mobile number").fill("9812300009");
  await form.getByLabel("Collection date").fill(todayInIndia());
  await form.getByLabel("Pincode").fill("600020");
  await fillPatient(form);
  return form;
}

describe("the home booking form's captcha, loaded after the page", () => {
  it("holds its place while its code arrives: Book Now does not move", async () => {
    const { page, release } = await phoneWithCaptchaHeld();
    await page.goto(server.url);
    await waitForHydration(page);
    const form = await fill(page);
    const button = form.getByRole("button", { name: "Book Now" });
    const before = await button.boundingBox();
    release();
    await expect.poll(() => form.getByLabel("I'm not a robot").isEnabled()).toBe(true);
    expect(await button.boundingBox()).toEqual(before);
    await context(page).close();
  });

  it("Book Now pressed before the captcha's code arrived asks for the captcha", async () => {
    const { page, release } = await phoneWithCaptchaHeld();
    await page.goto(server.url);
    await waitForHydration(page);
    const form = await fill(page);
    await form.getByRole("button", { name: "Book Now" }).click();
    await page.getByText("❗ Please verify the reCAPTCHA!").waitFor();
    release();
    await form.getByLabel("I'm not a robot").check();
    await form.getByText("Verified").waitFor();
    await context(page).close();
  });
});

const context = (page: Page) => page.context();
