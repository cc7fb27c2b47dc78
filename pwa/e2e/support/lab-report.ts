/**
 * A CBC with a low haemoglobin filed for a number as a lab files it (the LIS ingest's FHIR
 * bundle, edge-api/test/support/lab-results.ts seeding its collected booking): collected on
 * 20 November 2026 at 09:00 in India, issued at 15:00.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { fhirBundle } from "../../../edge-api/dev/lis-sim/fhir-bundle-message.ts";
import { cbcRecord, seedBookingVisit } from "../../../edge-api/test/support/lab-results.ts";
import type { TestServer } from "./server.ts";
import { newOtp, smsInbox } from "./sms-inbox.ts";

export async function fileLowHaemoglobinCbc(server: TestServer, mobile: string, patient: string) {
  const { bookingId } = await seedBookingVisit(server.database.db, {
    name: patient,
    mobileNumber: mobile,
    now: new Date(),
  });
  const record = cbcRecord(bookingId, patient, { issuedAt: "2026-11-20T09:30:00.000Z" });
  const [hb, ...rest] = record.results;
  if (!hb) throw new Error("a CBC has haemoglobin");
  const bundle = fhirBundle({
    ...record,
    sample: { ...record.sample, collectedAt: "2026-11-20T03:30:00.000Z" },
    results: [{ ...hb, value: 10.8, interpretation: "L" }, ...rest],
  });
  const res = await fetch(`${server.url}/api/lis/results`, {
    method: "POST",
    headers: { "content-type": "application/fhir+json", authorization: "Bearer vyom-lis-dev" },
    body: JSON.stringify(bundle),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/**
 * Proves `mobile` on the open /download-report-via-otp form with the code its SMS brought, in
 * whatever language the page is in (the form's own controls, not their words), so that its
 * reports are listed.
 */
export async function proveByOtp(page: Page, server: TestServer, mobile: string) {
  await page.locator('input[type="tel"]').fill(mobile);
  const seen = (await smsInbox(server.url, mobile)).length;
  await page.locator('form button[type="submit"]').click();
  await page
    .locator('input[autocomplete="one-time-code"]')
    .fill(await newOtp(server.url, mobile, seen));
  await page.locator('form button[type="submit"]').click();
}
