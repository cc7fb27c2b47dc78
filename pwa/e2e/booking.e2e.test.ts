/**
 * The home Book Test Now form against the real API: validation in the browser, and the online
 * send landing on /thanks with the booking stored. What happens offline or when the server
 * fails (the outbox) is offline.e2e.test.ts's subject.
 */
import { windowMessages } from "@vyom/catalog/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bookingsFor } from "./support/admin-api.ts";
import { fillPatient } from "./support/booking-form.ts";
import { openPage, waitForHydration } from "./support/browser.ts";
import { checkoutFlow, freshMobile } from "./support/checkout-flow.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

/** Today in Asia/Kolkata, `YYYY-MM-DD`, as the form's date picker wants it. */
const todayInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** Tomorrow in Asia/Kolkata: every window of it is still open, whatever the hour now. */
const tomorrowInIndia = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + 86_400_000),
  );

async function fillForm(page: Page, mobile: string, date = todayInIndia()) {
  await page.getByLabel("Name").fill("Priya Raman");
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByLabel("Collection date").fill(date);
  await page.getByLabel("Pincode").fill("600020");
  await fillPatient(page);
}

describe("the Book Test Now form", () => {
  it("keeps a number pasted with +91 and spaces, and a pincode pasted with a space", async () => {
    const { page } = await openPage(browser);
    await page.goto(server.url);
    await waitForHydration(page);
    // A paste as the browser delivers it: one insertion, cut to the field's maxLength first.
    const mobile = page.getByLabel("Mobile number");
    await mobile.focus();
    await page.keyboard.insertText("+91 98765 43210");
    expect(await mobile.inputValue()).toBe("9876543210");
    const pincode = page.getByLabel("Pincode");
    await pincode.focus();
    await page.keyboard.insertText("600 020");
    expect(await pincode.inputValue()).toBe("600020");
  });

  it("shows the form's messages as fields are left", async () => {
    const { page } = await openPage(browser);
    await page.goto(server.url);
    // The home page arrives prerendered: typing before hydration would be lost.
    await waitForHydration(page);
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByLabel("Pincode").fill("6000");
    await page.getByLabel("Name").focus();
    await page.getByText("Enter valid number").waitFor();
    await page.getByText("Enter valid Pincode").waitFor();
    await page.getByLabel("Name").fill("Priya 2 Raman");
    expect(await page.getByLabel("Name").inputValue()).toBe("Priya  Raman");
    await page.getByText("Please enter only alphabetic characters").waitFor();
  });

  it("sends a booking online and lands on /thanks, with the booking stored", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/?utm_source=e2e&utm_campaign=monsoon`);
    // The home page arrives prerendered: typing before hydration would be lost.
    await waitForHydration(page);
    await fillForm(page, "9876501234");
    await page.getByLabel(/I agree to the Terms of use/).check();
    // The captcha (a proof-of-work solved in the page) appears once the four fields are filled.
    const robot = page.getByLabel("I'm not a robot");
    // Loaded once typing starts (offline-form.tsx): give it a moment to arrive.
    await robot.waitFor({ timeout: 5_000 }).catch(() => {});
    if ((await robot.count()) > 0) {
      await robot.check();
      await page.getByText("Verified").waitFor();
    }
    // Hold the request a moment so the sending state can be seen.
    await page.route("**/api/booking", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole("button", { name: "Book Now" }).click();
    const sending = page.getByRole("button", { name: "Booking in progress..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    await page.waitForURL(/\/thanks\?for=booking&ref=\d+$/);
    await page.getByText("☎️ We will contact you soon!").waitFor();
    await page.getByText("Thank you for your booking.").waitFor();

    const stored = await bookingsFor(server.url, "9876501234");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Priya Raman",
      date: todayInIndia(),
      pincode: "600020",
      policyValue: "enabled",
    });
  });

  it("then asks the booker to log in with the booking's number, offers its windows with places, and picking one confirms the visit (its SMS)", async () => {
    const { page } = await openPage(browser);
    await page.goto(server.url);
    await waitForHydration(page);
    const mobile = freshMobile();
    await fillForm(page, mobile, tomorrowInIndia());
    await page.getByLabel(/I agree to the Terms of use/).check();
    const robot = page.getByLabel("I'm not a robot");
    if ((await robot.count()) > 0) {
      await robot.check();
      await page.getByText("Verified").waitFor();
    }
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL(/\/thanks\?for=booking&ref=\d+$/);
    // The thank-you overlay is closed first, as a person would.
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    await page.getByRole("heading", { name: "Choose your collection window" }).waitFor();
    // Anyone can type a number into the form: a window (a place and an SMS) needs it proven.
    await page.getByText(windowMessages.numberNotProven).waitFor();
    expect(await page.getByRole("list", { name: /Windows on/ }).count()).toBe(0);
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await checkoutFlow(server.url).signUpInDialog(page, "Priya Raman", mobile);
    const windows = page.getByRole("list", { name: /Windows on/ });
    await windows.getByRole("button", { name: /^9:00-11:00 am · \d+ places? left$/ }).click();
    await page.getByText(/Your collection is confirmed for .*, from 9:00 am/).waitFor();

    let confirmed: string | undefined;
    for (let tries = 0; tries < 100 && !confirmed; tries++) {
      const res = await fetch(`${server.url}/api/dev/sms-outbox?mobile=${mobile}`);
      const { messages } = (await res.json()) as { messages: { message: string }[] };
      confirmed = messages.map((m) => m.message).find((m) => m.includes("is confirmed for"));
      if (!confirmed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(confirmed).toMatch(/is confirmed for .*09:00/);
  });
});
