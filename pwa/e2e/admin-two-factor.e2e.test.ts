/**
 * Admin two-factor sign-in in Chromium against the real server with ADMIN_TWO_FACTOR=required:
 * the dev admin (no TOTP yet) is led from the password to enrolment, scans nothing but reads the
 * setup key shown and computes codes with otpauth (the server's library), saves the recovery
 * codes, then signs in with password + code and with a recovery code, once. Then "Sign out on all
 * devices" ends the admin's session in another browser.
 */
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "@vyom/edge-api/env";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, type PageErrors, releaseBrowser, sharedBrowser } from "./support/browser.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ env: { ADMIN_TWO_FACTOR: "required" } }),
    sharedBrowser(),
  ]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

/** The browser logs every 401 the app expects (a wrong code, no session) as a console error. */
const allowUnauthorised = (errors: PageErrors) =>
  errors.allow(/Failed to load resource: the server responded with a status of 401/);

const transactionsTable = (page: Page) =>
  page.getByRole("table", { name: "Payment transactions, newest first" });

/** The code an authenticator app shows `aheadMs` from now. */
const codeFor = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + aheadMs });

async function passwordStep(page: Page) {
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("E-mail").fill(DEV_ADMIN_EMAIL);
  await page.getByLabel("Password").fill(DEV_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signInWithCode(page: Page, code: string) {
  await passwordStep(page);
  await page.getByLabel("Code from your authenticator app").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(`${server.url}/admin-login`);
}

/** Set by the enrolment test, used by the sign-in tests after it (same file, in order). */
let secret = "";
let recoveryCodes: string[] = [];

describe("admin two-factor sign-in", () => {
  it("leads the admin from the password to enrolment, and shows the recovery codes once", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    await passwordStep(page);
    await page.getByRole("heading", { name: "Set up two-factor sign-in" }).waitFor();
    const qr = page.getByRole("img", { name: /QR code/ });
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    secret = (await page.locator(".admin-setup-key").innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await saveScreenshot(page, "admin-two-factor-enrolment");

    // A wrong code is said as such, and the enrolment goes on.
    await page.getByLabel("Code from the app").fill(codeFor(secret, -10 * 60_000));
    await page.getByRole("button", { name: "Confirm" }).click();
    expect(await page.getByRole("alert").innerText()).toContain("Wrong or already used code");

    await page.getByLabel("Code from the app").fill(codeFor(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("heading", { name: "Save your recovery codes now" }).waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("shown only this once");
    recoveryCodes = await page
      .getByRole("list", { name: "Recovery codes" })
      .locator("code")
      .allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await saveScreenshot(page, "admin-two-factor-recovery-codes");
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await transactionsTable(page).waitFor();
    expect(await page.getByText("Two-factor sign-in is off").count()).toBe(0);
    await logOut(page);
  });

  it("signs in with password and the app's code", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    // The enrolment used this 30-second step's code: the app's next one signs in.
    await signInWithCode(page, codeFor(secret, 30_000));
    await page.waitForURL(`${server.url}/transactions-history`);
    await transactionsTable(page).waitFor();
    await logOut(page);
  });

  it("signs in with a recovery code once; its second use fails", async () => {
    const { page, errors } = await openPage(browser);
    allowUnauthorised(errors);
    const code = recoveryCodes[0] ?? "";
    await signInWithCode(page, code);
    await transactionsTable(page).waitFor();
    await logOut(page);

    await signInWithCode(page, code);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Wrong or already used code");
    expect(new URL(page.url()).pathname).toBe("/admin-login");
  });

  it("logs out on all devices: the other browser's session ends too", async () => {
    const laptop = await openPage(browser);
    const phone = await openPage(browser);
    for (const { errors } of [laptop, phone]) allowUnauthorised(errors);
    await signInWithCode(laptop.page, recoveryCodes[1] ?? "");
    await transactionsTable(laptop.page).waitFor();
    await signInWithCode(phone.page, recoveryCodes[2] ?? "");
    await transactionsTable(phone.page).waitFor();

    await laptop.page.getByRole("button", { name: "Sign out on all devices" }).click();
    await laptop.page.waitForURL(`${server.url}/admin-login`);
    await phone.page.goto(`${server.url}/transactions-history`);
    await phone.page.waitForURL(`${server.url}/admin-login`);
    expect(await phone.page.locator("table").count()).toBe(0);
  });
});
