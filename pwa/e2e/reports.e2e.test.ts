// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * Lab reports (docs/product.md#reports) in Chromium against the real server and its seeded demo
 * reports: via an OTP on the mobile, via the Vyom login, via the corporate login and the employee
 * page. Each downloads a PDF through the browser's own download and reads it with pdfjs-dist (it
 * opens and holds the patient's name). After "Done" or logout the list is gone and the PDF URL
 * answers 401; nothing of the reports is in IndexedDB, localStorage or any cache. Every flow uses a
 * number of its own, so the server's 20 s OTP cool-down never makes one wait for another.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** pdfjs reads the standard fonts' metrics from its own package (no warning, no guessing). */
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { desktop, openPage } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += ` ${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}`;
  }
  await pdf.destroy();
  return text.replace(/\s+/g, " ");
}

/** Clicks the report's Download, takes the browser's download and answers its text. */
async function downloadReport(page: Page, card: Locator) {
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: /^Download report of/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vyom-report-VYR-\d{6}\.pdf$/);
  const bytes = new Uint8Array(await readFile((await file.path()) as string));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return pdfText(bytes);
}

/** What a request from the page (with its cookies) gets for the report's PDF. */
const pdfStatus = (page: Page, id: string) =>
  page.evaluate(
    async (path) => (await fetch(path, { credentials: "same-origin" })).status,
    `/api/reports/${id}/pdf`,
  );

/** Nothing of the reports on the device: no cache entry, no localStorage, no IndexedDB row. */
async function expectNothingStored(page: Page, patientName: string) {
  const stored = await page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(request.url);
    }
    const local = JSON.stringify({ ...localStorage });
    const rows: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        rows.push(JSON.stringify(all));
      }
      db.close();
    }
    return { cached, local, idb: rows.join("\n") };
  });
  expect(stored.cached.filter((url) => url.includes("/api/"))).toEqual([]);
  expect(stored.local).not.toContain(patientName);
  expect(stored.idb).not.toContain("/api/reports");
  return stored;
}

/**
 * Waits for the list answer and answers its report ids. It always comes from the network: the
 * service worker has no route for /api/* (src/sw.ts), so it never answers nor caches one.
 */
/** Where the corporate flow says the OTP went: the same whether or not the ids are registered. */
const employeeOtpSentTo =
  "the mobile number registered with your employer, if this Corporate ID and Employee ID are registered";

const listAnswer = (page: Page, path: string) =>
  page
    .waitForResponse(
      (res) => new URL(res.url()).pathname === path && res.request().method() === "GET",
    )
    .then(async (res) => {
      expect(res.fromServiceWorker()).toBe(false);
      expect(res.headers()["cache-control"]).toBe("no-store");
      return ((await res.json()) as { reports: { id: string }[] }).reports;
    });

startSuite();
it("via OTP: mobile → OTP → the list; the PDF downloads and holds the patient's name; Done ends it", async () => {
  const { page, context, errors } = await openPage(browser, {
    serviceWorker: true,
    viewport: { width: 360, height: 800 },
  });
  // Deliberate: a wrong code (401), and the PDF URL asked after Done (401).
  errors.allow(/status of 401 \(Unauthorized\)/);
  const mobile = "9876500001";
  await page.goto(`${server.url}/download-report`);
  await page.getByRole("heading", { name: "Download Reports", level: 1 }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, "reports-chooser-360", true);
  // The page is under the service worker's control, so the checks below include it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.getByRole("link", { name: "Use OTP" }).click();
  await page.getByRole("heading", { name: "Download Reports with OTP" }).waitFor();

  const number = page.getByRole("textbox", { name: "Registered mobile number" });
  await number.fill("12345");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByText("Enter Valid Mobile Number").waitFor();

  // Offline, nothing is sent and the page says why.
  await number.fill(mobile);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .getByRole("alert")
    .filter({ hasText: "Reports need an internet connection. Connect and try again." })
    .waitFor();
  await context.setOffline(false);

  const seen = (await smsInbox(server.url, mobile)).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByText(`OTP sent to ${mobile}`).waitFor();
  const code = await newOtp(server.url, mobile, seen);
  const otp = page.getByRole("textbox", { name: "Enter OTP" });
  await otp.fill(String((Number(code) + 1) % 100_000).padStart(5, "0"));
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  await page.getByRole("alert").filter({ hasText: "Incorrect OTP" }).waitFor();

  await otp.fill(code);
  const listed = listAnswer(page, "/api/reports");
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  const reports = await listed;
  expect(reports).toHaveLength(2);
  const cards = page.getByRole("listitem").filter({ hasText: "Lakshmi Narayanan" });
  await cards.first().waitFor();
  expect(await cards.count()).toBe(2);
  await cards.first().getByText("CBC, Hba1c").waitFor();
  await cards
    .first()
    .getByText(/Status: Ready/)
    .waitFor();

  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, "reports-list-360", true);
  const text = await downloadReport(page, cards.first());
  expect(text).toContain("Lakshmi Narayanan");
  expect(text).toContain("High");
  await page
    .getByRole("status")
    .filter({ hasText: "Report of Lakshmi Narayanan downloaded." })
    .waitFor();
  await expectNothingStored(page, "Lakshmi Narayanan");

  const id = reports[0]?.id ?? "";
  expect(await pdfStatus(page, id)).toBe(200);
  await page.getByRole("button", { name: "Done" }).click();
  await number.waitFor();
  expect(await page.getByText("Lakshmi Narayanan").count()).toBe(0);
  expect(await pdfStatus(page, id)).toBe(401);
});

it("via the Vyom login: the login opens, then the list; logout removes it (and an OTP access) and the PDF answers 401", async () => {
  const { page, errors } = await openPage(browser, { viewport: desktop });
  // Deliberate: the PDF URL asked after logout (401).
  errors.allow(/status of 401 \(Unauthorized\)/);
  const mobile = "9876500002";
  await page.goto(`${server.url}/download-report-via-vyom-login`);
  const dialog = page.getByRole("dialog", { name: "Hello! Kindly login to avail our services" });
  await dialog.waitFor();
  const login = dialog.getByRole("tabpanel", { name: "Login" });
  const seen = (await smsInbox(server.url, mobile)).length;
  await login.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
  await login.getByRole("button", { name: "Send OTP" }).click();
  const code = await newOtp(server.url, mobile, seen);
  await login.getByRole("textbox", { name: "Digit 1 of 5" }).click();
  await page.keyboard.type(code);
  const listed = listAnswer(page, "/api/reports/mine");
  await login.getByRole("button", { name: "Login" }).click();
  await dialog.waitFor({ state: "hidden" });

  const reports = await listed;
  expect(reports).toHaveLength(1);
  const card = page.getByRole("listitem").filter({ hasText: "Venkatesh Rao" });
  await card.waitFor();
  await card.getByText("CBC, Liver Function, Lipid Profile").waitFor();
  const text = await downloadReport(page, card);
  expect(text).toContain("Venkatesh Rao");
  expect(text).toContain("Low");
  await expectNothingStored(page, "Venkatesh Rao");

  // Also an OTP proof of another number in this browser: logging out of the app ends it too.
  const other = "9876500013";
  await page.getByRole("banner").getByRole("link", { name: "Download Reports" }).click();
  await page.getByRole("link", { name: "Use OTP" }).click();
  await page.getByRole("textbox", { name: "Registered mobile number" }).fill(other);
  const seenOther = (await smsInbox(server.url, other)).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .getByRole("textbox", { name: "Enter OTP" })
    .fill(await newOtp(server.url, other, seenOther));
  const otherListed = listAnswer(page, "/api/reports");
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  const otherId = (await otherListed)[0]?.id ?? "";
  await page.getByRole("listitem").filter({ hasText: "Mohammed Imran" }).waitFor();
  expect(await pdfStatus(page, otherId)).toBe(200);

  const loggedOut = page.waitForResponse((res) => res.url().endsWith("/api/auth/logout"));
  // Log out is in the header's account menu, under the name.
  await page
    .getByRole("banner")
    .getByRole("button", { name: "Venkatesh Rao", exact: true })
    .click();
  await page.getByRole("banner").getByRole("button", { name: "Log out", exact: true }).click();
  expect((await loggedOut).status()).toBe(200);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).waitFor();
  expect(await pdfStatus(page, reports[0]?.id ?? "")).toBe(401);
  expect(await pdfStatus(page, otherId)).toBe(401);
  expect(await page.getByText("Mohammed Imran").count()).toBe(0);
  await page.goto(`${server.url}/download-report-via-vyom-login`);
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await page.getByText("Log in with your registered mobile number to see your reports.").waitFor();
  expect(await page.getByText("Venkatesh Rao").count()).toBe(0);
});

it("via the corporate login: unknown ids are answered as known ones, naming no number; Done ends it", async () => {
  const { page, errors } = await openPage(browser, { viewport: desktop });
  // Deliberate: a code for unknown ids (401), and the PDF URL asked after Done (401).
  errors.allow(/status of 401 \(Unauthorized\)/);
  const mobile = "9876500012";
  await page.goto(`${server.url}/download-report`);
  await page.getByRole("link", { name: "Use corporate login" }).click();
  await page.getByRole("heading", { name: "Corporate Report Login" }).waitFor();

  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByText("Enter your Corporate ID.").waitFor();
  await page.getByRole("textbox", { name: "Corporate ID" }).fill("VYOMCORP");
  const employee = page.getByRole("textbox", { name: "Employee ID" });
  await employee.fill("E9999");
  await page.getByRole("button", { name: "Send OTP" }).click();
  // The same answer as for registered ids: nobody learns which employee ids exist.
  const sentNotice = `OTP sent to ${employeeOtpSentTo}. It is valid for 5 minutes.`;
  await page.getByText(sentNotice).waitFor();
  await page.getByRole("textbox", { name: "Enter OTP" }).fill("12345");
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  await page.getByRole("alert").filter({ hasText: "Incorrect OTP." }).waitFor();
  await page.getByRole("button", { name: "Change IDs" }).click();

  const seen = (await smsInbox(server.url, mobile)).length;
  await employee.fill("e1002");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByText(sentNotice).waitFor();
  expect(await page.getByText("******0012").count()).toBe(0);
  await saveScreenshot(page, "reports-corporate-otp-1280");
  await page
    .getByRole("textbox", { name: "Enter OTP" })
    .fill(await newOtp(server.url, mobile, seen));
  const listed = listAnswer(page, "/api/reports");
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  const reports = await listed;
  const card = page.getByRole("listitem").filter({ hasText: "Priya Raman" });
  await card.waitFor();
  const text = await downloadReport(page, card);
  expect(text).toContain("Priya Raman");
  expect(text).toContain("VYOMCORP");

  await page.getByRole("button", { name: "Done" }).click();
  await employee.waitFor();
  expect(await page.getByText("Priya Raman").count()).toBe(0);
  expect(await pdfStatus(page, reports[0]?.id ?? "")).toBe(401);
});

it("the employee report page: corporate id + employee id → OTP → that employee's list", async () => {
  const { page } = await openPage(browser, { viewport: { width: 360, height: 800 } });
  const mobile = "9876500011";
  await page.goto(`${server.url}/employee-report`);
  await page.getByRole("heading", { name: "Employee Reports" }).waitFor();
  await page.getByRole("textbox", { name: "Corporate ID" }).fill("VYOMCORP");
  await page.getByRole("textbox", { name: "Employee ID" }).fill("E1001");
  const seen = (await smsInbox(server.url, mobile)).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page.getByText(`OTP sent to ${employeeOtpSentTo}. It is valid for 5 minutes.`).waitFor();
  await page
    .getByRole("textbox", { name: "Enter OTP" })
    .fill(await newOtp(server.url, mobile, seen));
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  const card = page.getByRole("listitem").filter({ hasText: "Arun Kumar" });
  await card.waitFor();
  await card.getByText("CBC, Lipid Profile, Hba1c").waitFor();
  expect(await page.getByRole("listitem").filter({ hasText: "Priya Raman" }).count()).toBe(0);
});
