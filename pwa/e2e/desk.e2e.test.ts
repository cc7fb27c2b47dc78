/**
 * The booking desk in Chromium against the real server with ADMIN_TWO_FACTOR=required
 * (docs/product.md#booking-desk): a desk user signs in (password, then enrolling TOTP with a code
 * computed from the setup key shown), sees only the desk's tabs, finds a home-collection booking
 * in the day's list, confirms it, assigns a technician and marks it collected; the visit then says
 * its report is waiting for the lab's results (a status, never a button: only the lab's release
 * makes a report ready); the visit's audit log shows each step as the desk's. A dispatcher finds
 * a visit by the patient's name, assigns the technician the desk suggests for its area, and marks
 * it collected the day before only through the confirmation the API requires.
 */
import {
  type DeskWalk,
  type DispatchWalk,
  seedDeskWalk,
  seedDispatchWalk,
} from "@vyom/edge-api/test/desk-fixtures";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, releaseBrowser, sharedBrowser } from "./support/browser.ts";
import { allowUnauthorised, signInAndEnrol } from "./support/desk.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;
let walk: DeskWalk;
let dispatch: DispatchWalk;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ env: { ADMIN_TWO_FACTOR: "required" } }),
    sharedBrowser(),
  ]);
  walk = await seedDeskWalk(server.database.db);
  dispatch = await seedDispatchWalk(server.database.db);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

describe("the booking desk", () => {
  it("a desk user confirms a booking, assigns a technician and marks it collected; the report waits for the lab; the audit log shows it", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await signInAndEnrol(page, server.url, walk);

    const tabs = page.getByRole("tablist", { name: "Admin lists" });
    await tabs.waitFor();
    expect(await tabs.getByRole("tab").allInnerTexts()).toEqual([
      "Desk",
      "Results",
      "Day view",
      "Technicians",
      "Bookings",
      "Audit",
    ]);
    // The payment logs are not the desk's.
    expect(await page.getByRole("table", { name: /Payment transactions/ }).count()).toBe(0);

    await page.getByLabel("Day").first().fill(walk.day);
    const row = page.getByRole("row").filter({ hasText: walk.mobileNumber });
    await row.waitFor();
    expect(await row.innerText()).toContain("Received");
    await row.getByRole("button", { name: /^Open / }).click();

    const opened = page.locator("section.desk-visit");
    const status = opened.getByTestId("visit-status");
    await opened.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => status.innerText()).toBe("Confirmed");

    // Once the suggestion is in, the desk's own choice overrides it.
    const technician = opened.getByLabel("Technician");
    await expect
      .poll(() => technician.locator("option:checked").innerText())
      .toContain("(suggested)");
    const chosen = technician.locator("option", { hasText: walk.technician });
    await technician.selectOption((await chosen.getAttribute("value")) ?? "");
    await opened.getByLabel("Arriving by").fill("09:30");
    await opened.getByRole("button", { name: "Assign technician" }).click();
    await expect.poll(() => status.innerText()).toBe("Technician assigned");

    // The visit is tomorrow: collecting it now needs the dispatcher's confirmation.
    await opened.getByRole("button", { name: "Mark collected" }).click();
    await page.getByRole("button", { name: "Yes, it was collected early" }).click();
    await expect.poll(() => status.innerText()).toBe("Collected");
    expect(await opened.getByTestId("report-status").innerText()).toBe(
      "Waiting for the lab's results",
    );
    expect(await opened.getByRole("button", { name: /report/i }).count()).toBe(0);

    const audit = opened.getByRole("list", { name: "Audit log" });
    await expect
      .poll(async () => (await audit.locator("li").allInnerTexts()).map((line) => line.trim()))
      .toEqual([
        expect.stringContaining(`Marked collected by desk:${walk.email}`),
        expect.stringContaining(`Technician assigned by desk:${walk.email}`),
        expect.stringContaining(`Confirmed by desk:${walk.email}`),
      ]);
    expect(await row.innerText()).toContain("Collected");
    await saveScreenshot(page, "desk-visit-collected");
  });

  it("a dispatcher finds a visit by the patient's name and assigns it by area; Mark collected before the day needs the override", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await signInAndEnrol(page, server.url, dispatch);

    await page.getByLabel("Search by name, mobile or reference").fill("lakshmi");
    const row = page.getByRole("row").filter({ hasText: dispatch.mobileNumber });
    await row.waitFor();
    expect(await row.innerText()).toContain(dispatch.patient);
    await row.getByRole("button", { name: /^Open / }).click();

    const opened = page.locator("section.desk-visit");
    const status = opened.getByTestId("visit-status");
    expect(await opened.getByTestId("visit-patients").innerText()).toMatch(
      /^Lakshmi Narayanan, \d+ years, Female$/,
    );
    expect(await opened.getByTestId("visit-address").innerText()).toContain("PIN 600020");
    await opened.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => status.innerText()).toBe("Confirmed");

    // The technician of the visit's area is chosen for the dispatcher; the button stays in place.
    const technician = opened.getByLabel("Technician");
    await expect
      .poll(async () => technician.locator("option:checked").innerText())
      .toContain(`${dispatch.areaTechnician} (suggested)`);
    await opened.getByRole("button", { name: "Assign technician" }).click();
    await expect.poll(() => status.innerText()).toBe("Technician assigned");
    expect(await opened.getByText("This visit is on").first().innerText()).toContain(dispatch.day);

    await opened.getByRole("button", { name: "Mark collected" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark collected before the visit's day?" });
    await dialog.getByRole("button", { name: "Go back" }).click();
    expect(await status.innerText()).toBe("Technician assigned");
    await opened.getByRole("button", { name: "Mark collected" }).click();
    await dialog.getByRole("button", { name: "Yes, it was collected early" }).click();
    await expect.poll(() => status.innerText()).toBe("Collected");
    const audit = opened.getByRole("list", { name: "Audit log" });
    await expect
      .poll(async () => (await audit.locator("li").first().innerText()).trim())
      .toContain(`before the visit's day (${dispatch.day}), confirmed`);
    await saveScreenshot(page, "desk-dispatch-collected-early");
  });
});
