// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * The admin area in Chromium against the real server (demo data: ~30 transactions, a few
 * bookings; dev admin admin@vyom.example / vyom-admin-dev): sign-in, the transaction table,
 * search, details, CSV export parsed back with papaparse, bookings, offline, and logout with Back.
 * Last, an order paid at the test gateway and cancelled from My bookings reads refunded in the
 * list, the details and the CSV.
 */
import { readFile } from "node:fs/promises";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "@vyom/edge-api/env";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { desktop, failOnPageErrors, openPage, type PageErrors } from "./support/browser.ts";
import { checkoutFlow, expectedAmount, freshMobile, rupees } from "./support/checkout-flow.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { browser, server, startSuite } from "./support/suite.ts";

interface ApiTransaction {
  name: string;
  mobileNumber: string;
  orderId: string;
  /** The reference the screens show in Booking Id (catalog/src/contract/booking-reference.ts). */
  reference: string;
  amount: number;
  updatedAt: string;
  responseLog: string;
  money: { status: string; refund: { settledAt: string | null; refundId: string | null } | null };
}

/** The list as the API answers it (newest first), read outside the browser. */
let apiTransactions: ApiTransaction[];

startSuite();
beforeAll(async () => {
  const res = await fetch(`${server.url}/api/transactions-history/fetch-transactions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  apiTransactions = ((await res.json()) as { transactions: ApiTransaction[] }).transactions;
  expect(apiTransactions.length).toBeGreaterThanOrEqual(20);
});

/** The browser logs every 401 the app expects (wrong password, no session) as a console error. */
const allowUnauthorised = (errors: PageErrors) =>
  errors.allow(/Failed to load resource: the server responded with a status of 401/);

/** The CSV's times are ISO 8601 to the second. */
const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;

const transactionsTable = (page: Page) =>
  page.getByRole("table", { name: "Payment transactions, newest first" });

/** The first seven cells (the CSV's columns) of every body row of the transaction table. */
const shownRows = (page: Page) =>
  transactionsTable(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll("td"))
          .slice(0, 7)
          .map((cell) => cell.textContent ?? ""),
      ),
    );

async function signIn(page: Page, password = DEV_ADMIN_PASSWORD) {
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("E-mail").fill(DEV_ADMIN_EMAIL);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signedIn(page: Page) {
  await signIn(page);
  await page.waitForURL(`${server.url}/transactions-history`);
  await transactionsTable(page).waitFor();
}

describe("admin sign-in", () => {
  it("refuses a wrong password with '❌ Wrong Email Or Password'", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await signIn(page, "not-the-password");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe("❌ Wrong Email Or Password");
    expect(new URL(page.url()).pathname).toBe("/admin-login");
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await saveScreenshot(page, "admin-login-failed");
  });

  it("sends /transactions-history to /admin-login without a session", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await page.goto(`${server.url}/transactions-history`);
    await page.waitForURL(`${server.url}/admin-login`);
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    expect(await page.locator("table").count()).toBe(0);
  });

  it("sends a tab already signed in from the prerendered /admin-login to the history, hydrating cleanly", async () => {
    const { page, errors } = await openPage(browser);
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await signedIn(page);
    await page.goto(`${server.url}/admin-login`);
    await page.waitForURL(`${server.url}/transactions-history`);
    await transactionsTable(page).waitFor();
    expect(
      logged.filter((text) => /hydrat|Minified React error #(418|423|425)/i.test(text)),
    ).toEqual([]);
    expect(errors.messages).toEqual([]);
  });

  it("says the admin area needs a connection when offline", async () => {
    const { context, page } = await openPage(browser, { serviceWorker: true });
    await page.goto(`${server.url}/admin-login`);
    await page.getByLabel("E-mail").waitFor();
    // Let the service worker finish installing first: cutting its script fetch logs an error.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.getByText(/needs an internet connection/).waitFor();
    expect(await page.getByRole("button", { name: "Sign in" }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await page.getByText(/needs an internet connection/).waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Sign in" }).isDisabled()).toBe(false);
  });
});

describe("transaction history", () => {
  it("shows every transaction, newest first, after the right password", async () => {
    const { page } = await openPage(browser);
    await signedIn(page);
    const updated = apiTransactions.map((t) => Date.parse(t.updatedAt));
    expect(updated).toEqual(updated.toSorted((a, b) => b - a));
    const rows = await shownRows(page);
    expect(rows.map((row) => row[3])).toEqual(apiTransactions.map((t) => t.reference));
    expect(rows.map((row) => row[0])).toEqual(apiTransactions.map((t) => t.name));
    for (const row of rows) {
      expect(row[4]).toMatch(/^₹[\d,]+$/);
      // The demo's transactions come from the earlier system: paid online, failed or waiting.
      expect(row[5]).toMatch(
        /^(Paid online by (UPI|card|net banking) on \d{1,2} [A-Z][a-z]{2,3} \d{4}|Payment failed|Awaiting payment)$/,
      );
      // en-IN dates: "7 Feb 2025, 12:15 am" ("Sept" has four letters).
      expect(row[6]).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/i);
    }
    // Only the fact of being signed in is kept, never the password.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(DEV_ADMIN_PASSWORD);
    expect(JSON.parse(stored)).toEqual({ "vyom-admin-signed-in": "true" });
    await saveScreenshot(page, "admin-transactions");
  });

  it("filters by mobile as you type", async () => {
    const { page } = await openPage(browser);
    await signedIn(page);
    const digits = apiTransactions[3]?.mobileNumber.slice(0, 4) ?? "";
    await page.getByLabel("Search by mobile").pressSequentially(digits, { delay: 30 });
    const expected = apiTransactions.filter((t) => t.mobileNumber.includes(digits));
    await expect
      .poll(async () => (await shownRows(page)).map((row) => row[3]))
      .toEqual(expected.map((t) => t.reference));
    await page.getByLabel("Search by mobile").fill("00000000");
    await page.getByText("No transactions found").waitFor();
  });

  it("opens the details overlay with the response log pretty-printed", async () => {
    const { page } = await openPage(browser);
    await signedIn(page);
    const first = apiTransactions[0] as ApiTransaction;
    await page.getByRole("button", { name: `Details of booking ${first.reference}` }).click();
    const dialog = page.getByRole("dialog", { name: `Transaction ${first.reference}` });
    await dialog.waitFor();
    expect(await dialog.getByText(first.name, { exact: true }).count()).toBe(1);
    expect(await dialog.locator("pre").innerText()).toBe(
      JSON.stringify(JSON.parse(first.responseLog), null, 2),
    );
    await saveScreenshot(page, "admin-transaction-details", false);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("exports the shown rows to Transaction-History-<today>.csv, parsed back: the same orders, numeric amounts", async () => {
    const { page } = await openPage(browser);
    await signedIn(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export to CSV" }).click(),
    ]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(download.suggestedFilename()).toBe(`Transaction-History-${today}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString("utf8"));
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    // The table's seven columns first, in its order, then the money's.
    expect(header?.slice(0, 8)).toEqual([
      "Name",
      "Mobile Number",
      "Products",
      "Booking Id",
      "Amount",
      "Payment Status",
      "Updated At",
      "Status Code",
    ]);
    const shown = await shownRows(page);
    expect(rows.map((row) => [...row.slice(0, 4), row[5]])).toEqual(
      shown.map((cells) => [...cells.slice(0, 4), cells[5]]),
    );
    expect(rows).toHaveLength(apiTransactions.length);
    // Amounts a spreadsheet sums, times it sorts.
    const total = rows.reduce((sum, row) => sum + Number(row[4]), 0);
    expect(total).toBe(apiTransactions.reduce((sum, t) => sum + t.amount, 0));
    expect(rows.map((row) => Date.parse(row[6] ?? ""))).toEqual(
      apiTransactions.map((t) => toSecond(t.updatedAt)),
    );
  });

  it("lists the home-collection bookings in their own tab, searchable by mobile", async () => {
    const { page } = await openPage(browser);
    await signedIn(page);
    await page.getByRole("tab", { name: "Bookings" }).click();
    const table = page.getByRole("table", { name: "Home-collection bookings, newest first" });
    await table.waitFor();
    const mobiles = await table.locator("tbody tr td:nth-child(3)").allInnerTexts();
    expect(mobiles.length).toBeGreaterThan(0);
    const mobile = mobiles[0] as string;
    await page.getByLabel("Search bookings by mobile").fill(mobile);
    await expect
      .poll(() => table.locator("tbody tr td:nth-child(3)").allInnerTexts())
      .toEqual(mobiles.filter((m) => m.includes(mobile)));
    await saveScreenshot(page, "admin-bookings");
  });

  it("signs out; Back then shows no data and nothing admin is left on the device", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await signedIn(page);
    const someone = apiTransactions[0]?.name ?? "";
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(`${server.url}/admin-login`);
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();

    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await page.waitForURL(`${server.url}/admin-login`);
    expect(await page.locator("table").count()).toBe(0);
    expect(await page.locator("body").innerText()).not.toContain(someone);

    const left = await page.evaluate(async () => {
      const stores: string[] = [];
      for (const info of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(info.name ?? "");
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const name of Array.from(db.objectStoreNames)) {
          const all = await new Promise<unknown[]>((resolve, reject) => {
            const request = db.transaction(name).objectStore(name).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          stores.push(JSON.stringify(all));
        }
        db.close();
      }
      const cached: string[] = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) cached.push(request.url);
      }
      return { idb: stores.join("\n"), cached, session: { ...sessionStorage } };
    });
    expect(left.session).toEqual({});
    expect(left.idb).not.toContain(someone);
    expect(left.idb).not.toContain(apiTransactions[0]?.orderId);
    expect(left.cached.filter((url) => url.includes("/api/"))).toEqual([]);
  });
});

describe("staff layout", () => {
  it("signed in: no shop header, cart or Login; the navigation reaches each tab, each with its own title", async () => {
    const { page } = await openPage(browser);
    await signedIn(page);
    const banner = page.getByRole("banner");
    expect(await banner.count()).toBe(1);
    expect(await banner.innerText()).toContain(`Signed in as ${DEV_ADMIN_EMAIL} · Admin`);
    expect(await banner.getByRole("button", { name: "Sign out", exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^log ?in$/i }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /cart/i }).count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);

    const nav = page.getByRole("navigation", { name: "Staff" });
    const labels = await nav.getByRole("tab").allInnerTexts();
    expect(labels).toEqual([
      "Transactions",
      "Bookings",
      "Submissions",
      "Desk",
      "Results",
      "Day view",
      "Technicians",
      "Staff",
      "Lab keys",
      "Audit",
    ]);
    await expect.poll(() => page.title()).toBe("Transactions · Vyom staff");
    for (const label of labels.toReversed()) {
      await nav.getByRole("tab", { name: label, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: label, exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe(`${label} · Vyom staff`);
    }
    await saveScreenshot(page, "staff-layout");
  });
});

/** axe's serious findings inside the admin content (main and the overlay), not the shared chrome. */
async function adminViolations(page: Page) {
  const found = await seriousViolations(page);
  const inside = await page.evaluate(
    (lists) =>
      lists.map((targets) =>
        targets.some((target) => document.querySelector(target)?.closest("main, dialog")),
      ),
    found.map((violation) => violation.targets),
  );
  return found.filter((_, index) => inside[index]);
}

describe("accessibility", () => {
  it("has no serious axe violations on the login form, the tables and the overlay", async () => {
    // axe is injected as an inline script, which the app's CSP (rightly) blocks: this one test
    // bypasses the CSP; every other test above runs under it.
    const context = await browser.newContext({
      bypassCSP: true,
      serviceWorkers: "block",
      locale: "en-IN",
      timezoneId: "Asia/Kolkata",
      viewport: desktop,
    });
    const page = await context.newPage();
    allowUnauthorised(failOnPageErrors(page));
    try {
      await signIn(page, "not-the-password");
      await page.getByRole("alert").waitFor();
      expect(await adminViolations(page)).toEqual([]);

      await page.getByLabel("Password").fill(DEV_ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await transactionsTable(page).waitFor();
      expect(await adminViolations(page)).toEqual([]);

      const first = apiTransactions[0] as ApiTransaction;
      await page.getByRole("button", { name: `Details of booking ${first.reference}` }).click();
      await page.getByRole("dialog").waitFor();
      expect(await adminViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      await page.getByRole("tab", { name: "Bookings" }).click();
      await page.getByRole("table", { name: "Home-collection bookings, newest first" }).waitFor();
      expect(await adminViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("staff accounts", () => {
  it("an admin adds a desk user, who signs in; disabled, they are out at their next step and cannot sign in, until enabled", async () => {
    const email = "desk-walk@vyom.example";
    const password = "a-long-desk-password";
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await signedIn(page);
    await page.getByRole("tab", { name: "Staff" }).click();
    const form = page.getByRole("form", { name: "Add a desk user" });
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel(/Password/).fill(password);
    await form.getByRole("button", { name: "Add desk user" }).click();
    await page.getByText(`${email} can now sign in to the desk.`).waitFor();

    const desk = await openPage(browser);
    allowUnauthorised(desk.errors);
    const signInAsDesk = async () => {
      await desk.page.goto(`${server.url}/admin-login`);
      await desk.page.getByLabel("E-mail").fill(email);
      await desk.page.getByLabel("Password").fill(password);
      await desk.page.getByRole("button", { name: "Sign in" }).click();
    };
    await signInAsDesk();
    const deskTabs = desk.page.getByRole("tablist", { name: "Admin lists" });
    await deskTabs.getByRole("tab", { name: "Day view" }).waitFor();

    await page.getByRole("button", { name: `Disable ${email}` }).click();
    await page.getByText(`${email} is disabled and signed out everywhere.`).waitFor();
    // The desk user's next step is refused, and the app sends them to the sign-in.
    await deskTabs.getByRole("tab", { name: "Day view" }).click();
    await desk.page.waitForURL(`${server.url}/admin-login`);
    await signInAsDesk();
    const alert = desk.page.getByRole("alert");
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe("❌ Wrong Email Or Password");

    await page.getByRole("button", { name: `Enable ${email}` }).click();
    await page.getByText(`${email} can sign in again.`).waitFor();
    await signInAsDesk();
    await deskTabs.getByRole("tab", { name: "Day view" }).waitFor();
  });
});

describe("money status", () => {
  it("an order paid at the test gateway and cancelled from My bookings reads refunded in the list, the details and the CSV", async () => {
    // The customer checks out, pays at the test gateway, and cancels in My bookings.
    const customer = await openPage(browser);
    const flow = checkoutFlow(server.url);
    const mobile = freshMobile();
    await flow.cartThenCheckout(customer.page, "Kavya Shetty", mobile);
    await flow.fillAppointmentAndOffice(customer.page);
    await customer.page
      .getByRole("button", { name: `Place order and pay ${rupees(expectedAmount)}` })
      .click();
    await customer.page.waitForURL(/\/api\/payments\/test-gateway\/VYO-/);
    await customer.page.getByRole("button", { name: "Pay successfully" }).click();
    await customer.page.waitForURL(/\/cart-form\/confirmation\?orderId=VYO-/);
    const orderId = new URL(customer.page.url()).searchParams.get("orderId") ?? "";
    await customer.page.goto(`${server.url}/my-bookings`);
    const booking = customer.page.locator(`li[data-booking="order:${orderId}"]`);
    await booking.getByRole("button", { name: "Cancel booking" }).click();
    await booking.getByRole("button", { name: "Yes, cancel" }).click();
    await booking.getByText(`Refunded: ${rupees(expectedAmount)}`).waitFor();

    // What the server says of it, for the date the screens must show.
    const res = await fetch(`${server.url}/api/transactions-history/fetch-transactions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ emailAddress: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
    });
    const { transactions } = (await res.json()) as { transactions: ApiTransaction[] };
    const stored = transactions.find((t) => t.orderId === orderId);
    expect(stored?.money.status).toBe("refunded");
    const refundedOn = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      dateStyle: "medium",
    }).format(new Date(stored?.money.refund?.settledAt ?? ""));
    const words = `Refunded ${rupees(expectedAmount)} on ${refundedOn}`;

    // The admin's list, details and CSV.
    const { page } = await openPage(browser);
    await signedIn(page);
    await page.getByLabel("Search by mobile").fill(mobile);
    await expect
      .poll(async () => (await shownRows(page)).map((row) => row[3]))
      .toEqual([stored?.reference]);
    const [row] = await shownRows(page);
    expect(row?.[5]).toBe(words);

    await page.getByRole("button", { name: `Details of booking ${stored?.reference}` }).click();
    const dialog = page.getByRole("dialog", { name: `Transaction ${stored?.reference}` });
    await dialog.getByText(words, { exact: true }).waitFor();
    const steps = await dialog
      .getByRole("region", { name: "Money timeline" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(steps).toEqual([
      expect.stringMatching(/: Paid online at the test gateway, payment id \S+$/),
      expect.stringMatching(/: Booking cancelled$/),
      expect.stringMatching(new RegExp(`: Refund of ${rupees(expectedAmount)} started$`)),
      expect.stringMatching(
        new RegExp(
          `: Refunded ${rupees(expectedAmount)}, refund id ${stored?.money.refund?.refundId}$`,
        ),
      ),
    ]);
    await saveScreenshot(page, "admin-transaction-refunded", false);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export to CSV" }).click(),
    ]);
    const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(1);
    const [exported] = parsed.data;
    expect(exported).toMatchObject({
      "Booking Id": stored?.reference,
      "Order Id": orderId,
      "Payment Status": words,
      "Status Code": "refunded",
      Method: "test",
      "Refund Id": stored?.money.refund?.refundId,
      "Failed Attempts": "0",
    });
    expect(Number(exported?.Amount)).toBe(expectedAmount);
    expect(Number(exported?.["Refunded Amount"])).toBe(expectedAmount);
    expect(Date.parse(exported?.["Refund Date"] ?? "")).toBe(
      toSecond(stored?.money.refund?.settledAt ?? ""),
    );
  });
});
