/**
 * One short reference for a booking, on a 360 px phone against the real server
 * (catalog/src/contract/booking-reference.ts): the thanks page shows it once the booking is sent,
 * the SMS of its window says it (and how to prepare), and My bookings, a link away, lists it, the
 * same "VY-XXXX-XXXX" everywhere and no uuid anywhere the person reads.
 */
import { referencePattern } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import { fillPatient } from "./support/booking-form.ts";
import { openPage, waitForHydration } from "./support/browser.ts";
import { checkoutFlow, freshMobile, tomorrowInIndia } from "./support/checkout-flow.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function smsTo(mobile: string): Promise<string[]> {
  const res = await fetch(`${server.url}/api/dev/sms-outbox?mobile=${mobile}`);
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message);
}

describe("the booking reference on a phone", () => {
  it("is the same on the thanks page, in the SMS and in My bookings", async () => {
    const { page } = await openPage(browser, { viewport: { width: 360, height: 800 } });
    await page.goto(server.url);
    await waitForHydration(page);
    const mobile = freshMobile();
    await page.getByLabel("Name").fill("Priya Raman");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("Collection date").fill(tomorrowInIndia());
    await page.getByLabel("Pincode").fill("600020");
    await fillPatient(page);
    await page.getByLabel(/I agree to the Terms of use/).check();
    const robot = page.getByLabel("I'm not a robot");
    if ((await robot.count()) > 0) {
      await robot.check();
      await page.getByText("Verified").waitFor();
    }
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.waitForURL(/\/thanks\?for=booking&ref=\d+$/);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    // 1. The thanks page: the short reference, read aloud in two groups.
    const shown = page.locator(".thanks-sent .thanks-reference");
    await shown.waitFor();
    const reference = await shown.innerText();
    expect(reference).toMatch(referencePattern);
    expect(await page.getByRole("main").innerText()).not.toMatch(UUID);

    // 2. Signed in as the booking's number, its window is picked: the SMS names the same one.
    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    await checkoutFlow(server.url).signUpInDialog(page, "Priya Raman", mobile);
    const windows = page.getByRole("list", { name: /Windows on/ });
    await windows.getByRole("button", { name: /^9:00-11:00 am · / }).click();
    await page.getByText(/Your collection is confirmed for .*, from 9:00 am/).waitFor();
    await expect
      .poll(() => smsTo(mobile), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining(`home collection ${reference} is confirmed for`));
    // The booking names no test: the page and the SMS say the call tells how to prepare.
    await page
      .getByRole("region", { name: "How to prepare" })
      .getByText(/^Fasting tests:/)
      .waitFor();
    expect(await smsTo(mobile)).toContainEqual(
      expect.stringMatching(/is confirmed for .*\. We call to say how to prepare\.$/),
    );

    // 3. My bookings, through the thanks page's link: the same reference, and no uuid.
    await page.getByRole("link", { name: "See it in My bookings" }).click();
    await page.waitForURL(/\/my-bookings$/);
    const listed = page.locator(".my-booking-reference");
    await listed.first().waitFor();
    expect(await listed.allInnerTexts()).toEqual([reference]);
    expect(await page.getByRole("main").innerText()).not.toMatch(UUID);
  });
});
