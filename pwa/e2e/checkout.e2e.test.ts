/**
 * Checkout (docs/product.md#checkout-and-payment) in Chromium against the real server and the
 * production build: a visitor adds two tests and a package, goes to /cart-form, signs up in the
 * login dialog that opens there, gives their date of birth and gender, adds a family member (her
 * age and gender), books home collection at an office address and pays at the built-in test
 * gateway; the order keeps each member's details for the lab. The admin list then shows that transaction Paid with the
 * catalogue's amount. A second customer's payment fails: the admin list shows Not Paid, checkout
 * offers Retry, and the retry pays the SAME order once.
 */
import { referencePattern } from "@vyom/catalog/contract";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "@vyom/edge-api/env";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { desktop, openPage } from "./support/browser.ts";
import {
  cbc,
  checkoutFlow,
  expectedAmount,
  freshMobile,
  premium,
  rupees,
  thyroid,
} from "./support/checkout-flow.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { browser, server, startSuite } from "./support/suite.ts";

let flow: ReturnType<typeof checkoutFlow>;
startSuite();
beforeAll(async () => {
  flow = checkoutFlow(server.url);
});

interface AdminTransaction {
  orderId: string;
  reference: string;
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
    await flow.cartThenCheckout(page, "Kavya Shetty", mobile, true);

    // The members rule: 'My Self' first, without Remove, with their mobile and the date of birth
    // and gender given at sign-up's first checkout; a new member is checked, then added.
    const members = page.getByRole("region", { name: "Members" });
    expect(await members.getByRole("listitem").allTextContents()).toEqual([
      `Kavya Shetty (My Self) ${mobile}Female, born 17 May 1990Change date of birth and gender of Kavya Shetty`,
    ]);
    await page.getByRole("button", { name: "Add a family member" }).click();
    await page.getByRole("textbox", { name: "Member name" }).fill("Meena Shetty");
    await page.getByRole("combobox", { name: "Relation" }).selectOption("Mother");
    await page.getByRole("textbox", { name: "Member mobile number" }).fill("5876512345");
    await page.getByRole("button", { name: "Save member" }).click();
    await page.getByText("Enter Valid Mobile Number").waitFor();
    await page.getByText("Enter the date of birth (DD/MM/YYYY)").waitFor();
    await page.getByText("Choose the gender").waitFor();
    // On the narrowest phones the member form fits, and each message is tied to its control.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("group", { name: "Add a member" }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-add-member-320", false);
    await page.setViewportSize(desktop);
    await page.getByRole("textbox", { name: "Member mobile number" }).fill("9876512345");
    // Her date of birth is not known: her age, in whole years.
    await page.getByRole("checkbox", { name: "I don't know the date: enter age" }).check();
    await page.getByRole("textbox", { name: "Age in years" }).fill("64");
    await page.getByRole("radio", { name: "Female", exact: true }).check();
    await page.getByRole("button", { name: "Save member" }).click();
    await members.getByRole("button", { name: "Remove Meena Shetty" }).waitFor();
    await members.getByText("Female, 64 years").waitFor();
    await page
      .getByRole("combobox", { name: `For ${thyroid.testName}` })
      .selectOption({ label: "Meena Shetty (Mother)" });

    await flow.fillAppointmentAndOffice(page);
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
    // The order's one short reference, not its internal order id (the gateway's).
    const shownReference = details.locator(".confirmation-reference");
    await shownReference.waitFor();
    const reference = await shownReference.innerText();
    expect(reference).toMatch(referencePattern);
    expect(await details.getByText(orderId, { exact: true }).count()).toBe(0);
    await details.getByText(rupees(expectedAmount), { exact: true }).waitFor();
    await details.getByText(/^Home sample collection, .+, 7:00-9:00 am$/).waitFor();
    await details.getByText(`${thyroid.testName} for Meena Shetty`, { exact: false }).waitFor();
    // Paid online reads "Amount paid"; each test's preparation as its catalogue page labels it.
    await details.getByText("Amount paid", { exact: true }).waitFor();
    const preparation = page.getByRole("region", { name: "How to prepare" });
    await preparation.getByText(`${thyroid.testName}: No Fasting Required`).waitFor();
    await page.getByRole("link", { name: "See it in My bookings" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, "checkout-confirmation");

    const [paid] = await adminTransactionsFor(mobile);
    expect(paid).toMatchObject({ orderId, reference, paymentStatus: true, amount: expectedAmount });
    expect(paid?.products.map((p) => p.name)).toEqual([
      cbc.testName,
      thyroid.testName,
      premium.packageName,
    ]);
    expect(JSON.parse(paid?.responseLog ?? "{}")).toMatchObject({ status: "success" });

    // The paid lines left the cart.
    await page.goto(`${server.url}/cart`);
    await page.getByText("Your cart is empty.").waitFor();

    // The account keeps what the lab is told of each member (the order carries the same).
    const me = await page.request.get(`${server.url}/api/users/me`);
    expect(me.status()).toBe(200);
    const { user } = (await me.json()) as { user: { cart: { members: unknown[] } } };
    expect(user.cart.members).toEqual([
      {
        name: "Kavya Shetty",
        relation: "My Self",
        mobileNumber: mobile,
        vyomId: expect.any(String),
        birthDate: "1990-05-17",
        gender: "female",
      },
      {
        name: "Meena Shetty",
        relation: "Mother",
        mobileNumber: "9876512345",
        age: 64,
        gender: "female",
      },
    ]);
  });

  it("a failed payment is Not Paid and offers Retry, which pays the same order once", async () => {
    const { page } = await openPage(browser);
    const mobile = freshMobile();
    await flow.cartThenCheckout(page, "Arjun Rao", mobile);
    await flow.fillAppointmentAndOffice(page);
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
