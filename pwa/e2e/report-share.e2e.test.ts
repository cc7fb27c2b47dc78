// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * "Share with my doctor" in Chromium against the real server: a CBC filed through the LIS ingest
 * (as report-view.e2e.test.ts files one), the patient proves the mobile with the OTP from the dev
 * SMS inbox, opens the report and makes a link (copied to the clipboard). The doctor opens it in
 * a fresh browser context with no cookies: the report, without trends, said to be shared by the
 * patient, and its PDF; the token is in no URL the browser asks for (only in a header), and the
 * doctor's browser keeps nothing (no IndexedDB, no cache, no storage). Back on the patient's page
 * the link says it was opened twice; revoked (after Yes), the doctor's reload shows the API's
 * sentence. The HTML served for /shared-report is the empty shell, never a report.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { fhirBundle } from "../../edge-api/dev/lis-sim/fhir-bundle-message.ts";
import { cbcRecord, seedBookingVisit } from "../../edge-api/test/support/lab-results.ts";
import { seriousViolations } from "./support/axe.ts";
import { desktop, openPage } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const mobile = "9845099041";
const patient = "Suresh Iyer";
const linkGone = "This link has expired or was revoked. Ask the patient for a new one.";

beforeAll(async () => {
  const { bookingId } = await seedBookingVisit(server.database.db, {
    name: patient,
    mobileNumber: mobile,
    now: new Date(),
  });
  const record = cbcRecord(bookingId, patient, { issuedAt: "2026-11-20T09:30:00.000Z" });
  const bundle = fhirBundle({
    ...record,
    sample: { ...record.sample, collectedAt: "2026-11-20T03:30:00.000Z" },
  });
  const res = await fetch(`${server.url}/api/lis/results`, {
    method: "POST",
    headers: { "content-type": "application/fhir+json", authorization: "Bearer vyom-lis-dev" },
    body: JSON.stringify(bundle),
  });
  expect(res.status, await res.clone().text()).toBe(201);
});

/** Proves the mobile on the OTP page and opens the patient's report from the list. */
async function openReport(page: Page) {
  await page.goto(`${server.url}/download-report-via-otp`);
  await page.getByRole("textbox", { name: "Registered mobile number" }).fill(mobile);
  const seen = (await smsInbox(server.url, mobile)).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .getByRole("textbox", { name: "Enter OTP" })
    .fill(await newOtp(server.url, mobile, seen));
  await page.getByRole("button", { name: "Verify and show reports" }).click();
  await page.getByRole("link", { name: new RegExp(`^View report of ${patient}`) }).click();
  await page.getByRole("heading", { level: 2, name: /^Report VYR-\d+$/ }).waitFor();
}

/** What the page's origin keeps: IndexedDB databases, cached URLs and web storage. */
const keptByBrowser = (page: Page) =>
  page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
    }
    const databases = (await indexedDB.databases()).map((info) => info.name);
    return { databases, cached, stored: localStorage.length + sessionStorage.length };
  });

it("a doctor opens the link with no login and gets the PDF; revoked, it stops working", async () => {
  const { page, context } = await openPage(browser, { viewport: { width: 360, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await openReport(page);

  const share = page.getByRole("region", { name: "Share with my doctor" });
  await share.getByText("No links made yet.").waitFor();
  expect(await share.getByRole("radio", { name: "24 hours" }).isChecked()).toBe(true);
  await share.getByRole("button", { name: "Make a link" }).click();
  const field = share.getByRole("textbox", { name: "Link for your doctor" });
  await field.waitFor();
  const link = await field.inputValue();
  const token = new URL(link).hash.slice(1);
  expect(link.startsWith(`${server.url}/shared-report#`)).toBe(true);
  expect(token.length).toBeGreaterThanOrEqual(20);
  await share.getByText(/^Works until \d+ \w+ \d{4}, /).waitFor();
  await share.getByRole("button", { name: "Copy link" }).click();
  await share.getByText("Link copied. Paste it in a message to your doctor.").waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await share.getByText("Not opened yet").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, "report-share-360", true);

  // The doctor: another browser context, no cookies, no proof.
  const doctor = await openPage(browser, { viewport: desktop });
  expect(await doctor.context.cookies()).toEqual([]);
  const asked: { url: string; token: string | undefined }[] = [];
  doctor.page.on("request", (request) => {
    asked.push({ url: request.url(), token: request.headers()["x-vyom-share-token"] });
  });
  await doctor.page.goto(link);
  await doctor.page.getByRole("heading", { level: 2, name: /^Report VYR-\d+$/ }).waitFor();
  await doctor.page
    .getByText(`${patient} shared this report with you.`, { exact: false })
    .waitFor();
  const hb = doctor.page.getByRole("listitem").filter({
    has: doctor.page.getByRole("heading", { level: 4, name: "Haemoglobin" }),
  });
  await hb.getByText("Reference range: 12 to 15.5 g/dL").waitFor();
  expect(await doctor.page.getByRole("table").count()).toBe(0);
  expect(await doctor.page.getByText(/talk to your doctor/).count()).toBe(0);
  expect(await seriousViolations(doctor.page)).toEqual([]);
  await saveScreenshot(doctor.page, "report-shared-1280", true);

  const download = doctor.page.waitForEvent("download");
  await doctor.page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vyom-report-VYR-\d+\.pdf$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The token went in the header of the two API calls, and in no address the browser asked for.
  expect(asked.filter((r) => r.url.includes(token))).toEqual([]);
  const api = asked.filter((r) => new URL(r.url).pathname.startsWith("/api/shared-reports/"));
  expect(api.map((r) => [new URL(r.url).pathname, r.token])).toEqual([
    ["/api/shared-reports/view", token],
    ["/api/shared-reports/pdf", token],
  ]);
  expect(await keptByBrowser(doctor.page)).toEqual({ databases: [], cached: [], stored: 0 });
  // The HTML the server sends for the page is the shell: no report in it, whoever asks.
  const html = await (await fetch(`${server.url}/shared-report`)).text();
  expect(html).not.toContain(patient);
  expect(html).not.toContain("Haemoglobin");

  // The patient sees both openings (the page and the PDF), then revokes the link.
  await share.getByRole("button", { name: "Refresh" }).click();
  await share.getByText(/^Opened 2 times, last on \d+ \w+, \d\d:\d\d$/).waitFor();
  await share.getByRole("button", { name: /^Revoke/ }).click();
  await share.getByRole("button", { name: "Yes, revoke it" }).click();
  await share.getByText(/^Made .+ · revoked \d+ \w+, \d\d:\d\d$/).waitFor();
  expect(await share.getByRole("button", { name: /^Revoke/ }).count()).toBe(0);

  // Deliberate: the revoked link's view answers 404.
  doctor.errors.allow(/status of 404 \(Not Found\)/);
  await doctor.page.reload();
  await doctor.page.getByRole("alert").filter({ hasText: linkGone }).waitFor();
  expect(await doctor.page.getByRole("heading", { name: /^Report VYR-/ }).count()).toBe(0);
  expect(await doctor.page.getByRole("button", { name: "Try again" }).count()).toBe(0);
});
