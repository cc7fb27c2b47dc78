/**
 * The booking desk's sign-in for browser walks (docs/product.md#booking-desk): a desk user seeded
 * by `seedDeskWalk` signs in with the password and enrols TOTP with a code computed from the setup
 * key the page shows (the server runs with ADMIN_TWO_FACTOR=required).
 */
import type { DeskWalk } from "@vyom/edge-api/test/desk-fixtures";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import type { PageErrors } from "./browser.ts";

/** The browser logs every 401 the app expects (no session yet) as a console error. */
export const allowUnauthorised = (errors: PageErrors) =>
  errors.allow(/Failed to load resource: the server responded with a status of 401/);

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

export async function signInAndEnrol(page: Page, baseUrl: string, walk: DeskWalk) {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel("E-mail").fill(walk.email);
  await page.getByLabel("Password").fill(walk.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Set up two-factor sign-in" }).waitFor();
  const secret = (await page.locator(".admin-setup-key").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "I have saved these codes" }).click();
}
