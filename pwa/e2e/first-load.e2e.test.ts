/**
 * The home route's first load on a phone (docs/performance.md, figure 1, in its fast CI form), two
 * ways: the JS and CSS a 360 px visitor downloads before the page is interactive (its `load` event
 * AND the page hydrated with its own content on screen, whichever is later: the scripts the
 * prerendered page's boot script starts after `load` count), read from the real requests and
 * gzipped; and what the HTML served for `/` itself makes the browser fetch, its boot script's
 * entry and modulepreloads included. The CSS the prerendered page carries in `<style>` elements
 * counts as the stylesheets it was (pwa/scripts/prerender.ts). Storage (Dexie), the outbox, the
 * service worker's registration and the app's notices start after both on purpose and do not
 * count. The first load must not carry zod, XState, the captcha solver, the admin or checkout
 * code, or catalogue data the first screen does not show.
 * `npm run bench` measures the same against the bare React floor; this test holds the ceiling.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedFile } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { openPage, waitForHydration } from "./support/browser.ts";
import { pwaDist } from "./support/paths.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

/**
 * Gzipped ceilings (KB) that hold what was reached: 98.7 KB (101,022 B) both ways, since the
 * shell is one chunk and one stylesheet, lazy chunks' preload lists hold only the chunk, the
 * footer and the service worker's start load after the page, and react-router's unused <Form>,
 * <Link> prefetching and development warnings are out (docs/performance.md, figure 1; 106.6 KB
 * before). The budget is 1.5 × the floor (a bare React 19 + react-dom page, 66.1-66.4 KB gz as
 * `npm run bench` builds it): 99.2-99.6 KB.
 *
 * Raised to 100.5 KB, knowingly: the home booking form now asks the patient's date of birth (or
 * age) and gender, which reference ranges need (pwa/src/features/home/book-test.form.ts), and
 * their rules and fields add 1.2 KB (100.2 KB, 1.51 × the floor). Loading the form's rules after
 * the page (hydrating in pieces) is the way back under 1.5 ×; until then this ceiling holds the
 * figure reached, so nothing else may grow.
 *
 * Lowered to 99.8 KB: react-router's developer warnings and their messages are out of the
 * production build (vite.config.ts), 99.7 KB; 1.5 × the floor is still about 0.4 KB away.
 *
 * Lowered to 98.7 KB: react-router's route renderer without its data-router branches
 * (vite.config.ts) and its invariants without their messages
 * (pwa/scripts/react-router-invariants.ts), 98.6 KB (100,939 B), under 1.5 × the floor; the
 * header's count of adds journaled before hydration (pwa/src/lib/use-cart.ts) is in it.
 *
 * Kept at 98.7 KB with seven-character file hashes (vite.config.ts): 98.6 KB (100,945 B). The
 * 120 B gained is headroom, not a lower ceiling: a change anywhere renames chunks, and the new
 * hashes alone move this figure by up to 15 B. A toast the home form shows before its code has
 * loaded now says the reader's words (pwa/src/components/toast-words.ts): 98.7 KB (101,021 B).
 */
const requestsBudgetKb = 98.7;
const homeHtmlBudgetKb = 98.7;

const kb = (bytes: number) => bytes / 1024;

describe("the home route's first load", () => {
  it("stays small and carries no zod, XState, captcha solver, admin, checkout or test data", async () => {
    const { page } = await openPage(browser, { viewport: { width: 360, height: 800 } });
    const assets = new Map<string, Buffer>();
    const reading: Promise<void>[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (!/\.(js|css)$/.test(url.pathname) || url.pathname.endsWith("sw.js")) return;
      if (response.request().serviceWorker()) return;
      reading.push(
        response.body().then(
          (body) => void assets.set(url.pathname, body),
          () => {},
        ),
      );
    });
    await page.addInitScript(() => {
      // When the page is hydrated with its own content on screen (see the file's comment).
      const noted = window as unknown as { __readyAt?: number };
      const observer = new MutationObserver(() => {
        if (noted.__readyAt !== undefined) return;
        if (!document.querySelector("html[data-hydrated] #book-test-title")) return;
        noted.__readyAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(server.url);
    await page.getByRole("heading", { name: "Book Test Now" }).waitFor();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await Promise.all(reading);
    const beforeLoad = new Set(
      await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation");
        const loadAt = (navigation as PerformanceNavigationTiming | undefined)?.loadEventStart;
        const readyAt = (window as unknown as { __readyAt?: number }).__readyAt;
        const interactiveAt = Math.max(
          loadAt ?? Number.POSITIVE_INFINITY,
          readyAt ?? Number.POSITIVE_INFINITY,
        );
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime <= interactiveAt)
          .map((entry) => new URL(entry.name).pathname);
      }),
    );

    const inlineStyles = await page.evaluate(() =>
      Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? ""),
    );
    // The page's own CSS is in it and never fetched (a fetched copy would count twice).
    const inlined = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet][disabled]"),
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(inlineStyles.length).toBeGreaterThan(0);
    expect(inlined).toHaveLength(inlineStyles.length);
    expect(inlined.filter((path) => assets.has(path))).toEqual([]);
    const files = [
      ...[...assets.entries()].filter(([path]) => beforeLoad.has(path)),
      ...inlineStyles.map((css, i) => [`<style> ${i + 1} of the page`, Buffer.from(css)] as const),
    ].map(([path, body]) => ({ path, gzip: gzipSync(body).length, text: body.toString("utf8") }));
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `home first load: ${kb(total).toFixed(1)} KB gzip (${total} B) in ${files.length} files\n` +
        files
          .toSorted((a, b) => b.gzip - a.gzip)
          .map((f) => `  ${kb(f.gzip).toFixed(1).padStart(6)} KB  ${f.path}`)
          .join("\n"),
    );

    const names = files.map((f) => f.path).join("\n");
    expect(names).not.toMatch(/admin|transactions-history|cart-form|checkout|login-panel/);
    expect(names).not.toMatch(/lab-tests|imaging|health-packages/);
    expect(names, "storage (Dexie) in the first load").not.toMatch(/\/database-/);
    expect(names, "the captcha solver in the first load").not.toMatch(/\/captcha-(?!check)/);
    const code = files.map((f) => f.text).join("\n");
    expect(code, "zod in the first load").not.toMatch(/ZodError|\$ZodType/);
    expect(code, "XState in the first load").not.toMatch(/xstate\.init|xstate\.stop/);
    expect(code, "altcha in the first load").not.toMatch(/altcha/i);
    // What vite.config.ts's reactRouterTreeShaking and components/link.tsx keep out: react-router's
    // <Form> (with useSubmit), and its <Link>'s prefetching and <NavLink>'s view transitions.
    expect(code, "react-router's <Form> in the first load").not.toMatch(/useFormAction must be/);
    expect(code, "react-router's <Link> prefetching").not.toMatch(/rel:`prefetch`|"prefetch"/);
    expect(code, "react-router's <NavLink>").not.toMatch(/useViewTransitionState/);
    // vite.config.ts: no data router, so none of its screens, nor react-router's own messages.
    expect(code, "react-router's data-router screens").not.toMatch(/Unexpected Application Error/);
    expect(code, "react-router's messages").not.toMatch(/may be used only in the context of/);
    // React DOM itself is most of it: a measure that stopped before the app's scripts would pass.
    expect(kb(total)).toBeGreaterThan(60);
    expect(kb(total)).toBeLessThan(requestsBudgetKb);
  });

  it("a prerendered page draws no SVG image with its CSS or its icon", () => {
    // An SVG image, even a data: URL, is a document the page's main thread builds and lays out on
    // the first load: 5-11 ms here each for the location select's arrow and the favicon (which
    // the page fetches and decodes itself), several times that on a phone.
    for (const route of ["/", "/cbc-test"]) {
      const html = readFileSync(join(pwaDist, prerenderedFile(route) ?? "index.html"), "utf8");
      const css = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, text]) => text).join("");
      expect(css.length, route).toBeGreaterThan(1000);
      expect(css.match(/url\([^)]*svg[^)]*\)/g), route).toBeNull();
      const icons = [...html.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map(([tag]) => tag);
      expect(icons, route).toHaveLength(1);
      expect(icons.join(""), route).not.toMatch(/svg/);
    }
  });

  it("the HTML served for / asks for little: its scripts, preloads, stylesheets and boot", () => {
    const home = join(pwaDist, prerenderedFile("/") ?? "index.html");
    const html = readFileSync(existsSync(home) ? home : join(pwaDist, "index.html"), "utf8");
    const refs = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].flatMap(([tag]) => {
        if (tag.startsWith("<link") && !/rel="(?:modulepreload|stylesheet)"/.test(tag)) return [];
        const own = tag.match(/(?:src|href)="([^"]+)"/)?.[1];
        const entry = tag.match(/data-entry="([^"]+)"/)?.[1];
        const preloads = tag.match(/data-preload="([^"]*)"/)?.[1]?.split(/\s+/) ?? [];
        return [own, entry, ...preloads].filter((ref): ref is string => Boolean(ref));
      }),
    );
    const total = [...refs].reduce(
      (sum, ref) => sum + gzipSync(readFileSync(join(pwaDist, ref))).length,
      0,
    );
    console.log(
      `/'s own JS+CSS: ${kb(total).toFixed(1)} KB gzip (${total} B) in ${refs.size} files`,
    );
    expect([...refs].join("\n")).not.toMatch(/database-|xstate|captcha-(?!check)/);
    // The entry's own static imports are fetched beside it, not one round trip after it.
    const entry = [...refs].find((ref) => /\/index-[^/]*\.js$/.test(ref));
    const entryCode = entry ? readFileSync(join(pwaDist, entry), "utf8") : "";
    const entryImports = [...entryCode.matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)].map(
      ([, file]) => `/assets/${file}`,
    );
    expect(entry, "the boot script's entry").toBeDefined();
    expect(entryImports.filter((file) => !refs.has(file))).toEqual([]);
    // React DOM itself is most of it: a list that lost the boot script's entry would pass.
    expect(kb(total)).toBeGreaterThan(60);
    expect(kb(total)).toBeLessThan(homeHtmlBudgetKb);
  });
});
