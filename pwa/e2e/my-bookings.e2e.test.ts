/**
 * A booking's whole life in Chromium against the real server, with Razorpay's simulator
 * (docs/product.md#my-bookings, #booking-desk): a customer picks a collection window in checkout,
 * pays, and My bookings shows it confirmed; the lab's desk (signed in with TOTP) assigns a
 * technician and marks the sample collected, and the customer's timeline shows each step while the
 * SMS simulator received each message. The customer moves a home-collection booking to another
 * window and cancels a second paid order: "refund started", then "refunded" once the simulator
 * processes the refund and its webhook arrives. With the server stopped the list still opens
 * "As of" the last sync, and reschedule and cancel say they need a connection.
 */
import { clockWords, dayWindowWords, windowWords } from "@vyom/catalog/contract";
import { type RunningRazorpaySimulator, startRazorpaySimulator } from "@vyom/edge-api/razorpay-sim";
import { type DeskWalk, seedDeskWalk } from "@vyom/edge-api/test/desk-fixtures";
import { seedBooking, seedConfirmedVisit } from "@vyom/edge-api/test/visits";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, releaseBrowser, sharedBrowser } from "./support/browser.ts";
import {
  cbc,
  checkoutFlow,
  expectedAmount,
  freshMobile,
  premium,
  rupees,
  thyroid,
  tomorrowInIndia,
} from "./support/checkout-flow.ts";
import { allowUnauthorised, signInAndEnrol } from "./support/desk.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let sim: RunningRazorpaySimulator;
let server: TestServer;
let browser: Browser;
let flow: ReturnType<typeof checkoutFlow>;
let desk: DeskWalk;

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
        ADMIN_TWO_FACTOR: "required",
      },
    }),
    sharedBrowser(),
  ]);
  flow = checkoutFlow(server.url);
  desk = await seedDeskWalk(server.database.db);
});
afterAll(async () => {
  await releaseBrowser(browser);
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

/** A paid checkout of the three test items, for home collection in the demo's Chennai area. */
async function payInCheckout(page: Page, startsAt: string): Promise<string> {
  await flow.fillAppointmentAndOffice(page);
  await page.getByRole("textbox", { name: "Pincode" }).fill("600020");
  // The address's pincode brings the day's real windows with their places.
  const slot = page.getByRole("combobox", { name: "Time slot" });
  const endsAt = `${String(Number(startsAt.slice(0, 2)) + 2).padStart(2, "0")}:00`;
  await slot.locator("option", { hasText: `${windowWords(startsAt, endsAt)} ·` }).waitFor({
    state: "attached",
  });
  await slot.selectOption(`${startsAt}-${endsAt}`);
  await page.getByRole("button", { name: `Place order and pay ${rupees(expectedAmount)}` }).click();
  await page.waitForURL(`${sim.url}/v1/checkout/page?**`);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/cart-form\/confirmation\?orderId=VYO-/);
  await page.getByText("Payment received.").waitFor();
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

/** The customer's first order: signs up at checkout on the way. */
async function firstPaidOrder(page: Page, mobile: string, startsAt: string) {
  await flow.cartThenCheckout(page, "Kavya Shetty", mobile);
  return payInCheckout(page, startsAt);
}

/** Another order by the same customer, already signed in. */
async function nextPaidOrder(page: Page, startsAt: string) {
  await flow.addToCart(page, cbc.testDetailsPageLink, cbc.testName);
  await flow.addToCart(page, thyroid.testDetailsPageLink, thyroid.testName);
  await flow.addToCart(page, `/${premium.slug}`, premium.packageName);
  await page.goto(`${server.url}/cart`);
  await page.getByRole("link", { name: "Proceed to book" }).click();
  await page.waitForURL(`${server.url}/cart-form`);
  await page.getByRole("heading", { name: "Members" }).waitFor();
  return payInCheckout(page, startsAt);
}

/** The texts the SMS simulator delivered to `mobile`, newest first. */
async function smsTo(mobile: string): Promise<string[]> {
  const res = await fetch(`${server.url}/api/dev/sms-outbox?mobile=${mobile}`);
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message);
}

describe("My bookings", () => {
  it("follows a booking from checkout to collection, moves one, cancels one with a refund, and opens offline", async () => {
    const { page, errors } = await openPage(browser, { serviceWorker: true });
    const mobile = freshMobile();
    const day = tomorrowInIndia();

    // 1. The customer picks the 17:00 window in checkout and pays: the visit is confirmed.
    const orderId = await firstPaidOrder(page, mobile, "17:00");
    // From the header's account menu, as a signed-in customer reaches it.
    await page.locator("header").getByRole("button", { name: "Kavya Shetty" }).click();
    await page.getByRole("link", { name: "My bookings" }).first().click();
    await page.waitForURL(`${server.url}/my-bookings`);
    const order = page.locator(`li[data-booking="order:${orderId}"]`);
    await order.getByText(`Confirmed for ${dayWindowWords(day, "17:00", "19:00")}`).waitFor();
    await order.getByText(/For Kavya Shetty \(My Self\)/).waitFor();

    // 2. The lab's desk assigns a technician and marks the sample collected.
    const deskPage = await openPage(browser);
    allowUnauthorised(deskPage.errors);
    await signInAndEnrol(deskPage.page, server.url, desk);
    await deskPage.page.getByLabel("Day").first().fill(day);
    const row = deskPage.page.getByRole("row").filter({ hasText: mobile });
    await row.getByRole("button", { name: /^Open / }).click();
    const opened = deskPage.page.locator("section.desk-visit");
    const status = opened.getByTestId("visit-status");
    await expect.poll(() => status.innerText()).toBe("Confirmed");
    // The options name each technician's area and day (the desk's suggestion): chosen by name.
    const technician = opened.getByLabel("Technician");
    const chosen = technician.locator("option", { hasText: desk.technician });
    await technician.selectOption((await chosen.getAttribute("value")) ?? "");
    await opened.getByLabel("Arriving by").fill("17:30");
    await opened.getByRole("button", { name: "Assign technician" }).click();
    await expect.poll(() => status.innerText()).toBe("Technician assigned");
    // The visit is tomorrow: collected now only through the desk's confirmation.
    await opened.getByRole("button", { name: "Mark collected" }).click();
    await deskPage.page.getByRole("button", { name: "Yes, it was collected early" }).click();
    await expect.poll(() => status.innerText()).toBe("Collected");

    // The customer's timeline shows each step, and each SMS reached the phone; "on the way" is
    // not among them: it leaves when the technician starts the visit on its day.
    await page.reload();
    await order
      .getByText(`Technician Murugan (******2345) arriving by ${clockWords("17:30")}`)
      .waitFor();
    await order.getByText("Sample collected").waitFor();
    await expect
      .poll(async () => smsTo(mobile), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/home collection .* is confirmed for .*17:00/),
          expect.stringMatching(/your sample for .* has been collected/),
        ]),
      );
    expect((await smsTo(mobile)).join("\n")).not.toContain("on the way");

    // 3. A home-collection booking made with the same mobile moves to another window.
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
    await page.reload();
    const booking = page.locator(`li[data-booking="booking:${bookingId}"]`);
    await booking.getByText(`Confirmed for ${dayWindowWords(day, "11:00", "13:00")}`).waitFor();
    await booking.getByText(/For Meena Shetty/).waitFor();
    await booking.getByRole("button", { name: "Reschedule" }).click();
    const later = dayWindowWords(day, "15:00", "17:00");
    await booking.getByRole("button", { name: `${later} (` }).click();
    // Nothing moves until the customer says so.
    await booking.getByText(`Move your visit to ${later}?`).waitFor();
    await booking.getByRole("button", { name: "Confirm" }).click();
    await booking.getByText("Your booking is moved.").waitFor();
    await booking.getByText(`Moved for ${dayWindowWords(day, "15:00", "17:00")}`).waitFor();

    // 4. A second paid order is cancelled: "refund started", then "refunded".
    const secondId = await nextPaidOrder(page, "13:00");
    await page.goto(`${server.url}/my-bookings`);
    const second = page.locator(`li[data-booking="order:${secondId}"]`);
    await second.getByText(`Confirmed for ${dayWindowWords(day, "13:00", "15:00")}`).waitFor();
    // Newest first.
    const references = await page
      .locator("li[data-booking]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-booking")));
    expect(references.indexOf(`order:${secondId}`)).toBeGreaterThanOrEqual(0);
    expect(references.indexOf(`order:${secondId}`)).toBeLessThan(
      references.indexOf(`order:${orderId}`),
    );
    await second.getByRole("button", { name: "Cancel booking" }).click();
    await second.getByText("Cancel this booking? This cannot be undone.").waitFor();
    await second.getByRole("button", { name: "Yes, cancel" }).click();
    await second.getByText(`Refund started: ${rupees(expectedAmount)}`).waitFor();
    expect([...sim.store.refunds.values()].map((r) => r.status)).toEqual(["pending"]);
    // Razorpay processes the refund and says so; the screen follows without a reload.
    for (const refund of sim.store.refunds.values()) sim.store.settleRefund(refund.id);
    await deliverWebhooks("refund.processed");
    await second.getByText(`Refunded: ${rupees(expectedAmount)}`).waitFor({ timeout: 15_000 });
    await expect(second.getByRole("button", { name: "Cancel booking" }).count()).resolves.toBe(0);

    // 5. Offline: with the server stopped the list opens from the last sync, "As of" its time.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    errors.allow(/ERR_CONNECTION_REFUSED|Failed to fetch|net::ERR/);
    await server.stop();
    try {
      await page.goto(`${server.url}/my-bookings`, { waitUntil: "domcontentloaded" });
      await page.getByText(/^As of /).waitFor({ timeout: 15_000 });
      await page
        .locator(`li[data-booking="order:${secondId}"]`)
        .getByText(`Refunded: ${rupees(expectedAmount)}`)
        .waitFor();
      await page
        .locator(`li[data-booking="order:${orderId}"]`)
        .getByText("Sample collected")
        .waitFor();
      const offlineBooking = page.locator(`li[data-booking^="booking:"]`);
      await offlineBooking
        .getByText(`Moved for ${dayWindowWords(day, "15:00", "17:00")}`)
        .waitFor();
      // The device's copy shows before the server's refusal arrives; the card's note comes with
      // that refusal, and the buttons are disabled in the same render.
      await offlineBooking.getByText("Rescheduling and cancelling need a connection.").waitFor();
      const reschedule = offlineBooking.getByRole("button", { name: "Reschedule" });
      const cancel = offlineBooking.getByRole("button", { name: "Cancel booking" });
      expect(await reschedule.isDisabled()).toBe(true);
      expect(await cancel.isDisabled()).toBe(true);
    } finally {
      await server.restart();
    }
  });
});
