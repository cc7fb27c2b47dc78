/**
 * "My bookings" in Chromium against the real server, with Razorpay's simulator
 * (docs/product.md#my-bookings): a customer who paid an order online (and has a home-collection
 * booking) opens My bookings from the account menu and sees both with their timelines; moves the
 * order's collection to another window; cancels it and sees "refund started", then "refunded" once
 * the simulator processes the refund and its webhook arrives. With the server stopped the list
 * still opens "As of" the last sync, and reschedule and cancel say they need a connection.
 */
import { type RunningRazorpaySimulator, startRazorpaySimulator } from "@vyom/edge-api/razorpay-sim";
import { seedBooking, seedConfirmedVisit } from "@vyom/edge-api/test/visits";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";
import {
  checkoutFlow,
  expectedAmount,
  freshMobile,
  rupees,
  tomorrowInIndia,
} from "./support/checkout-flow.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let sim: RunningRazorpaySimulator;
let server: TestServer;
let browser: Browser;
let flow: ReturnType<typeof checkoutFlow>;

beforeAll(async () => {
  sim = await startRazorpaySimulator();
  sim.store.refundDelayMs = "manual";
  [server, browser] = await Promise.all([
    startTestServer({
      env: {
        RAZORPAY_KEY_ID: sim.keys.keyId,
        RAZORPAY_KEY_SECRET: sim.keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: sim.keys.webhookSecret,
        RAZORPAY_API_URL: sim.url,
      },
    }),
    launchBrowser(),
  ]);
  flow = checkoutFlow(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sim?.close();
});

/** Razorpay posts its webhooks to the server; here the test delivers them as Razorpay would. */
async function deliverWebhooks(event: string) {
  for (const webhook of sim.store.webhooks.filter((w) => w.event === event)) {
    await fetch(`${server.url}/api/payments/razorpay/webhook`, {
      method: "POST",
      headers: webhook.headers,
      body: webhook.body,
    });
  }
}

async function paidOrder(page: Page, mobile: string): Promise<string> {
  await flow.cartThenCheckout(page, "Kavya Shetty", mobile);
  await flow.fillAppointmentAndOffice(page);
  // A pincode of the demo's Chennai area, so the visit's windows can be listed.
  await page.getByRole("textbox", { name: "Pincode" }).fill("600020");
  await page.getByRole("button", { name: `Place order and pay ${rupees(expectedAmount)}` }).click();
  await page.waitForURL(`${sim.url}/v1/checkout/page?**`);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/cart-form\/confirmation\?orderId=VYO-/);
  await page.getByText("Payment received.").waitFor();
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

describe("My bookings", () => {
  it("shows the paid order and the booking, moves one, cancels it with a refund, and opens offline", async () => {
    const { page, errors } = await openPage(browser);
    const mobile = freshMobile();
    const orderId = await paidOrder(page, mobile);
    const day = tomorrowInIndia();
    await seedConfirmedVisit(server.database.db, {
      subject: `order:${orderId}`,
      mobileNumber: mobile,
      window: { areaId: "chennai", day, startsAt: "17:00" },
      tests: ["Complete Blood Count"],
    });
    const bookingId = await seedBooking(server.database.db, {
      name: "Meena Shetty",
      mobileNumber: mobile,
      pincode: "600020",
      collectionDate: day,
    });
    await seedConfirmedVisit(server.database.db, {
      subject: `booking:${bookingId}`,
      mobileNumber: mobile,
      window: { areaId: "chennai", day, startsAt: "11:00" },
      tests: [],
    });

    await page.getByRole("link", { name: "My bookings" }).first().click();
    await page.waitForURL(`${server.url}/my-bookings`);
    const order = page.locator(`li[data-booking="${orderId}"]`);
    const booking = page.locator(`li[data-booking="BK-${bookingId.slice(0, 8).toUpperCase()}"]`);
    await order.getByText(`Confirmed for ${day}, 17:00-19:00`).waitFor();
    await booking.getByText(`Confirmed for ${day}, 11:00-13:00`).waitFor();
    await order.getByText(/For Kavya Shetty \(My Self\)/).waitFor();
    await booking.getByText(/For Meena Shetty/).waitFor();
    // Newest first: the booking was made after the order.
    const references = await page
      .locator("li[data-booking]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-booking")));
    expect(references.indexOf(orderId)).toBeGreaterThan(0);

    // Reschedule the order's collection to the 15:00 window of the same day.
    await order.getByRole("button", { name: "Reschedule" }).click();
    await order.getByRole("button", { name: new RegExp(`^${day}, 15:00-17:00`) }).click();
    await order.getByText("Your booking is moved.").waitFor();
    await order.getByText(`Moved for ${day}, 15:00-17:00`).waitFor();

    // Cancel it: a confirmation first, then "refund started".
    await order.getByRole("button", { name: "Cancel booking" }).click();
    await order.getByText("Cancel this booking? This cannot be undone.").waitFor();
    await order.getByRole("button", { name: "Yes, cancel" }).click();
    await order.getByText(`Refund started: ₹${expectedAmount}`).waitFor();
    expect([...sim.store.refunds.values()].map((r) => r.status)).toEqual(["pending"]);

    // Razorpay processes the refund and says so; the screen follows without a reload.
    for (const refund of sim.store.refunds.values()) sim.store.settleRefund(refund.id);
    await deliverWebhooks("refund.processed");
    await order.getByText(`Refunded: ₹${expectedAmount}`).waitFor({ timeout: 15_000 });
    await expect(order.getByRole("button", { name: "Cancel booking" }).count()).resolves.toBe(0);

    // Offline: with the server stopped the list opens from the last sync, "As of" its time.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    errors.allow(/ERR_CONNECTION_REFUSED|Failed to fetch|net::ERR/);
    await server.stop();
    try {
      await page.goto(`${server.url}/my-bookings`, { waitUntil: "domcontentloaded" });
      await page.getByText(/^As of /).waitFor({ timeout: 15_000 });
      await page
        .locator(`li[data-booking="${orderId}"]`)
        .getByText(`Refunded: ₹${expectedAmount}`)
        .waitFor();
      const offlineBooking = page.locator(`li[data-booking^="BK-"]`);
      await offlineBooking.getByText(`Confirmed for ${day}, 11:00-13:00`).waitFor();
      const reschedule = offlineBooking.getByRole("button", { name: "Reschedule" });
      const cancel = offlineBooking.getByRole("button", { name: "Cancel booking" });
      expect(await reschedule.isDisabled()).toBe(true);
      expect(await cancel.isDisabled()).toBe(true);
      await offlineBooking.getByText("Rescheduling and cancelling need a connection.").waitFor();
    } finally {
      await server.restart();
    }
  });
});
