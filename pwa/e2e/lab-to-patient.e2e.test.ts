/**
 * The whole path of a result, from the lab's system to the patient's phone, in Chromium against
 * the real server (docs/lis-integration.md): the desk marks a home collection collected; the LIS
 * simulator, a client of the ingest API, sends a partial report over HL7 v2 (unsigned: held) and
 * a pathologist signs it off; it then sends the final report over FHIR with a critical
 * haemoglobin, which waits until the desk records calling the patient. The patient gets the
 * "report ready" SMS with its link, proves their number, opens the report in the app, reads the
 * critical value in words with its note and its trend against an earlier report, and downloads
 * the PDF, read back here: the signing pathologist, the sample id and the values; then shares it
 * with a doctor's link that opens the report without a login, and stops working once revoked.
 */
import { seedDeskWalk } from "@vyom/edge-api/test/desk-fixtures";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { fhirBundle } from "../../edge-api/dev/lis-sim/fhir-bundle-message.ts";
// The API's own test fixtures and schema, read from their files (not in its package exports).
import { admins, collectionVisits, labReports } from "../../edge-api/src/db/schema.ts";
import { pdfText } from "../../edge-api/src/routes/reports/pdf-text.test-support.ts";
import { hashPassword } from "../../edge-api/src/services/admin/passwords.ts";
import {
  cbcRecord,
  LIS_DEV_KEY,
  seedBookingVisit,
} from "../../edge-api/test/support/lab-results.ts";
import { openPage } from "./support/browser.ts";
import { allowUnauthorised } from "./support/desk.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const patient = "Lakshmi Narayanan";
const mobile = "9845177001";
const pathologist = {
  email: "pathologist-walk@vyom.example",
  password: "a-long-pathologist-password",
  displayName: "Dr. Anitha Raman",
  registrationNumber: "TNMC-51234",
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("tablist", { name: "Admin lists" }).waitFor();
}

async function inbox(): Promise<string[]> {
  const res = await fetch(`${server.url}/api/dev/sms-outbox?mobile=${mobile}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { message: string }[] }).messages.map((m) => m.message);
}

/** An earlier CBC of the same person (another booking, in May), filed as the lab's LIS files it. */
async function fileEarlierReport() {
  const { bookingId } = await seedBookingVisit(server.database.db, {
    name: patient,
    mobileNumber: mobile,
    now: new Date(),
  });
  const record = cbcRecord(bookingId, patient, { lisReportId: "LR-MAY-1" });
  const [hb, ...rest] = record.results;
  if (!hb) throw new Error("a CBC has haemoglobin");
  const res = await fetch(`${server.url}/api/lis/results`, {
    method: "POST",
    headers: { "content-type": "application/fhir+json", authorization: `Bearer ${LIS_DEV_KEY}` },
    body: JSON.stringify(
      fhirBundle({
        ...record,
        sample: { ...record.sample, collectedAt: "2026-05-04T03:30:00.000Z" },
        results: [{ ...hb, value: 12.6, interpretation: undefined }, ...rest],
      }),
    ),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

it("a result goes from the lab's system through sign-off and the call to the patient's report and PDF", async () => {
  const desk = await seedDeskWalk(server.database.db);
  await server.database.db.insert(admins).values({
    email: pathologist.email,
    passwordHash: await hashPassword(pathologist.password),
    role: "pathologist",
    displayName: pathologist.displayName,
    registrationNumber: pathologist.registrationNumber,
  });
  const { visitId } = await seedBookingVisit(server.database.db, {
    name: patient,
    mobileNumber: mobile,
    status: "confirmed",
    now: new Date(),
  });
  await fileEarlierReport();
  const [visit] = await server.database.db
    .select()
    .from(collectionVisits)
    .where(eq(collectionVisits.id, visitId));
  if (!visit?.day) throw new Error("the visit has a window");

  // The desk: the sample is collected; the lab simulator sends the partial report over HL7 v2.
  const front = await openPage(browser);
  allowUnauthorised(front.errors);
  await signIn(front.page, desk.email, desk.password);
  await front.page.getByLabel("Day").first().fill(visit.day);
  const row = front.page.getByRole("row").filter({ hasText: mobile });
  await row.getByRole("button", { name: /^Open / }).click();
  const opened = front.page.locator("section.desk-visit");
  await opened.getByRole("button", { name: "Mark collected" }).click();
  // The desk asks first (before the visit's day, whether it really was collected early).
  await front.page
    .getByRole("dialog")
    .getByRole("button", { name: /^Yes, / })
    .click();
  await opened.getByText("Waiting for the lab's results").waitFor();
  const simulator = opened.getByRole("group", { name: "Lab simulator (development)" });
  await simulator.getByRole("button", { name: "Send partial (HL7)" }).click();
  await simulator.getByText(/held until a pathologist signs it\. \(HTTP 201\)/).waitFor();

  // The pathologist signs the partial report off: released, with its SMS.
  const doctor = await openPage(browser);
  allowUnauthorised(doctor.errors);
  await signIn(doctor.page, pathologist.email, pathologist.password);
  const held = doctor.page.getByRole("article", { name: new RegExp(patient) });
  await held.getByRole("button", { name: "Sign off and release" }).click();
  await held.getByRole("button", { name: "Yes, sign off and release" }).click();
  await doctor.page.getByText(new RegExp(`is signed and released to ${patient}`)).waitFor();

  // The final report over FHIR, signed in the LIS, with a critical haemoglobin: held for the call.
  await simulator.getByRole("button", { name: "Critical value (FHIR)" }).click();
  await simulator
    .getByText(/held until the desk records calling the patient about a critical value/)
    .waitFor();
  await front.page.getByRole("tab", { name: "Results" }).click();
  const toCall = front.page.getByRole("article", { name: new RegExp(patient) });
  await toCall.getByText(/Critical value: call the patient at/).waitFor();
  const beforeCall = (await inbox()).filter((text) => text.includes("the report of")).length;
  await toCall
    .getByLabel("What the patient was told")
    .fill("Spoke to her: haemoglobin is very low; she is seeing her doctor today.");
  await toCall.getByRole("button", { name: "Record the call" }).click();
  await front.page.getByText(/The call is recorded and VYR-\d+ is released/).waitFor();

  // The patient's SMS: one per release, each with the link to the reports.
  await expect
    .poll(async () => (await inbox()).filter((text) => text.includes("the report of")).length)
    .toBe(beforeCall + 1);
  expect((await inbox()).find((text) => text.includes("the report of"))).toMatch(
    /is ready\. See it at .+\/download-report$/,
  );

  // The patient opens the report in the app.
  const { page } = await openPage(browser, { viewport: { width: 360, height: 800 } });
  await page.goto(`${server.url}/download-report-via-otp`);
  await page.getByRole("textbox", { name: "Registered mobile number" }).fill(mobile);
  const seen = (await inbox()).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect.poll(async () => (await inbox()).length).toBeGreaterThan(seen);
  const otp = /^\d{5}/.exec((await inbox())[0] ?? "")?.[0] ?? "";
  await page.getByRole("textbox", { name: "Enter OTP" }).fill(otp);
  await page.getByRole("button", { name: "Verify and show reports" }).click();

  const card = page
    .getByRole("listitem")
    .filter({ hasText: patient })
    .filter({ hasText: "Haemoglobin: Critical low" });
  await card.getByRole("link", { name: /^View report of/ }).click();
  await page.getByRole("heading", { level: 2, name: /^Report VYR-\d+$/ }).waitFor();
  const hb = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 4, name: "Haemoglobin" }),
  });
  await hb.getByText("Critical low", { exact: true }).waitFor();
  await hb.getByText(/A low value \(anaemia\) is common/).waitFor();
  const trend = hb.getByRole("table", { name: "Haemoglobin in your reports, oldest first" });
  const points = await trend
    .getByRole("row")
    .evaluateAll((all) => all.slice(1).map((r) => r.querySelector("td:last-child")?.textContent));
  expect(points).toEqual(["12.6 g/dL", "6.2 g/dL"]);
  await page.getByText(/^Signed by Dr\. Kavitha Rao, Reg\. No\. TNMC-48213$/).waitFor();
  await saveScreenshot(page, "lab-to-patient-report", true);

  // The PDF, read back: who signed, the sample, the values.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await download;
  const { readFile } = await import("node:fs/promises");
  const text = await pdfText(new Uint8Array(await readFile((await file.path()) as string)));
  const [report] = await server.database.db
    .select()
    .from(labReports)
    .where(eq(labReports.visitId, visitId))
    .orderBy(labReports.version);
  expect(text).toContain("Signed by Dr. Kavitha Rao, Reg. No. TNMC-48213");
  expect(text).toContain(report?.sampleId ?? "no sample id");
  expect(text).toMatch(/Haemoglobin .*6\.2 .*g\/dL/);
  expect(text).toContain("Critical low");

  // Shared with a doctor: the link opens the report without a login, then stops once revoked.
  const share = page.getByRole("region", { name: "Share with my doctor" });
  await share.getByRole("button", { name: "Make a link" }).click();
  const link = await share.getByRole("textbox", { name: "Link for your doctor" }).inputValue();
  const doctorsBrowser = await openPage(browser);
  await doctorsBrowser.page.goto(link);
  await doctorsBrowser.page.getByRole("heading", { level: 2, name: /^Report VYR-\d+$/ }).waitFor();
  await doctorsBrowser.page.getByText("Critical low", { exact: true }).first().waitFor();
  await share.getByRole("button", { name: "Refresh" }).click();
  await share.getByText(/^Opened once, on /).waitFor();
  await share.getByRole("button", { name: /^Revoke/ }).click();
  await share.getByRole("button", { name: "Yes, revoke it" }).click();
  await share.getByText(/ · revoked /).waitFor();
  // Deliberate: the revoked link's view answers 404.
  doctorsBrowser.errors.allow(/status of 404 \(Not Found\)/);
  await doctorsBrowser.page.reload();
  await doctorsBrowser.page
    .getByRole("alert")
    .filter({ hasText: "This link has expired or was revoked. Ask the patient for a new one." })
    .waitFor();
});
