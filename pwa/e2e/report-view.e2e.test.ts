/**
 * A report people understand (docs/product.md#reports), in Chromium against the real server: two
 * CBC reports of one person, half a year apart, filed through the LIS ingest as a lab files them
 * (a FHIR Bundle with the development key, from this machine; edge-api/test/support/lab-results.ts
 * seeds the collected bookings they belong to). The person proves their mobile with the OTP from
 * the dev SMS inbox; the list names the value outside its range; the report page says the flag in
 * words with its note and where the value sits, a table of the trend with both values, and who
 * signed; Download PDF downloads; Back shows the list again without a new OTP. Once the server's
 * clock is past the 15-minute access, opening the report goes back to the OTP page saying why.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { fhirBundle } from "../../edge-api/dev/lis-sim/fhir-bundle-message.ts";
import { cbcRecord, seedBookingVisit } from "../../edge-api/test/support/lab-results.ts";
import { seriousViolations } from "./support/axe.ts";
import { openPage } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

/** How far the server's clock is ahead of the real one (moved past the access, not waited for). */
let ahead = 0;
const serverNow = () => new Date(Date.now() + ahead);
startSuite({ clock: serverNow });

const mobile = "9845099031";
const patient = "Meena Krishnan";
const haemoglobinNote =
  "Haemoglobin carries oxygen in the blood. A low value (anaemia) is common, often from low iron, and can cause tiredness; your doctor can find the cause and treat it.";

/** Files a CBC for a new collected booking of the patient, as a lab's LIS posts it. */
async function fileCbc(haemoglobin: number, collectedAt: string, issuedAt: string) {
  const { bookingId } = await seedBookingVisit(server.database.db, {
    name: patient,
    mobileNumber: mobile,
    now: serverNow(),
  });
  const record = cbcRecord(bookingId, patient, { issuedAt });
  const [hb, ...rest] = record.results;
  if (!hb) throw new Error("a CBC has haemoglobin");
  const bundle = fhirBundle({
    ...record,
    sample: { ...record.sample, collectedAt },
    // The lab's own flag, as an LIS sends it: "L" only for the low value.
    results: [
      { ...hb, value: haemoglobin, interpretation: haemoglobin < 12 ? "L" : undefined },
      ...rest,
    ],
  });
  const res = await fetch(`${server.url}/api/lis/results`, {
    method: "POST",
    headers: { "content-type": "application/fhir+json", authorization: "Bearer vyom-lis-dev" },
    body: JSON.stringify(bundle),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

beforeAll(async () => {
  // In range in May, low in November: the newer report is flagged and has a trend of two.
  await fileCbc(12.4, "2026-05-04T03:30:00.000Z", "2026-05-04T09:30:00.000Z");
  await fileCbc(10.8, "2026-11-20T03:30:00.000Z", "2026-11-20T09:30:00.000Z");
});

async function proveMobile(page: Page) {
  await page.goto(`${server.url}/download-report-via-otp`);
  await page.getByRole("textbox", { name: "Registered mobile number" }).fill(mobile);
  const seen = (await smsInbox(server.url, mobile)).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .getByRole("textbox", { name: "Enter OTP" })
    .fill(await newOtp(server.url, mobile, seen));
  await page.getByRole("button", { name: "Verify and show reports" }).click();
}

it("the list names the low value; the report says it in words, with its note, trend and signer", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 360, height: 800 } });
  // Deliberate: the report asked for after the access has ended (401).
  errors.allow(/status of 401 \(Unauthorized\)/);
  await proveMobile(page);

  const cards = page.getByRole("listitem").filter({ hasText: patient });
  const flagged = cards.filter({ hasText: "Haemoglobin: Low" });
  await flagged.waitFor();
  expect(await cards.count()).toBe(2);
  expect(await flagged.count()).toBe(1);
  await flagged.getByText(/^VYR-\d+ · /).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await flagged.getByRole("link", { name: `View report of ${patient}, 20 Nov 2026` }).click();

  await page.getByRole("heading", { level: 2, name: /^Report VYR-\d+$/ }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/download-report\/[0-9a-f-]{36}$/);
  const hb = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 4, name: "Haemoglobin" }),
  });
  await hb.getByText("Low", { exact: true }).waitFor();
  await hb.getByText(haemoglobinNote).waitFor();
  await hb.getByRole("img", { name: "10.8 g/dL, below the range 12 to 15.5" }).waitFor();
  const trend = hb.getByRole("table", { name: "Haemoglobin in your reports, oldest first" });
  const rows = await trend
    .getByRole("row")
    .evaluateAll((all) =>
      all.slice(1).map((row) => Array.from(row.querySelectorAll("td"), (td) => td.textContent)),
    );
  expect(rows).toEqual([
    ["4 May 2026", "12.4 g/dL"],
    ["20 Nov 2026 (this report)", "10.8 g/dL"],
  ]);
  await page.getByText("Signed by Dr. Kavitha Rao, Reg. No. TNMC-48213").waitFor();
  expect(await page.getByText("Please talk to your doctor about these results.").count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, "report-view-360", true);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/^vyom-report-VYR-\d+\.pdf$/);

  // Back: the list again while the access lasts, with no new OTP.
  const sent = (await smsInbox(server.url, mobile)).length;
  await page.getByRole("link", { name: "Back to your reports" }).click();
  await flagged.waitFor();
  expect((await smsInbox(server.url, mobile)).length).toBe(sent);

  // Past the 15-minute access: the report sends the person back to prove the number.
  ahead += 16 * 60_000;
  await flagged.getByRole("link", { name: /^View report of/ }).click();
  await page
    .getByRole("alert")
    .filter({
      hasText: "Your access to these reports has ended. Verify your number with an OTP again.",
    })
    .waitFor();
  expect(new URL(page.url()).pathname).toBe("/download-report-via-otp");
  await page.getByRole("textbox", { name: "Registered mobile number" }).waitFor();
});
