// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * Attacks an audit tried in a browser that did not get in; these keep them failing
 * (docs/security.md, "Controls that held"):
 * - stored XSS: markup sent through the public corporate enquiry form is shown to the admin as
 *   text, and never runs (React escapes it; the CSP forbids inline script anyway);
 * - CSRF: a page on another site that auto-submits a form to the API, or fetches it with the
 *   signed-in admin's browser, neither creates a booking nor ends the admin's session.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "@vyom/edge-api/env";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingsFor } from "./support/admin-api.ts";
import { openPage } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

/** Another site: `localhost` is a different site from the app's `127.0.0.1`. */
let attacker: Server;
let attackerUrl: string;
let attackPage = "";

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

startSuite();
beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(attackPage);
  });
  await new Promise<void>((ready) => attacker.listen(0, "127.0.0.1", ready));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((done) => attacker?.close(done));
});

async function signInAsAdmin(page: Page) {
  await page.goto(`${server.url}/admin-login`);
  await page.getByLabel("E-mail").fill(DEV_ADMIN_EMAIL);
  await page.getByLabel("Password").fill(DEV_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}/transactions-history`);
}

describe("stored XSS through a public form, read by the admin", () => {
  it("shows the markup as text and runs none of it", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/corporate`);
    await page.getByRole("heading", { level: 1, name: "Corporate Health Services" }).waitFor();
    await page.getByLabel("Your name").fill("Anita Desai");
    await page.getByLabel("Mobile number").fill("9840000901");
    await page.getByLabel("Work e-mail").fill("anita@acme.example");
    await page.getByLabel("Company name").fill(PAYLOAD.slice(0, 40));
    await page.getByLabel("City").fill("Chennai");
    await page.getByLabel("Number of employees").selectOption("1-50");
    await page.getByLabel("You are interested in").selectOption("other");
    await page.getByLabel(/^Message/).fill(PAYLOAD);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.getByText("✔️ Sent: we have received it.").waitFor({ timeout: 30_000 });

    await signInAsAdmin(page);
    await page.getByRole("tab", { name: /Submissions/ }).click();
    await page.getByText(PAYLOAD).first().waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator("main img[src='x']").count()).toBe(0);
  }, 90_000);
});

describe("CSRF from a page on another site", () => {
  // The app's path, and the trailing slash older app versions send, which the API still takes.
  it.each([
    ["/api/booking", "9840000902"],
    ["/api/booking/", "9840000903"],
  ])("an auto-submitted form post to %s creates no booking", async (path, mobile) => {
    const body = JSON.stringify({ name: "Forged Booking", mobileNumber: mobile, x: "=" });
    // text/plain is the one way a plain form can post something JSON-shaped without a preflight.
    attackPage = `<form method="post" action="${server.url}${path}" enctype="text/plain">
      <input name='${body.slice(0, -3)}' value='${body.slice(-2, -1)}"}'></form>
      <script>document.forms[0].submit()</script>`;
    const { page, errors } = await openPage(browser);
    // The refusal's page has no favicon: the browser logs its 404 too.
    errors.allow(/status of (403|404)/);
    const answered = page.waitForResponse((res) => res.url().startsWith(`${server.url}/api/`));
    await page.goto(attackerUrl);
    expect((await answered).status()).toBe(403);
    expect(await bookingsFor(server.url, mobile)).toEqual([]);
  });

  it("a cross-site request with the admin's browser does not end the admin's session", async () => {
    const { page, errors } = await openPage(browser);
    // The answer is withheld from the other site (Cross-Origin-Resource-Policy: same-origin).
    errors.allow(/ERR_BLOCKED_BY_RESPONSE\.NotSameOrigin/);
    await signInAsAdmin(page);
    attackPage = `<script>
      fetch("${server.url}/api/admin/logout", { method: "POST", mode: "no-cors", credentials: "include" })
        .catch(() => {})
        .then(() => { document.title = "sent"; });
    </script>`;
    await page.goto(attackerUrl);
    await page.waitForFunction(() => document.title === "sent");
    // Back on the app, the admin is still signed in.
    const session = await page.goto(`${server.url}/api/admin/session`);
    expect(session?.status()).toBe(200);
  });
});
