/**
 * Debian's Chromium through playwright-core (no browser download). Every page opened with
 * `openPage` fails the test on a `console.error` or an uncaught page error.
 */
import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, onTestFinished } from "vitest";
import { browserTestSwitches } from "./chromium-switches.ts";

export const chromiumPath = "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: install it with \`apt-get install chromium\` (the browser tests never download a browser).`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...browserTestSwitches],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by the first file that asks and kept for the next files of the
 * worker (the e2e project keeps one module graph per worker: pwa/vitest.e2e.config.ts). Files never
 * share a context, so they share nothing but the browser process; `releaseBrowser` in a file's
 * afterAll closes whatever contexts it left open. Playwright closes the browser when the worker
 * exits. A browser that went away (crashed, or closed by a file) is launched again.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** A file's afterAll: closes the contexts it left open in the shared browser. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((context) => context.close()));
}

export interface PageErrors {
  /** Every console.error and uncaught error seen so far, as text. */
  readonly messages: readonly string[];
  /** Messages matching this are expected in the current test (e.g. a deliberate failed fetch). */
  allow(pattern: RegExp): void;
}

/**
 * Collects the page's console.error messages and uncaught errors; the test fails at its end if
 * any arrived that the test did not `allow`. Call once per page.
 */
export function failOnPageErrors(page: Page): PageErrors {
  const messages: string[] = [];
  const allowed: RegExp[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") messages.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  onTestFinished(() => {
    const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
    expect(unexpected, `errors on ${page.url()}`).toEqual([]);
  });
  return {
    messages,
    allow: (pattern) => {
      allowed.push(pattern);
    },
  };
}

/**
 * The phone the app is made for, and the size a page opens at unless a test asks otherwise. A
 * desktop-sized page costs Chromium about a fifth more CPU per load here (more pixels to raster,
 * and the wide layout's menus fetch 11 more files on /cbc-test), so only the tests about the wide
 * layout open at `desktop`.
 */
export const phone = { width: 412, height: 823 };
/** A laptop's window: the wide layout (header navigation, side-by-side panels). */
export const desktop = { width: 1280, height: 800 };

export interface OpenPageOptions {
  /** Default: `phone`. */
  viewport?: { width: number; height: number };
  /** Emulate `prefers-reduced-motion: reduce` (default: no preference). */
  reducedMotion?: boolean;
  /**
   * Let the app install its service worker: for tests of what works offline, after a reload with
   * the server gone, or of updates. Blocked otherwise: each install precaches the whole app
   * (about 1 MB) in the new context, which made every browser test about a third slower.
   */
  serviceWorker?: boolean;
}

/**
 * A new context (own storage: IndexedDB, and the service worker if asked for) and page, closed when the test ends,
 * with console errors failing the test.
 */
export async function openPage(
  browser: Browser,
  options: OpenPageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: PageErrors }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? phone,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    serviceWorkers: options.serviceWorker ? "allow" : "block",
  });
  const page = await context.newPage();
  const errors = failOnPageErrors(page);
  onTestFinished(() => context.close());
  return { context, page, errors };
}

/**
 * Waits until the page answers taps at once: main.tsx marks <html data-hydrated> once the first
 * page is on screen. A prerendered page (docs/decisions/006-prerendered-pages.md) is visible before that; a click on
 * it then is held and only acts once the page is hydrated (taps-before-hydration.e2e.test.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Holds React DOM's chunk back until the returned function is called: the page stays as served. */
export async function holdReactDom(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens the app once (a page opened with `serviceWorker: true`) and waits until its service
 * worker, with the precache, controls it: from then on the app opens without the server.
 */
export async function visitOnce(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
