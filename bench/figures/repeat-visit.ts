/// <reference lib="dom" />
// The functions given to page.evaluate run in the page: they need the DOM types.
/**
 * Figure 3: a second visit to /, /cbc-test and /health-package-premium once the service worker
 * controls the page: the bytes that still come from the network for the shell and the catalogue
 * (everything but /api/). Budget 0. The baseline is the same page's first visit. Counted by a
 * proxy in front of the server, so the worker's own fetches count too.
 */
import type { Browser, Page } from "playwright-core";
import { phone } from "../lib/browser.ts";
import { startCountingProxy, type Transfer } from "../lib/counting-proxy.ts";
import type { Figure } from "../lib/table.ts";

export const repeatPages = ["/", "/cbc-test", "/health-package-premium"] as const;

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");
const appBytes = (transfers: readonly Transfer[]) =>
  transfers.filter((t) => !isApi(t.path)).reduce((sum, t) => sum + t.bytes, 0);

/** Opens a page and waits until it has settled (heading shown, network quiet). */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" });
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle");
}

/** Resolves once a service worker controls the page (clientsClaim on the first install). */
export async function waitForController(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }),
    );
  });
}

export async function repeatVisitFigures(browser: Browser, appUrl: string): Promise<Figure[]> {
  const proxy = await startCountingProxy(appUrl);
  const context = await browser.newContext({ viewport: phone });
  try {
    const page = await context.newPage();
    const first = new Map<string, number>();
    for (const path of repeatPages) {
      proxy.reset();
      await visit(page, `${proxy.url}${path}`);
      if (path === "/") await waitForController(page);
      first.set(path, appBytes(proxy.transfers()));
    }
    const figures: Figure[] = [];
    for (const path of repeatPages) {
      proxy.reset();
      await visit(page, `${proxy.url}${path}`);
      const transfers = proxy.transfers();
      const bytes = appBytes(transfers);
      const fetched = transfers.filter((t) => !isApi(t.path) && t.bytes > 0).map((t) => t.path);
      figures.push({
        name: `3 repeat visit ${path}, non-API bytes`,
        value: bytes,
        unit: "B",
        baseline: first.get(path) ?? null,
        baselineName: "first visit",
        budget: "0",
        ok: bytes === 0,
        ...(fetched.length > 0 ? { note: `from the network: ${fetched.join(", ")}` } : {}),
      });
    }
    return figures;
  } finally {
    await context.close();
    await proxy.close();
  }
}
