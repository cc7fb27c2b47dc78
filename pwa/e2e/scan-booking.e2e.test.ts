/**
 * A scan booked at a centre and a slot (docs/product.md#scan-booking) in Chromium at 360 px,
 * against the real server and the production build: from the MRI Brain page, "Book your test"
 * leads to the scan's booking (no home collection words), a new customer signs up in the login
 * dialog, types a pincode (the nearest centre with an MRI comes first), picks a slot, gives the
 * patient's age and gender and pays at the test gateway; the confirmation shows the centre, its
 * address and the slot, and the booking SMS reaches the number (the development inbox) once paid.
 * A second booking is paid at the centre: confirmed at once, to pay at the centre's desk, never to
 * a technician, and its SMS leaves at once.
 */
import { referencePattern, scanSlotMessages } from "@vyom/catalog/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { openPage, waitForHydration } from "./support/browser.ts";
import { checkoutFlow, freshMobile } from "./support/checkout-flow.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

let flow: ReturnType<typeof checkoutFlow>;
startSuite();
beforeAll(() => {
  flow = checkoutFlow(server.url);
});

const phone = { width: 360, height: 800 };
const homeCollectionWords = /sample collection|home collection|collect(ed)? at home|technician/i;

/** The scan booking SMS the number received, newest first. */
const scanTexts = async (mobile: string) =>
  (await smsInbox(server.url, mobile))
    .map((sms) => sms.message)
    .filter((text) => text.includes(" scan "));

const mainText = async (page: Page) => (await page.locator("main").textContent()) ?? "";

/**
 * axe's serious hits inside the page's main content: the header and footer are the layout's, which
 * layouts.e2e.test.ts and accessibility.e2e.test.ts check.
 */
async function violationsInMain(page: Page) {
  const hits = await seriousViolations(page);
  const inMain = await Promise.all(
    hits.map((hit) =>
      page.evaluate(
        (targets) => targets.some((target) => document.querySelector(`main ${target}`) !== null),
        hit.targets,
      ),
    ),
  );
  return hits.filter((_, index) => inMain[index]);
}

/** Nothing in the page's main content reaches past the phone's width (the header is the layout's). */
async function fitsThePhone(page: Page) {
  const right = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll("main, main *")].map(
        (element) => element.getBoundingClientRect().right,
      ),
    ),
  );
  expect(right).toBeLessThanOrEqual(phone.width);
}

/** Chooses the nearest Adyar centre and its 9-11 am slot. */
async function chooseCentreSlot(page: Page) {
  await page.getByRole("textbox", { name: /Your pincode/ }).fill("600020");
  // Nearest first: Adyar is in 600020.
  expect(await page.locator(".scan-centres li").first().textContent()).toContain(
    "Vyom Diagnostics, Adyar",
  );
  await page.getByRole("radio", { name: /Vyom Diagnostics, Adyar/ }).check();
  await page.getByRole("radio", { name: /^9:00-11:00 am: \d+ places? left$/ }).check();
}

describe("booking a scan", () => {
  it("from a scan page: a centre and a slot, paid at the test gateway; the confirmation names the centre and the slot", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/radilogy/brain-mri?id=26`);
    await waitForHydration(page);
    expect(await mainText(page)).not.toMatch(homeCollectionWords);
    await page.getByRole("link", { name: "Book your test" }).click();
    await page.waitForURL(`${server.url}/radilogy/brain-mri/book`);
    await page.getByRole("heading", { level: 1, name: "Book MRI Brain" }).waitFor();

    // The centre and the slot are chosen before logging in; the patient after.
    await page.getByRole("group", { name: "1. Choose the centre" }).waitFor();
    await chooseCentreSlot(page);
    await page.getByRole("button", { name: "Log in or sign up" }).click();
    const mobile = freshMobile();
    await flow.signUpInDialog(page, "Kavya Shetty", mobile);
    await page.getByRole("textbox", { name: "Age in years" }).fill("36");
    await page.getByRole("combobox", { name: "Gender" }).selectOption("female");
    expect(await mainText(page)).not.toMatch(homeCollectionWords);
    await fitsThePhone(page);
    expect(await violationsInMain(page)).toEqual([]);
    await saveScreenshot(page, "scan-booking-360", false);

    await page.getByRole("button", { name: "Book and pay ₹6,500" }).click();
    // Nothing is texted before the payment.
    expect(await scanTexts(mobile)).toEqual([]);
    await page.waitForURL(/\/api\/payments\/test-gateway\/VYO-\d{8}-[A-Z2-9]{6}$/);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    await page.getByRole("button", { name: "Pay successfully" }).click();
    await page.waitForURL(`${server.url}/cart-form/confirmation?orderId=${orderId}`);
    await page.getByRole("heading", { level: 1, name: "Booking confirmed" }).waitFor();
    const details = page.locator(".confirmation-details");
    const reference = (await details.locator(".confirmation-reference").textContent()) ?? "";
    expect(reference).toMatch(referencePattern);
    // The booking SMS: the centre, the day, the slot, the reference, how to prepare, the link.
    await expect.poll(() => scanTexts(mobile), { timeout: 5_000 }).toHaveLength(1);
    expect((await scanTexts(mobile))[0]).toMatch(
      new RegExp(
        `^Your Vyom Diagnostics scan ${reference} is booked at Adyar on \\d{1,2} [A-Z][a-z]{2}, 09:00-11:00\\. No metal; tell us of implants\\. Details: vyom\\.example/my-bookings$`,
      ),
    );
    const shown = (await details.textContent()) ?? "";
    expect(shown).toContain("Vyom Diagnostics, Adyar, 24, Lattice Bridge Road, Adyar, Chennai");
    expect(shown).toContain("9:00-11:00 am");
    expect(shown).toContain("MRI Brain for Kavya Shetty");
    expect(await mainText(page)).toContain("Please come to the centre at the start of your slot.");
    expect(await mainText(page)).not.toMatch(homeCollectionWords);
    await page.getByRole("heading", { name: "How to prepare" }).waitFor();
    await fitsThePhone(page);
    await saveScreenshot(page, "scan-booking-confirmation-360", false);

    // My bookings shows the centre, its address and the slot.
    await page.getByRole("link", { name: "See it in My bookings" }).click();
    await page.getByText(/At Vyom Diagnostics, Adyar, 24, Lattice Bridge Road/).waitFor();

    // A second scan of the same person, paid at the centre: booked at once, nothing online.
    await page.goto(`${server.url}/radilogy/brain-mri/book`);
    // A tap before hydration is held and acts after it (taps-before-hydration.e2e.test.ts):
    // `check` reads the radio at once, so it taps the hydrated page, as the first visit above.
    await waitForHydration(page);
    await page.getByRole("group", { name: "1. Choose the centre" }).waitFor();
    await chooseCentreSlot(page);
    await page.getByRole("combobox", { name: "Patient" }).waitFor();
    await page.getByRole("radio", { name: /^Pay at the centre/ }).check();
    await page.getByRole("button", { name: "Book, pay ₹6,500 at the centre" }).click();
    await page.waitForURL(/\/cart-form\/confirmation\?orderId=/);
    await page.getByRole("heading", { level: 1, name: "Booking confirmed" }).waitFor();
    const atCentre = await mainText(page);
    expect(atCentre).toContain(
      "Booking confirmed, not paid yet: pay ₹6,500 at the centre's desk when you arrive",
    );
    expect(atCentre).toContain("To pay at the centre");
    // Booked at once, texted at once: one SMS more, never a second for the first booking.
    await expect.poll(() => scanTexts(mobile), { timeout: 5_000 }).toHaveLength(2);
    expect(atCentre).not.toMatch(homeCollectionWords);
    await fitsThePhone(page);
  });

  it("offline, the centres still show and choosing a slot says it needs the connection", async () => {
    const { context, page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/radilogy/abdomen-only/book`);
    await waitForHydration(page);
    await page.getByRole("group", { name: "1. Choose the centre" }).waitFor();
    // The prerendered form is on screen before its chunk has hydrated it: offline only once the
    // page has loaded everything it asked for, as a person who lost the connection after opening
    // it (going offline earlier failed the chunk's fetch now and then: a page never loaded).
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await page.getByRole("radio", { name: /Vyom Diagnostics, Adyar/ }).check();
    await page.getByText(scanSlotMessages.needsConnection).waitFor();
    expect(await mainText(page)).toContain("Fast for 6 hours before the scan");
    expect(await mainText(page)).not.toMatch(homeCollectionWords);
    await context.setOffline(false);
  });
});
