// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * "Keep my reports on this phone" in Chromium against the real server: a customer (a seeded
 * legacy one, logged in through the header) has a CBC filed through the LIS ingest, opens it from
 * the login's report page and turns keeping on. IndexedDB then holds the report only as
 * ciphertext (no "Haemoglobin", no name in its bytes) and a key that is a CryptoKey the page cannot
 * export. With the server really stopped (the service worker serves the app; `setOffline` would
 * not cut its requests) the reopened report is the kept copy, saying when it was saved. Logout
 * deletes the kept report and the key; the report then no longer opens without the server.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { fhirBundle } from "../../edge-api/dev/lis-sim/fhir-bundle-message.ts";
import { cbcRecord, seedBookingVisit } from "../../edge-api/test/support/lab-results.ts";
import { openPage, waitForHydration } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const customer = { name: "Anjali Reddy", mobile: "9876500004" };
/** What Chromium logs while the server is stopped. */
const serverDown = /ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch/;

beforeAll(async () => {
  const { bookingId } = await seedBookingVisit(server.database.db, {
    name: customer.name,
    mobileNumber: customer.mobile,
    now: new Date(),
  });
  const record = cbcRecord(bookingId, customer.name, { issuedAt: "2026-11-21T09:30:00.000Z" });
  const bundle = fhirBundle({
    ...record,
    sample: { ...record.sample, collectedAt: "2026-11-21T03:30:00.000Z" },
  });
  const res = await fetch(`${server.url}/api/lis/results`, {
    method: "POST",
    headers: { "content-type": "application/fhir+json", authorization: "Bearer vyom-lis-dev" },
    body: JSON.stringify(bundle),
  });
  expect(res.status, await res.clone().text()).toBe(201);
});

/** Logs the customer in through the header's Login dialog (as sessions.e2e.test.ts does). */
async function logIn(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Hello! Kindly login to avail our services" });
  const login = dialog.getByRole("tabpanel", { name: "Login" });
  const seen = (await smsInbox(server.url, customer.mobile)).length;
  await login.getByRole("textbox", { name: "Mobile Number" }).fill(customer.mobile);
  await login.getByRole("button", { name: "Send OTP" }).click();
  const code = await newOtp(server.url, customer.mobile, seen);
  await login.getByRole("textbox", { name: "Digit 1 of 5" }).click();
  await page.keyboard.type(code);
  await login.getByRole("button", { name: "Login" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("banner").getByText(customer.name, { exact: true }).waitFor();
}

/**
 * The kept reports' rows as IndexedDB holds them (each byte buffer read as text), and the key's:
 * whether it is a CryptoKey, extractable, and whether exporting it fails.
 */
const storedByBrowser = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("vyom");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (store: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const text = (value: unknown) =>
      value instanceof ArrayBuffer ? new TextDecoder().decode(value) : JSON.stringify(value);
    const reports = (await all("keptReports")).map((row) => Object.values(row).map(text).join(" "));
    const keys = await Promise.all(
      (await all("reportKeys")).map(async (row) => {
        const key = row.key as CryptoKey;
        const exported = await crypto.subtle.exportKey("raw", key).then(
          () => "exported",
          (error: Error) => error.name,
        );
        return { isCryptoKey: key instanceof CryptoKey, extractable: key.extractable, exported };
      }),
    );
    db.close();
    return { reports, keys };
  });

it("keeps the report encrypted, opens it with the server stopped, and logout wipes it", async () => {
  const { page, errors } = await openPage(browser, {
    viewport: { width: 360, height: 800 },
    serviceWorker: true,
  });
  await page.goto(server.url);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await logIn(page);

  await page.goto(`${server.url}/download-report-via-vyom-login`);
  await page.getByRole("link", { name: `View report of ${customer.name}, 21 Nov 2026` }).click();
  const heading = page.getByRole("heading", { level: 2, name: /^Report VYR-\d+$/ });
  await heading.waitFor();
  const keep = page.getByRole("switch", { name: "Keep my reports on this phone" });
  expect(await keep.isChecked()).toBe(false);
  await keep.check();
  await page.getByText(/^On: each report you open is saved here, encrypted/).waitFor();

  await expect
    .poll(async () => (await storedByBrowser(page)).reports.length, { timeout: 10_000 })
    .toBe(1);
  const stored = await storedByBrowser(page);
  for (const plain of ["Haemoglobin", customer.name, "VYR-", "g/dL"]) {
    expect(stored.reports[0]).not.toContain(plain);
  }
  expect(stored.keys).toEqual([
    { isCryptoKey: true, extractable: false, exported: "InvalidAccessError" },
  ]);

  errors.allow(serverDown);
  await server.stop();
  try {
    await page.reload();
    await page.getByText(/^Saved on this phone on \d+ \w+ \d{4}, /).waitFor();
    await heading.waitFor();
    await page.getByText("10.8 g/dL", { exact: true }).first().waitFor();
    await saveScreenshot(page, "report-kept-offline-360");
  } finally {
    await server.restart();
  }

  await page.reload();
  await heading.waitFor();
  // On a phone, Logout is in the menu.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Logout" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Login" }).waitFor();
  expect(await storedByBrowser(page)).toEqual({ reports: [], keys: [] });

  // Nothing left to open without the server.
  await server.stop();
  try {
    await page.goBack();
    await page
      .getByRole("alert")
      .filter({ hasText: "Reports need an internet connection. Connect and try again." })
      .waitFor();
    expect(await page.getByText(/^Saved on this phone/).count()).toBe(0);
  } finally {
    await server.restart();
  }
}, 180_000);
