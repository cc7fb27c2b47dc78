/**
 * Checkout (issue 8) in Chromium against the real server and the production build: a visitor adds
 * two tests and a package, goes to /cart-form, signs up in the login dialog that opens there, adds
 * a family member, books home collection at an office address and pays at the built-in test
 * gateway. The admin list then shows that transaction Paid with the catalogue's amount. A second
 * customer's payment fails: the admin list shows Not Paid, checkout offers Retry, and the retry
 * pays the SAME order once.
 */
import { healthPackages, labTests, priceOf } from "@vyom/catalog";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "@vyom/edge-api/env";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, openPage, waitForHydration } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function catalogueItem<T>(item: T | undefined, what: string): T {
  if (!item) throw new Error(`catalogue has no ${what}`);
  return item;
}
const cbc = catalogueItem(
  labTests.find((t) => t.testDetailsPageLink === "/cbc-test"),
  "CBC",
);
const thyroid = catalogueItem(
  labTests.find((t) => t.testDetailsPageLink === "/thyroid-test"),
  "thyroid",
);
const premium = catalogueItem(
  healthPackages.find((p) => p.slug === "health-package-premium"),
  "Premium",
);
const chennaiPrice = (item: Parameters<typeof priceOf>[0]) => {
  const price = priceOf(item, "chennai");
  if (!price.offered) throw new Error("fixture not offered in Chennai");
  return price.price;
};
/** What the order must cost: the catalogue's Chennai prices (Chennai is the default city). */
const expectedAmount = chennaiPrice(cbc) + chennaiPrice(thyroid) + chennaiPrice(premium);
const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** A fresh number for each customer: 8 and nine random digits. */
const freshMobile = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** Tomorrow in India, `YYYY-MM-DD` (every slot of tomorrow is open, whatever the hour now). */
const tomorrowInIndia = () =>
  new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

async function newestOtp(mobile: string, seen: number): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const res = await fetch(`${server.url}/api/dev/sms-outbox?mobile=${mobile}`);
    const { messages } = (await res.json()) as { messages: { message: string }[] };
    const code = messages.length > seen ? /^\d{5}/.exec(messages[0]?.message ?? "")?.[0] : null;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP reached ${mobile}`);
}

interface AdminTransaction {
  orderId: string;
  mobileNumber: string;
  paymentStatus: boolean;
  amount: number;
  products: { name: string; price: number }[];
  responseLog: string;
}

/** The admin's list, as the admin screen loads it: sign in, then fetch-transactions. */
async function adminTransactionsFor(mobile: string): Promise<AdminTransaction[]> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const res = await fetch(`${server.url}/api/transactions-history/fetch-transactions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: "{}",
  });
  expect(res.status).toBe(200);
  const { transactions } = (await res.json()) as { transactions: AdminTransaction[] };
  return transactions.filter((t) => t.mobileNumber === mobile);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function addToCart(page: Page, path: string, name: string) {
  await page.goto(`${server.url}${path}`);
  // The test and package pages arrive prerendered: a click before hydration would be lost.
  await waitForHydration(page);
  await page
    .getByRole("button", { name: `Add to cart ${name}` })
    .first()
    .click();
  await page
    .getByRole("link", { name: new RegExp(`Added ${escapeRegExp(name)}`) })
    .first()
    .waitFor();
}

/** On /cart-form the login dialog opens by itself: sign up a new number there. */
async function signUpInDialog(page: Page, name: string, mobile: string) {
  const dialog = page.getByRole("dialog", { name: "Hello! Kindly login to avail our services" });
  await dialog.waitFor();
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = dialog.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await signUp.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
  await signUp.getByRole("textbox", { name: "Mail Id" }).fill("checkout@example.in");
  await signUp.getByRole("textbox", { name: "Pincode" }).fill("560017");
  await signUp.getByRole("button", { name: "Verify" }).click();
  await signUp.getByRole("heading", { name: "Verify OTP" }).waitFor();
  const code = await newestOtp(mobile, 0);
  await signUp.getByRole("textbox", { name: "Digit 1 of 5" }).click();
  await page.keyboard.type(code);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Cart with CBC, Thyroid Profile and the Premium package, then checkout as a new customer. */
async function cartThenCheckout(page: Page, name: string, mobile: string, audit = false) {
  await addToCart(page, cbc.testDetailsPageLink, cbc.testName);
  await addToCart(page, thyroid.testDetailsPageLink, thyroid.testName);
  await addToCart(page, `/${premium.slug}`, premium.packageName);

  await page.goto(`${server.url}/cart`);
  const total = page.locator(".summary-total dd");
  await total.waitFor();
  expect(await total.textContent()).toBe(rupees(expectedAmount));
  if (audit) {
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, "checkout-cart");
  }
  await page.getByRole("link", { name: "Proceed to book" }).click();
  await page.waitForURL(`${server.url}/cart-form`);

  await signUpInDialog(page, name, mobile);
  await page.getByRole("heading", { name: "Members" }).waitFor();
  if (audit) {
    // With every message showing: an attempt to place the order with nothing filled in.
    await page.getByRole("button", { name: /^Place order and pay/ }).click();
    await page.getByText("Please correct the fields marked above.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, "checkout-form-messages");
  }
}

async function fillAppointmentAndOffice(page: Page) {
  await page.getByRole("radio", { name: "Home sample collection" }).check();
  await page.getByLabel("Date").fill(tomorrowInIndia());
  await page.getByRole("combobox", { name: "Time slot" }).selectOption("07:00-09:00");
  await page.getByRole("radio", { name: "Office address" }).check();
  await page.getByRole("textbox", { name: "House / flat number" }).fill("4th Floor, 12");
  await page.getByRole("textbox", { name: "Area" }).fill("Old Airport Road");
  await page.getByRole("textbox", { name: "Landmark (optional)" }).fill("Near the metro");
  await page.getByRole("textbox", { name: "Pincode" }).fill("560017");
  await page.getByRole("textbox", { name: "Contact person", exact: true }).fill("Kavya Shetty");
}

/** Places the order and answers the gateway page's order id. */
async function placeOrderToGateway(page: Page): Promise<string> {
  await page.getByRole("button", { name: `Place order and pay ${rupees(expectedAmount)}` }).click();
  await page.waitForURL(/\/api\/payments\/test-gateway\/VYO-\d{8}-[A-Z2-9]{6}$/);
  await page.getByRole("heading", { name: `Pay ${rupees(expectedAmount)}` }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

describe("checkout", () => {
  it("books two tests and a package for a new member at an office address and pays: admin shows Paid", async () => {
    const { page } = await openPage(browser);
    const mobile = freshMobile();
    await cartThenCheckout(page, "Kavya Shetty", mobile, true);

    // The members rule: 'My Self' first, without Remove; a new member is checked, then added.
    const members = page.getByRole("region", { name: "Members" });
    expect(await members.getByRole("listitem").allTextContents()).toEqual([
      "Kavya Shetty (My Self)",
    ]);
    await page.getByRole("button", { name: "Add a family member" }).click();
    await page.getByRole("textbox", { name: "Member name" }).fill("Meena Shetty");
    await page.getByRole("combobox", { name: "Relation" }).selectOption("Mother");
    await page.getByRole("textbox", { name: "Member mobile number" }).fill("5876512345");
    await page.getByRole("button", { name: "Save member" }).click();
    await page.getByText("Enter Valid Mobile Number").waitFor();
    await page.getByRole("textbox", { name: "Member mobile number" }).fill("9876512345");
    await page.getByRole("button", { name: "Save member" }).click();
    await members.getByRole("button", { name: "Remove Meena Shetty" }).waitFor();
    await page
      .getByRole("combobox", { name: `For ${thyroid.testName}` })
      .selectOption({ label: "Meena Shetty (Mother)" });

    await fillAppointmentAndOffice(page);
    await saveScreenshot(page, "checkout-form-filled");
    const orderId = await placeOrderToGateway(page);
    await saveScreenshot(page, "checkout-gateway");
    const unpaid = await adminTransactionsFor(mobile);
    expect(unpaid.map((t) => [t.orderId, t.paymentStatus, t.amount])).toEqual([
      [orderId, false, expectedAmount],
    ]);

    await page.getByRole("button", { name: "Pay successfully" }).click();
    await page.waitForURL(`${server.url}/cart-form/confirmation?orderId=${orderId}`);
    await page.getByRole("heading", { level: 1, name: "Booking confirmed" }).waitFor();
    const details = page.locator(".confirmation-details");
    await details.getByText(orderId, { exact: true }).waitFor();
    await details.getByText(rupees(expectedAmount), { exact: true }).waitFor();
    await details.getByText(/^Home sample collection, .+, 07:00 – 09:00$/).waitFor();
    await details.getByText(`${thyroid.testName} for Meena Shetty`, { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, "checkout-confirmation");

    const [paid] = await adminTransactionsFor(mobile);
    expect(paid).toMatchObject({ orderId, paymentStatus: true, amount: expectedAmount });
    expect(paid?.products.map((p) => p.name)).toEqual([
      cbc.testName,
      thyroid.testName,
      premium.packageName,
    ]);
    expect(JSON.parse(paid?.responseLog ?? "{}")).toMatchObject({ status: "success" });

    // The paid lines left the cart.
    await page.goto(`${server.url}/cart`);
    await page.getByText("Your cart is empty.").waitFor();
  });

  it("a failed payment is Not Paid and offers Retry, which pays the same order once", async () => {
    const { page } = await openPage(browser);
    const mobile = freshMobile();
    await cartThenCheckout(page, "Arjun Rao", mobile);
    await fillAppointmentAndOffice(page);
    const orderId = await placeOrderToGateway(page);

    await page.getByRole("button", { name: "Fail payment" }).click();
    await page.waitForURL(`${server.url}/cart-form?payment=failed&orderId=${orderId}`);
    const failed = page.getByRole("region", { name: "Payment failed" });
    await failed.waitFor();
    await failed.getByText(orderId).waitFor();
    await saveScreenshot(page, "checkout-payment-failed", false);
    const [notPaid] = await adminTransactionsFor(mobile);
    expect(notPaid).toMatchObject({ orderId, paymentStatus: false, amount: expectedAmount });
    expect(JSON.parse(notPaid?.responseLog ?? "{}")).toMatchObject({ status: "failure" });

    await failed.getByRole("button", { name: "Retry payment" }).click();
    await page.waitForURL(`${server.url}/api/payments/test-gateway/${orderId}`);
    await page.getByRole("button", { name: "Pay successfully" }).click();
    await page.waitForURL(`${server.url}/cart-form/confirmation?orderId=${orderId}`);
    await page.getByRole("heading", { level: 1, name: "Booking confirmed" }).waitFor();

    const transactions = await adminTransactionsFor(mobile);
    expect(transactions.map((t) => [t.orderId, t.paymentStatus, t.amount])).toEqual([
      [orderId, true, expectedAmount],
    ]);
  });
});
