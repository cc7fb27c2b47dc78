/**
 * The booking desk in Chromium against the real server with ADMIN_TWO_FACTOR=required
 * (docs/product.md#booking-desk): a desk user signs in (password, then enrolling TOTP with a code
 * computed from the setup key shown), sees only the desk's tabs, finds a home-collection booking
 * in the day's list, confirms it, assigns a technician and marks it collected; the visit then says
 * its report is waiting for the lab's results (a status, never a button: only the lab's release
 * makes a report ready); the visit's audit log shows each step as the desk's.
 */
import { type DeskWalk, seedDeskWalk } from "@vyom/edge-api/test/desk-fixtures";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, releaseBrowser, sharedBrowser } from "./support/browser.ts";
import { allowUnauthorised, signInAndEnrol } from "./support/desk.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;
let walk: DeskWalk;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ env: { ADMIN_TWO_FACTOR: "required" } }),
    sharedBrowser(),
  ]);
  walk = await seedDeskWalk(server.database.db);
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

    await opened.getByLabel("Technician").selectOption({ label: walk.technician });
    await opened.getByLabel("Arriving by").fill("09:30");
    await opened.getByRole("button", { name: "Assign technician" }).click();
    await expect.poll(() => status.innerText()).toBe("Technician assigned");

    await opened.getByRole("button", { name: "Mark collected" }).click();
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
});
