/**
 * The booking desk in Chromium against the real server with ADMIN_TWO_FACTOR=required
 * (docs/product.md#booking-desk): a desk user signs in (password, then enrolling TOTP with a code
 * computed from the setup key shown), sees only the desk's tabs, finds a home-collection booking
 * in the day's list, confirms it, assigns a technician and marks it collected; the visit's audit
 * log shows each step as the desk's.
 */
import { type DeskWalk, seedDeskWalk } from "@vyom/edge-api/test/desk-fixtures";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type PageErrors } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;
let walk: DeskWalk;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ env: { ADMIN_TWO_FACTOR: "required" } }),
    launchBrowser(),
  ]);
  walk = await seedDeskWalk(server.database.db);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The browser logs every 401 the app expects (no session yet) as a console error. */
const allowUnauthorised = (errors: PageErrors) =>
  errors.allow(/Failed to load resource: the server responded with a status of 401/);

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

async function signInAndEnrol(page: Page) {
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("E-mail").fill(walk.email);
  await page.getByLabel("Password").fill(walk.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Set up two-factor sign-in" }).waitFor();
  const secret = (await page.locator(".admin-setup-key").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "I have saved these codes" }).click();
}

describe("the booking desk", () => {
  it("a desk user confirms a booking, assigns a technician and marks it collected; the audit log shows it", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await signInAndEnrol(page);

    const tabs = page.getByRole("tablist", { name: "Admin lists" });
    await tabs.waitFor();
    expect(await tabs.getByRole("tab").allInnerTexts()).toEqual([
      "Desk",
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
