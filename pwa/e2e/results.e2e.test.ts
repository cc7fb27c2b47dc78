/**
 * Lab results released by the staff, in Chromium against the real server (docs/lis-integration.md,
 * "Release"): the lab files an unsigned CBC with a critical haemoglobin for a collected booking
 * through the ingest API; a pathologist (who sees only the Results tab) signs it off after
 * confirming, and it still waits for the desk's call; the desk sees the number to call, records
 * the call with what the patient was told, and the report is released: it shows under "Released
 * lately" with its signer, and the patient's "report ready" SMS is queued with the release.
 */
import { seedDeskWalk } from "@vyom/edge-api/test/desk-fixtures";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { fhirBundle } from "../../edge-api/dev/lis-sim/fhir-bundle-message.ts";
// Not in edge-api's package exports (yet): the API's own test fixtures, read from their files.
import { admins, visitNotices } from "../../edge-api/src/db/schema.ts";
import { hashPassword } from "../../edge-api/src/services/admin/passwords.ts";
import {
  cbcRecord,
  LIS_DEV_KEY,
  seedBookingVisit,
} from "../../edge-api/test/support/lab-results.ts";
import { seriousViolations } from "./support/axe.ts";
import { openPage } from "./support/browser.ts";
import { allowUnauthorised } from "./support/desk.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const patientName = "Meena Sundaram";
const mobileNumber = "9845100001";
const pathologist = {
  email: "kavitha@vyom.example",
  password: "a-long-pathologist-password",
  displayName: "Dr. Kavitha Rao",
  registrationNumber: "TNMC-48213",
};

/** A collected booking, and its unsigned CBC with a critical haemoglobin as the lab's LIS files it. */
async function fileCriticalResult() {
  const { bookingId, visitId } = await seedBookingVisit(server.database.db, {
    name: patientName,
    mobileNumber,
    now: new Date(),
  });
  const record = cbcRecord(bookingId, patientName, { signedBy: undefined });
  const [hb, ...rest] = record.results;
  if (!hb) throw new Error("a CBC has haemoglobin");
  // The server is on 127.0.0.1 and so is this test: the development LIS key is honoured.
  const res = await fetch(`${server.url}/api/lis/results`, {
    method: "POST",
    headers: { "content-type": "application/fhir+json", authorization: `Bearer ${LIS_DEV_KEY}` },
    body: JSON.stringify(fhirBundle({ ...record, results: [{ ...hb, value: 6.0 }, ...rest] })),
  });
  expect(res.status).toBe(201);
  return visitId;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("tablist", { name: "Admin lists" }).waitFor();
}

/**
 * The "report ready" SMS owed to the visit's patient. Read from the notices queued in the
 * release's own transaction: the results routes leave sending them to the server's drain timer
 * (a minute), so the dev inbox would make this test wait for it.
 */
async function reportReadyNotices(visitId: string) {
  const notices = await server.database.db.select().from(visitNotices);
  return notices.filter((notice) => notice.visitId === visitId && notice.kind === "report-ready");
}

it("a pathologist signs a critical result off, the desk records the call, and it is released", async () => {
  const desk = await seedDeskWalk(server.database.db);
  await server.database.db.insert(admins).values({
    email: pathologist.email,
    passwordHash: await hashPassword(pathologist.password),
    role: "pathologist",
    displayName: pathologist.displayName,
    registrationNumber: pathologist.registrationNumber,
  });
  const visitId = await fileCriticalResult();

  // The pathologist: the Results tab alone, the result in words, a signature after confirming.
  const doctor = await openPage(browser);
  allowUnauthorised(doctor.errors);
  await signIn(doctor.page, pathologist.email, pathologist.password);
  const tabs = doctor.page.getByRole("tablist", { name: "Admin lists" });
  expect(await tabs.getByRole("tab").allInnerTexts()).toEqual(["Results"]);
  const waiting = doctor.page.getByRole("article", { name: new RegExp(patientName) });
  await waiting.getByText("Waiting for a pathologist's signature.").waitFor();
  expect(await waiting.innerText()).toContain("Haemoglobin 6 g/dL: Critical low");
  await waiting.getByRole("button", { name: "Sign off and release" }).click();
  await waiting.getByText(/A signature cannot be undone\./).waitFor();
  await saveScreenshot(doctor.page, "results-confirm-sign-off");
  await waiting.getByRole("button", { name: "Yes, sign off and release" }).click();
  await doctor.page
    .getByText(/is signed\. It is released once the desk records the call/)
    .waitFor();
  await waiting.getByText(`Signed by ${pathologist.displayName}.`).waitFor();
  expect(await reportReadyNotices(visitId)).toHaveLength(0);

  // The desk: the number to call, then the call recorded with what the patient was told.
  const front = await openPage(browser);
  allowUnauthorised(front.errors);
  await signIn(front.page, desk.email, desk.password);
  await front.page.getByRole("tab", { name: "Results" }).click();
  const toCall = front.page.getByRole("article", { name: new RegExp(patientName) });
  await toCall.getByText(/Critical value: call the patient at/).waitFor();
  expect(await toCall.getByRole("link", { name: mobileNumber }).getAttribute("href")).toBe(
    `tel:+91${mobileNumber}`,
  );
  const record = toCall.getByRole("button", { name: "Record the call" });
  expect(await record.isDisabled()).toBe(true);
  expect(await seriousViolations(front.page)).toEqual([]);
  await toCall
    .getByLabel("What the patient was told")
    .fill("Spoke to her: haemoglobin is very low; she will see her doctor today.");
  await record.click();
  await front.page
    .getByText(new RegExp(`The call is recorded and VYR-\\d+ is released to ${patientName}`))
    .waitFor();

  const released = front.page
    .getByRole("table", { name: /released lately/ })
    .getByRole("row")
    .filter({ hasText: patientName });
  await released.waitFor();
  expect(await released.innerText()).toContain(pathologist.displayName);
  expect(await front.page.getByRole("article", { name: new RegExp(patientName) }).count()).toBe(0);
  await saveScreenshot(front.page, "results-released");
  // Released: the patient's SMS is owed, once.
  expect(await reportReadyNotices(visitId)).toHaveLength(1);

  // The pathologist's list, read again, shows it released too.
  await doctor.page.getByRole("button", { name: "Refresh the list" }).click();
  await doctor.page
    .getByRole("table", { name: /released lately/ })
    .getByRole("row")
    .filter({ hasText: patientName })
    .waitFor();
});
