/**
 * Checkout with Razorpay as the payment adapter, in Chromium against the real server and the
 * production build, with the Razorpay simulator standing in for Razorpay (its Checkout script and
 * "Pay" page): a customer pays and lands on the confirmation, paid, through the signed answer the
 * payment page posts to the verify route. Another chooses "Pay at collection": the place is held,
 * the customer sees what it books and confirms it, and only then is it booked (unpaid) and texted.
 */
import { type RunningRazorpaySimulator, startRazorpaySimulator } from "@vyom/edge-api/razorpay-sim";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, releaseBrowser, sharedBrowser } from "./support/browser.ts";
import { checkoutFlow, expectedAmount, freshMobile, rupees } from "./support/checkout-flow.ts";
import { startTestServer, type TestServer } from "./support/server.ts";
import { smsInbox } from "./support/sms-inbox.ts";

let sim: RunningRazorpaySimulator;
let server: TestServer;
let browser: Browser;
let flow: ReturnType<typeof checkoutFlow>;

beforeAll(async () => {
  sim = await startRazorpaySimulator();
  [server, browser] = await Promise.all([
    startTestServer({
      env: {
        RAZORPAY_KEY_ID: sim.keys.keyId,
        RAZORPAY_KEY_SECRET: sim.keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: sim.keys.webhookSecret,
        RAZORPAY_API_URL: sim.url,
      },
    }),
    sharedBrowser(),
  ]);
  flow = checkoutFlow(server.url);
});
/** The visit's "confirmed" SMS to a number, polled for a while: it is sent after the answer. */
async function confirmedText(mobile: string): Promise<string | undefined> {
  for (let tries = 0; tries < 100; tries++) {
    const found = (await smsInbox(server.url, mobile))
      .map((m) => m.message)
      .find((m) => m.includes("is confirmed for"));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
  await sim?.close();
});

describe("checkout with Razorpay", () => {
  it("pays in Razorpay Checkout and lands on the confirmation, paid", async () => {
    const { page } = await openPage(browser);
    await flow.cartThenCheckout(page, "Kavya Shetty", freshMobile());
    await flow.fillAppointmentAndOffice(page);
    await page
      .getByRole("button", { name: `Place order and pay ${rupees(expectedAmount)}` })
      .click();

    await page.waitForURL(`${sim.url}/v1/checkout/page?**`);
    const [order] = [...sim.store.orders.values()];
    expect(order?.amount).toBe(expectedAmount * 100);
    await page.getByRole("button", { name: "Pay" }).click();

    await page.waitForURL(/\/cart-form\/confirmation\?orderId=VYO-/);
    await page.getByRole("heading", { level: 1, name: "Booking confirmed" }).waitFor();
    await page.getByText("Payment received.").waitFor();
    expect([...sim.store.payments.values()].map((p) => p.status)).toEqual(["captured"]);
  });

  it("picks a window with its places left, pays, and the order's visit is confirmed (its SMS)", async () => {
    const { page } = await openPage(browser);
    const mobile = freshMobile();
    await flow.cartThenCheckout(page, "Kavya Shetty", mobile);
    await flow.fillAppointmentAndOffice(page);
    // The address's pincode (a served one) brings the day's real windows with their places.
    const slot = page.getByRole("combobox", { name: "Time slot" });
    await slot.locator("option", { hasText: "7:00-9:00 am ·" }).waitFor({ state: "attached" });
    const label = await slot.locator("option", { hasText: "7:00-9:00 am ·" }).textContent();
    expect(label).toMatch(/^7:00-9:00 am · \d+ places? left$/);
    await slot.selectOption("07:00-09:00");
    await page
      .getByRole("button", { name: `Place order and pay ${rupees(expectedAmount)}` })
      .click();

    await page.waitForURL(`${sim.url}/v1/checkout/page?**`);
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/cart-form\/confirmation\?orderId=VYO-/);
    await page.getByText("Payment received.").waitFor();

    // The visit was confirmed by the system when the payment succeeded: its SMS says so.
    expect(await confirmedText(mobile)).toMatch(/home collection .* is confirmed for .*07:00/);
  });

  it("'Pay at collection' holds the place, shows what it books, and books it on 'Confirm booking', not paid yet", async () => {
    const { page } = await openPage(browser);
    const mobile = freshMobile();
    await flow.cartThenCheckout(page, "Arjun Rao", mobile);
    await flow.fillAppointmentAndOffice(page);
    await page.getByRole("radio", { name: /Pay at collection/ }).check();
    await page
      .getByRole("button", { name: `Place order, pay ${rupees(expectedAmount)} at collection` })
      .click();
    await page.waitForURL(/\/cart-form\/confirmation\?orderId=VYO-/);
    await page.getByRole("heading", { level: 1, name: "Confirm your booking" }).waitFor();
    await page.getByText(/^We hold this time for you for 10 minutes, until /).waitFor();
    await page.getByText("To pay at collection").waitFor();
    await page.getByText(/^Home sample collection, .+, 7:00-9:00 am$/).waitFor();
    // Nothing is booked, so nothing is texted, before the customer confirms.
    expect(
      (await smsInbox(server.url, mobile)).filter((m) => m.message.includes("is confirmed for")),
    ).toEqual([]);

    await page.getByRole("button", { name: "Confirm booking" }).click();
    await page.getByRole("heading", { level: 1, name: "Booking confirmed" }).waitFor();
    await page.getByText(/not paid yet/).waitFor();
    expect(await confirmedText(mobile)).toMatch(/home collection .* is confirmed for .*07:00/);
  });
});
