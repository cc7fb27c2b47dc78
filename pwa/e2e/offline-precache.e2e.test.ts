/**
 * The build's precache list (the manifest vite-plugin-pwa injects into dist/sw.js), read from the
 * real production build (the e2e global setup rebuilds pwa/dist when it is stale): the shell,
 * every route chunk of the router, the CSS and every chunk that carries catalogue data are in it;
 * nothing under /api/ is; admin screens are not (docs/product.md#offline: online only); icons once
 * each.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { healthPackages, imagingItems, labTests } from "@vyom/catalog";
import { beforeAll, describe, expect, it } from "vitest";
import { pwaDist, pwaRoot } from "./support/paths.ts";

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Route modules that are online only, never precached. */
const adminPages = ["admin-login.page", "transactions-history.page"];

let entries: PrecacheEntry[];
let urls: string[];
let assets: string[];

/** The JSON array workbox-build wrote in place of `self.__WB_MANIFEST`. */
function readPrecacheManifest(): PrecacheEntry[] {
  const source = readFileSync(join(pwaDist, "sw.js"), "utf8");
  const match = source.match(/\[\{"(?:revision|url)":.*?\}\]/s);
  if (!match) throw new Error("no precache manifest in dist/sw.js");
  return JSON.parse(match[0]) as PrecacheEntry[];
}

const chunkFor = (module: string) => {
  const found = assets.filter((file) => file.startsWith(`${module}-`) && file.endsWith(".js"));
  if (found.length !== 1) throw new Error(`${module}: ${found.length} chunks in dist/assets`);
  return `assets/${found[0]}`;
};

beforeAll(() => {
  entries = readPrecacheManifest();
  urls = entries.map((entry) => entry.url);
  assets = readdirSync(join(pwaDist, "assets"));
});

describe("the precache manifest of the build", () => {
  it("holds the app shell and the web app manifest", () => {
    expect(urls).toContain("index.html");
    expect(urls).toContain("manifest.webmanifest");
  });

  it("holds the chunk of every route the router loads, except the online-only admin screens", () => {
    const routes = readFileSync(join(pwaRoot, "src/app/routes.tsx"), "utf8");
    const modules = [...routes.matchAll(/import\("@\/features\/[^"]+\/([^/"]+)\.tsx"\)/g)].map(
      (match) => match[1] as string,
    );
    expect(modules.length).toBeGreaterThan(20);
    for (const module of modules) {
      const chunk = chunkFor(module);
      if (adminPages.includes(module)) expect(urls, chunk).not.toContain(chunk);
      else expect(urls, chunk).toContain(chunk);
    }
  });

  // A language other than English is cached at run time when chosen (docs/i18n.md): its chunk
  // carries its words for the catalogue, keyed by the items' links, but none of the catalogue.
  const languages = /^language-(ta|kn|te|hi)-/;

  it("holds every script and stylesheet the build emitted (but the admin screens and languages)", () => {
    const missing = assets
      .filter((file) => /\.(js|css)$/.test(file))
      .filter((file) => !adminPages.some((page) => file.startsWith(`${page}-`)))
      .filter((file) => !languages.test(file))
      .map((file) => `assets/${file}`)
      .filter((file) => !urls.includes(file));
    expect(missing).toEqual([]);
    expect(urls.filter((url) => url.endsWith(".css")).length).toBeGreaterThan(0);
  });

  it("holds every chunk that carries catalogue data (tests, imaging, packages)", () => {
    const scripts = assets.filter((file) => file.endsWith(".js") && !languages.test(file));
    const text = new Map(
      scripts.map((file) => [file, readFileSync(join(pwaDist, "assets", file), "utf8")]),
    );
    const samples: Record<string, string[]> = {
      tests: labTests.map((test) => test.description).slice(0, 40),
      imaging: imagingItems.map((item) => item.pageLink),
      packages: healthPackages.map((item) => item.description),
    };
    for (const [dataset, markers] of Object.entries(samples)) {
      const carriers = scripts.filter((file) =>
        markers.some((marker) => marker.length > 8 && text.get(file)?.includes(marker)),
      );
      expect(carriers.length, `${dataset}: chunks carrying it`).toBeGreaterThan(0);
      for (const file of carriers) expect(urls, `${dataset}: ${file}`).toContain(`assets/${file}`);
    }
  });

  it("never lists anything under /api/, nor the install screenshots", () => {
    expect(urls.filter((url) => /^\/?api(\/|$)/.test(url))).toEqual([]);
    expect(urls.filter((url) => url.includes("screenshots/"))).toEqual([]);
  });

  it("lists each file once: the manifest icons too", () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const icon of ["icon-192.png", "icon-512.png", "icon-maskable-512.png"]) {
      expect(urls.filter((url) => url === `icons/${icon}`)).toHaveLength(1);
    }
  });

  it("is a worker Chromium can run: a classic script, no import(), no chunk preloading", () => {
    // A worker cannot import(): a dynamic import in code it shares with the pages would bring
    // Vite's preload helper (document, import.meta) and the worker would never install.
    const source = readFileSync(join(pwaDist, "sw.js"), "utf8");
    expect(source).not.toMatch(/\bimport\s*\(|\bimport\.meta\b|^\s*(import|export)\s/m);
    expect(source).not.toContain("modulepreload");
  });

  it("stays a download a phone on mobile data can afford", () => {
    const bytes = urls.reduce((sum, url) => sum + statSync(join(pwaDist, url)).size, 0);
    console.info(`precache: ${entries.length} entries, ${Math.round(bytes / 1024)} KiB`);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  });
});
