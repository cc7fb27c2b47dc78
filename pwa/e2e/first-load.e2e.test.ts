/**
 * The home route's first load on a phone, measured from the page's real requests: the JS and CSS
 * a 360 px visitor downloads before scrolling, gzipped. It must not carry zod, XState, the admin or
 * checkout code, or catalogue data the first screen does not show.
 */
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Gzipped budget for the home route's first-load JS + CSS (React + Router + Dexie + shell + home). */
const budgetKb = 165;

describe("the home route's first load", () => {
  it("stays small and carries no zod, XState, admin, checkout or test data", async () => {
    const { page } = await openPage(browser, { viewport: { width: 360, height: 800 } });
    const assets = new Map<string, Buffer>();
    page.on("response", async (response) => {
      const url = new URL(response.url());
      if (!/\.(js|css)$/.test(url.pathname) || url.pathname.endsWith("sw.js")) return;
      if (response.request().serviceWorker()) return;
      assets.set(url.pathname, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(server.url);
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor();
    await page.waitForLoadState("networkidle");

    const files = [...assets.entries()].map(([path, body]) => ({
      path,
      gzip: gzipSync(body).length,
      text: body.toString("utf8"),
    }));
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const js = files.filter((f) => f.path.endsWith(".js")).reduce((sum, f) => sum + f.gzip, 0);
    console.log(
      `home first load: ${(total / 1024).toFixed(1)} KB gzip (JS ${(js / 1024).toFixed(1)} KB, CSS ${((total - js) / 1024).toFixed(1)} KB) in ${files.length} files\n` +
        files
          .toSorted((a, b) => b.gzip - a.gzip)
          .map((f) => `  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.path}`)
          .join("\n"),
    );

    const names = files.map((f) => f.path).join("\n");
    expect(names).not.toMatch(/admin|transactions-history|cart-form|checkout|login-panel/);
    expect(names).not.toMatch(/lab-tests|imaging|health-packages/);
    const code = files.map((f) => f.text).join("\n");
    expect(code, "zod in the first load").not.toMatch(/ZodError|\$ZodType/);
    expect(code, "XState in the first load").not.toMatch(/xstate\.init|xstate\.stop/);
    expect(total / 1024).toBeLessThan(budgetKb);
  });
});
