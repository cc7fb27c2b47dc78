/// <reference lib="dom" />
// The functions given to page.evaluate run in the page: they need the DOM types.
/**
 * Figure 1: the home route's first-load weight, JS + CSS gzipped, two ways:
 * - requests: what a 360 px phone fetches before the page is interactive, read from the page's
 *   real responses: every script and stylesheet whose request started before BOTH the load event
 *   and the page being `ready` (the app: hydrated, `html[data-hydrated]`, with its content on
 *   screen), whichever is later: the scripts a prerendered page starts after `load` (its boot
 *   script, docs/decisions/006-prerendered-pages.md) still count (the SW registration, the outbox
 *   and the cart's storage start after both, on purpose), and the CSS a prerendered page carries
 *   in `<style>` elements, each counted as the stylesheet it was (pwa/scripts/prerender.ts);
 * - build: what the HTML served for `/` makes the browser fetch (the prerendered home page where
 *   the build wrote one, else index.html): scripts, modulepreloads, stylesheets, and the entry
 *   and modulepreloads its boot script starts.
 * The floor is the bare React page measured the same two ways. The home page must also not carry
 * zod classic, XState, the captcha (altcha), the admin or checkout code.
 * Beside it, as an info row: a Tamil reader's first load of `/` (the language chosen on an
 * earlier visit, nothing cached): the same count until the page is hydrated and in Tamil, fonts
 * included, against the English reader's.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedFile } from "@vyom/catalog";
import type { Browser } from "playwright-core";
import { phone } from "../lib/browser.ts";
import type { Figure } from "../lib/table.ts";

export interface LoadedFile {
  path: string;
  gzip: number;
  text: string;
}

const kb = (bytes: number) => bytes / 1024;

/** Notes (as `__readyAt`) when an element matching `selector` is first in the document (the
 * selector may name an attribute, such as `html[data-hydrated]`, set later). */
function noteWhenReady(selector: string) {
  const noted = window as unknown as { __readyAt?: number };
  const observer = new MutationObserver(() => {
    if (noted.__readyAt !== undefined || !document.querySelector(selector)) return;
    noted.__readyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Sets the language a reader chose on an earlier visit (pwa/src/i18n/stored-language.ts). */
function chooseLanguage(code: string) {
  localStorage.setItem("vyom.language", code);
}

export interface CriticalFilesOptions {
  /** The reader's chosen language; with one, its fonts (.woff2) count as well. */
  language?: string;
}

/**
 * The JS and CSS a fresh phone visit fetched before it was interactive (after `load` and once the
 * CSS selector `ready` matches), with their bodies.
 */
export async function criticalFiles(
  browser: Browser,
  url: string,
  ready: string,
  { language }: CriticalFilesOptions = {},
): Promise<LoadedFile[]> {
  const context = await browser.newContext({ viewport: phone, serviceWorkers: "block" });
  const counted = language ? /\.(js|css|woff2)$/ : /\.(js|css)$/;
  try {
    const page = await context.newPage();
    if (language) await page.addInitScript(chooseLanguage, language);
    await page.addInitScript(noteWhenReady, ready);
    const bodies = new Map<string, Buffer>();
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (!counted.test(path)) return;
      pending.push(
        response.body().then(
          (body) => void bodies.set(path, body),
          () => {},
        ),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    const started = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const readyAt = (window as unknown as { __readyAt?: number }).__readyAt;
      const interactiveAt = Math.max(
        navigation?.loadEventStart ?? Number.POSITIVE_INFINITY,
        readyAt ?? Number.POSITIVE_INFINITY,
      );
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime <= interactiveAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    const critical = new Set(started);
    const inlineStyles = await page.evaluate(() =>
      Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? ""),
    );
    return [
      ...[...bodies.entries()].filter(([path]) => critical.has(path)),
      ...inlineStyles.map((css, i) => [`<style> ${i + 1} of the page`, Buffer.from(css)] as const),
    ].map(([path, body]) => ({ path, gzip: gzipSync(body).length, text: body.toString("utf8") }));
  } finally {
    await context.close();
  }
}

/**
 * The files the HTML served for `/` loads by itself: its scripts, modulepreloads and stylesheets,
 * and the entry and modulepreloads named by a boot script (`data-entry`, `data-preload`).
 */
export function buildCritical(dist: string): LoadedFile[] {
  const prerendered = join(dist, prerenderedFile("/") ?? "index.html");
  const html = readFileSync(
    existsSync(prerendered) ? prerendered : join(dist, "index.html"),
    "utf8",
  );
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].flatMap(([tag]) => {
    if (tag.startsWith("<link") && !/rel="(?:modulepreload|stylesheet)"/.test(tag)) return [];
    const own = tag.match(/(?:src|href)="([^"]+)"/)?.[1];
    const entry = tag.match(/data-entry="([^"]+)"/)?.[1];
    const preloads = tag.match(/data-preload="([^"]*)"/)?.[1]?.split(/\s+/) ?? [];
    return [own, entry, ...preloads].filter((ref): ref is string => Boolean(ref));
  });
  return [...new Set(refs)].map((path) => {
    const body = readFileSync(join(dist, path));
    return { path, gzip: gzipSync(body).length, text: body.toString("utf8") };
  });
}

/** What the home route must not carry (docs/performance.md, figure 1). */
export function forbiddenOnFirstLoad(files: readonly LoadedFile[]): string[] {
  const names = files.map((file) => file.path).join("\n");
  const code = files.map((file) => file.text).join("\n");
  const found: string[] = [];
  if (/admin|transactions-history/.test(names)) found.push("admin");
  if (/cart-form|checkout|login-panel/.test(names)) found.push("checkout/login");
  if (/ZodError|\$ZodType/.test(code)) found.push("zod");
  if (/xstate\.init|xstate\.stop/.test(code)) found.push("XState");
  // The solver (altcha-lib, lib/captcha.ts); the form's checkbox (captcha-check) is only its UI.
  if (/altcha/i.test(code) || /\/captcha-(?!check)/.test(names)) found.push("captcha");
  return found;
}

const total = (files: readonly LoadedFile[]) => files.reduce((sum, file) => sum + file.gzip, 0);

export async function firstLoadFigures(
  browser: Browser,
  app: { url: string; dist: string },
  floor: { url: string; dist: string },
): Promise<{ figures: Figure[]; detail: string }> {
  const appFiles = await criticalFiles(browser, app.url, "html[data-hydrated] #book-test-title");
  const tamilFiles = await criticalFiles(
    browser,
    app.url,
    'html[lang="ta-IN"][data-hydrated] #book-test-title',
    { language: "ta" },
  );
  const floorFiles = await criticalFiles(browser, floor.url, "h1");
  const appBuild = buildCritical(app.dist);
  const floorBuild = buildCritical(floor.dist);
  const forbidden = forbiddenOnFirstLoad(appFiles);
  const budget = 1.5;
  const requests = kb(total(appFiles));
  const floorRequests = kb(total(floorFiles));
  const built = kb(total(appBuild));
  const floorBuilt = kb(total(floorBuild));
  const tamil = kb(total(tamilFiles));
  const tamilOnly = tamilFiles.filter((file) => !appFiles.some((own) => own.path === file.path));
  // The rest of tamilOnly the English reader fetches too, only after its own ready point.
  const languageOwn = kb(
    total(tamilOnly.filter((file) => /language-|lingui|\.woff2$/.test(file.path))),
  );
  const detail = appFiles
    .toSorted((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${kb(file.gzip).toFixed(1).padStart(6)} KB  ${file.path}`)
    .join("\n");
  return {
    detail: `home first load, ${appFiles.length} files:\n${detail}\na Tamil reader's, besides: ${tamilOnly.map((file) => `${file.path} ${kb(file.gzip).toFixed(1)} KB`).join(", ")}`,
    figures: [
      {
        name: "1 first load /, requests (JS+CSS gz)",
        value: requests,
        unit: "KB",
        baseline: floorRequests,
        baselineName: "bare React page",
        budget: `≤ ${budget}× floor`,
        ok: requests <= budget * floorRequests && forbidden.length === 0,
        ...(forbidden.length > 0 ? { note: `carries ${forbidden.join(", ")}` } : {}),
      },
      {
        name: "1 first load /, build (its HTML's JS+CSS gz)",
        value: built,
        unit: "KB",
        baseline: floorBuilt,
        baselineName: "bare React page",
        budget: `≤ ${budget}× floor`,
        ok: built <= budget * floorBuilt,
      },
      {
        name: "1 first load /, a Tamil reader (JS+CSS+fonts gz)",
        value: tamil,
        unit: "KB",
        baseline: requests,
        baselineName: "an English reader's",
        budget: "—",
        ok: null,
        note: `of which the language's own ${languageOwn.toFixed(1)} KB (its chunk, Lingui's core, the fonts its text uses); the rest the English reader fetches too, after its page is ready`,
      },
    ],
  };
}
