/**
 * "Your ABHA number" on My bookings in Chromium against the real server (edge-api
 * routes/users/abha.routes.ts), whose clock the test moves: a new customer signs up from My
 * bookings, reads what ABHA is and the consent word for word, is stopped until the box is ticked,
 * adds the number, sees it as on the card and again after a reload; 16 minutes later (the OTP of
 * the login no longer fresh) Remove asks to confirm, then for an OTP to the customer's own number,
 * and once it is verified the number is removed, also after a reload.
 */
import { abhaConsentText, abhaMessages } from "@vyom/catalog/contract";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { openPage, releaseBrowser, sharedBrowser, waitForHydration } from "./support/browser.ts";
import { checkoutFlow, freshMobile } from "./support/checkout-flow.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;
/** How far the server's clock is ahead of the real one. */
let ahead = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ clock: () => new Date(Date.now() + ahead) }),
    sharedBrowser(),
  ]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

async function smsCount(mobile: string): Promise<number> {
  const res = await fetch(`${server.url}/api/dev/sms-outbox?mobile=${mobile}`);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

it("adds an ABHA number with consent, keeps it across a reload, and removes it after an OTP", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  // The removal's first answer is the API's 401 step-up-required, which Chromium logs.
  errors.allow(/status of 401/);
  const flow = checkoutFlow(server.url);
  const mobile = freshMobile();

  // Signed out, My bookings asks to log in; the customer signs up from there.
  await page.goto(`${server.url}/my-bookings`);
  await waitForHydration(page);
  await page.locator(".my-bookings-page").getByRole("button", { name: "Login" }).click();
  await flow.signUpInDialog(page, "Asha Verma", mobile);

  const section = page.getByRole("region", { name: "Your ABHA number" });
  await section.getByText(abhaConsentText("en"), { exact: true }).waitFor();
  await section.getByText(/put your lab reports from us in your ABDM health records/).waitFor();
  const number = section.getByRole("textbox", { name: "ABHA number (14 digits)" });
  expect(await number.getAttribute("inputmode")).toBe("numeric");
  await number.fill("91 1234 5678 9012");
  await section.getByRole("button", { name: "Add ABHA number" }).click();
  await section.getByText(abhaMessages.consent).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, "abha-consent");

  await section.getByRole("checkbox", { name: "I agree" }).check();
  await section.getByRole("button", { name: "Add ABHA number" }).click();
  await section.getByText("Your ABHA number is added.").waitFor();
  await section.getByText("91-1234-5678-9012", { exact: true }).waitFor();

  // It is the server's: a reload reads it again.
  await page.reload();
  await section.getByText("91-1234-5678-9012", { exact: true }).waitFor();
  await section.getByText(/^Added on \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, "abha-linked");

  // Past the login's 15 minutes: removing asks to confirm, then for a fresh OTP.
  ahead += 16 * 60_000;
  await section.getByRole("button", { name: "Remove" }).click();
  await section.getByText(/^Remove your ABHA number\? This withdraws your consent/).waitFor();
  await section.getByRole("button", { name: "Yes, remove" }).click();
  await section.getByText(abhaMessages.stepUp).waitFor();
  const seen = await smsCount(mobile);
  await section.getByRole("button", { name: "Send OTP" }).click();
  await section.getByText(/^OTP sent to \*+\d{4}\. It is valid for 5 minutes\.$/).waitFor();
  await section
    .getByRole("textbox", { name: "Enter OTP" })
    .fill(await flow.newestOtp(mobile, seen));
  await section.getByRole("button", { name: "Verify and continue" }).click();
  await section.getByText("Your ABHA number is removed and your consent withdrawn.").waitFor();
  expect(await section.getByText("91-1234-5678-9012").count()).toBe(0);

  await page.reload();
  await section.getByRole("button", { name: "Add ABHA number" }).waitFor();
  expect(await section.getByText("91-1234-5678-9012").count()).toBe(0);
});
