/**
 * The words that come from outside the app's own messages, in Tamil (docs/i18n.md): a form's field
 * errors (the contract's English, shown through the catalogue), a report's flag (by its code) and
 * its dates (Intl, Latin digits: the month and the time of day in Tamil, no "Nov", "am" or "pm"),
 * a scan's booking form (its steps and notes, logged out), and the 404 page (its own chunk) with
 * the booking form's name hint.
 * In Chromium against the production build, with a CBC filed through the LIS ingest as a lab
 * files it (edge-api/test/support/lab-results.ts seeds its collected booking).
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { openPage, waitForHydration } from "./support/browser.ts";
import { fileLowHaemoglobinCbc, proveByOtp } from "./support/lab-report.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { width: 360, height: 800 };
const mobile = "9845099057";
const patient = "Lakshmi Narayanan";
const bookNow = "இப்போதே பரிசோதனை பதிவு செய்யுங்கள்";

// A number of its own for each test that asks for an OTP: one number's OTPs are spaced out.
const otherMobile = "9845099058";
beforeAll(async () => {
  await fileLowHaemoglobinCbc(server, mobile, patient);
  await fileLowHaemoglobinCbc(server, otherMobile, patient);
});

async function inTamil(page: Page) {
  await page.evaluate(() => localStorage.setItem("vyom.language", "ta"));
}

it("the home form's field errors are the contract's words in Tamil", async () => {
  const { page } = await openPage(browser, { viewport: phone });
  await page.goto(server.url);
  await inTamil(page);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("heading", { name: bookNow }).waitFor();
  const form = page.locator("form.book-test-form");
  await form.locator('button[type="submit"]').click();
  await form.getByText("உங்கள் பெயரை உள்ளிடவும்", { exact: true }).waitFor();
  await form.getByText("உங்கள் மொபைல் எண்ணை உள்ளிடவும்", { exact: true }).waitFor();
  const text = await form.innerText();
  expect(text).not.toContain("Please enter your name");
  expect(text).not.toContain("Please enter your mobile number");
});

it("a report's flag and dates are in Tamil, with Latin digits", async () => {
  const { page } = await openPage(browser, { viewport: phone });
  await page.goto(server.url);
  await inTamil(page);
  // The OTP form in Tamil (a prerendered page: hydrated in English, then switched).
  await page.goto(`${server.url}/download-report-via-otp`);
  await waitForHydration(page);
  await page.waitForFunction(() => document.documentElement.lang === "ta-IN");
  await proveByOtp(page, server, mobile);

  // The list names the flagged value with its flag in Tamil, and its day with a Tamil month.
  const card = page.getByRole("listitem").filter({ hasText: patient });
  await card.getByText("Haemoglobin: குறைவு").waitFor();
  expect(await card.innerText()).toContain("20 நவ., 2026");

  await card.locator('a[href^="/download-report/"]').first().click();
  const hb = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 4, name: "Haemoglobin" }),
  });
  await hb.getByText("குறைவு", { exact: true }).waitFor();
  const report = await page.locator(".report-view").innerText();
  // Collected at 09:00 in India: a Tamil month and the morning, as a Tamil reader says them.
  expect(report).toContain("20 நவ., 2026, காலை 9:00");
  expect(report).not.toMatch(/\b(Nov|am|pm|AM|PM)\b/);
  expect(report).not.toMatch(/[\u0BE6-\u0BEF]/);
});

it("a list proved in English, reloaded after choosing Tamil, hydrates without a mismatch", async () => {
  // openPage fails the test on React's hydration error (#418) in the console.
  const { page } = await openPage(browser, { viewport: phone });
  await page.goto(`${server.url}/download-report-via-otp`);
  await waitForHydration(page);
  await page.locator('input[type="tel"]').fill(otherMobile);
  const seen = (await smsInbox(server.url, otherMobile)).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .locator('input[autocomplete="one-time-code"]')
    .fill(await newOtp(server.url, otherMobile, seen));
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  await page
    .getByRole("listitem")
    .filter({ hasText: patient })
    .getByText("Haemoglobin: Low")
    .waitFor();

  await page.locator(".language-button").click();
  await page.locator(".language-menu").getByRole("button", { name: "தமிழ்", exact: true }).click();
  await page.waitForFunction(() => document.documentElement.lang === "ta-IN");
  await page.reload();
  await waitForHydration(page);
  // The proof lasts: the list comes back, in Tamil.
  await page
    .getByRole("listitem")
    .filter({ hasText: patient })
    .getByText("Haemoglobin: குறைவு")
    .waitFor();
  await page.waitForFunction(() => document.documentElement.lang === "ta-IN");
});

it("a scan's booking form is in Tamil: its steps and notes, before logging in", async () => {
  const { page } = await openPage(browser, { viewport: phone });
  await page.goto(server.url);
  await inTamil(page);
  await page.goto(`${server.url}/radilogy/x-ray-chest/book`);
  await waitForHydration(page);
  await page.waitForFunction(() => document.documentElement.lang === "ta-IN");
  const form = page.locator("form.scan-booking");
  await form.getByText("1. மையத்தைத் தேர்வு செய்யவும்", { exact: true }).waitFor();
  await form.getByText("முதலில் ஒரு மையத்தைத் தேர்வு செய்யவும்.", { exact: true }).waitFor();
  await page.getByText("எப்படித் தயாராவது", { exact: true }).waitFor();
  const text = await page.locator("main").innerText();
  for (const english of ["Choose the centre", "Whom is the scan for", "How to prepare", "Book "]) {
    expect(text).not.toContain(english);
  }
});

it("an unknown address shows the 404 page in Tamil, and the name field's hint is Tamil", async () => {
  const { page } = await openPage(browser, { viewport: phone });
  await page.goto(server.url);
  await inTamil(page);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("heading", { name: bookNow }).waitFor();
  expect(await page.locator("#book-test-name").getAttribute("title")).toBe(
    "எழுத்துகளை மட்டும் உள்ளிடவும்",
  );
  await page.goto(`${server.url}/no/such/page`);
  await waitForHydration(page);
  await page.getByRole("heading", { name: "பக்கம் கிடைக்கவில்லை" }).waitFor();
  expect(await page.locator("main").innerText()).not.toContain("Page Not Found");
});
