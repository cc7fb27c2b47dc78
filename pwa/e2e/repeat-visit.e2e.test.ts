/**
 * The repeat visit (docs/performance.md, figure 3, in its fast CI form): once the service worker
 * controls the app, a second visit to the home page, a test page and a package page fetches nothing
 * but API calls from the network: the shell, the route chunks, the CSS, the catalogue and the
 * images come from the worker's caches. Requests are seen by a proxy in front of the server, so the
 * worker's own fetches count too.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "./support/browser.ts";
import { type FaultProxy, startFaultProxy } from "./support/fault-proxy.ts";
import { browser, server, startSuite } from "./support/suite.ts";

let proxy: FaultProxy;

startSuite();
beforeAll(async () => {
  proxy = await startFaultProxy(server.url);
});
afterAll(async () => {
  await proxy?.close();
});

const pages = [
  { path: "/", heading: "Book Test Now" },
  { path: "/cbc-test", heading: /CBC|Complete Blood Count/i },
  { path: "/health-package-premium", heading: /Premium/i },
] as const;

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${proxy.url}${path}`);
  await page.getByRole("heading", { name: heading }).first().waitFor();
  // A prerendered page shows its heading before its scripts have run: wait for the app itself
  // (whose start-up registers the worker) before waiting for the network to settle.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");
// The browser's own check for a new version of the worker (it may run after any navigation to a
// controlled page; the worker script is never served from a cache) is how a fix reaches an
// installed app, not part of the shell: it is allowed, and only it.
const isWorkerUpdateCheck = (method: string, path: string) => method === "GET" && path === "/sw.js";

describe("a repeat visit with the service worker in control", () => {
  it("fetches only API calls from the network for the shell and the catalogue", async () => {
    const { page } = await openPage(browser, {
      viewport: { width: 360, height: 800 },
      serviceWorker: true,
    });
    for (const { path, heading } of pages) {
      await visit(page, path, heading);
      if (path === "/") {
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (navigator.serviceWorker.controller) return;
          await new Promise((done) =>
            navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }),
          );
        });
      }
    }

    const before = proxy.requests.length;
    expect(before, "the first visit went through the proxy").toBeGreaterThan(10);
    for (const { path, heading } of pages) await visit(page, path, heading);
    const fromNetwork = proxy.requests
      .slice(before)
      .filter((request) => !isApi(request.path.split("?")[0] ?? ""))
      .filter((request) => !isWorkerUpdateCheck(request.method, request.path))
      .map((request) => `${request.method} ${request.path}`);
    expect(fromNetwork).toEqual([]);
  });
});
