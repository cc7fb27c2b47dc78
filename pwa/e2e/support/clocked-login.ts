/**
 * The login dialog's browser tests (login-fit.e2e, auth-resend.e2e): a server whose clock the test
 * moves forward beside the page's, so no OTP cool-down is waited out, and the dialog opened from
 * the header.
 */

import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { releaseBrowser, sharedBrowser, waitForHydration } from "./browser.ts";
import { startTestServer, type TestServer } from "./server.ts";

const greeting = "Hello! Kindly login to avail our services";

export interface ClockedLoginSuite {
  server: TestServer;
  browser: Browser;
  /** How far the server's clock is ahead of the real one. */
  aheadMs: number;
}

/** Starts the server and the shared browser before the file's tests, and stops them after. */
export function startClockedLoginSuite(): ClockedLoginSuite {
  const suite = { aheadMs: 0 } as ClockedLoginSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([
      startTestServer({ clock: () => new Date(Date.now() + suite.aheadMs) }),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    await releaseBrowser(suite.browser);
    await suite.server?.close();
  });
  return suite;
}

/** A fresh number per use: 9 and nine random digits. */
export const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

export async function openLoginDialog(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: greeting });
  await dialog.getByRole("tabpanel", { name: "Login" }).waitFor();
  return dialog;
}
