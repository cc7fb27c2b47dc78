/**
 * Build-time prerender (docs/decisions/006-prerendered-pages.md): renders each page of
 * src/prerender/prerendered-pages.ts with react-dom/server and writes
 * `dist/prerendered/<path>.html` (catalog's `prerenderedFile`): the shell index.html with the
 * page's markup inside #root, its stylesheets and its chunk. The server answers a navigation to
 * such a path with that file, so the first visit paints the page before any script has run; the
 * client then hydrates it (main.tsx). `dist/index.html` stays the empty shell, which the service
 * worker serves for every navigation offline and on repeat visits.
 *
 * Called by vite.config.ts after the client build and before the service worker is built (so the
 * build's manifest is there and the files get precompressed); the precache ignores them.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Manifest, type ManifestChunk } from "vite";
import {
  type PrerenderedStyles,
  prerenderedFile,
  prerenderedStylesFile,
} from "../../catalog/src/prerendered-file.ts";
import { tapsBeforeHydrationScript } from "../../catalog/src/taps-before-hydration.ts";
import type { PrerenderedPage } from "../src/prerender/prerendered-pages.ts";
import { bootScript } from "./boot-script.ts";
import { linguiPlugins } from "./lingui-plugins.ts";

const pwaRoot = fileURLToPath(new URL("..", import.meta.url));
const ssrOutDir = fileURLToPath(
  new URL("../../node_modules/.cache/vyom-prerender", import.meta.url),
);

interface Entry {
  renderPage(path: string): Promise<string>;
  prerenderedPages: readonly PrerenderedPage[];
}

/** Builds the prerender entry for Node and imports it. */
async function loadEntry(): Promise<Entry> {
  rmSync(ssrOutDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root: pwaRoot,
    mode: "production",
    logLevel: "warn",
    resolve: { alias: { "@": join(pwaRoot, "src") } },
    plugins: [linguiPlugins(), react()],
    // The catalogue is a workspace package of TypeScript sources: bundled, not left to Node.
    ssr: { noExternal: ["@vyom/catalog"] },
    build: {
      ssr: "src/prerender/prerender.entry.tsx",
      outDir: ssrOutDir,
      emptyOutDir: true,
      target: "node20",
      rollupOptions: { output: { entryFileNames: "prerender.entry.mjs" } },
    },
  });
  return import(pathToFileURL(join(ssrOutDir, "prerender.entry.mjs")).href) as Promise<Entry>;
}

/** A chunk and every chunk it statically imports, each once. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk, ...(chunk.imports ?? []).flatMap((dep) => staticImports(manifest, dep, seen))];
}

/** The CSS files a chunk needs, its static imports' included. */
const cssOf = (manifest: Manifest, key: string) =>
  staticImports(manifest, key).flatMap((chunk) => chunk.css ?? []);

/** The JS chunks a chunk statically imports, itself included. */
const chunksOf = (manifest: Manifest, key: string) =>
  staticImports(manifest, key).map((chunk) => chunk.file);

/** Writes the boot script under assets/ with a content hash (cached for a year); its URL. */
function writeBootScript(outDir: string): string {
  const hash = createHash("sha256").update(bootScript).digest("base64url").slice(0, 8);
  const file = `assets/boot-${hash}.js`;
  writeFileSync(join(outDir, file), bootScript);
  return `/${file}`;
}

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const imagePreload = /\s*<link\s+rel="preload"\s+as="image"[^>]*>/g;
const charset = /<meta charset="[^"]*"\s*\/?>/i;

/** A stylesheet of the build, to be written into the page. */
export interface InlineStylesheet {
  /** Its file under the build's folder, `assets/…css`. */
  href: string;
  css: string;
}

/** What the page's Content-Security-Policy names to allow a `<style>` with this text. */
export const styleHash = (css: string) => createHash("sha256").update(css).digest("base64");

export interface PageAssets {
  /** Stylesheets the page needs besides the shell's, written into it. */
  stylesheets: readonly InlineStylesheet[];
  /** Chunks to preload when the app starts (the shell's and the page's). */
  modules: readonly string[];
  boot: string;
  /** Keep the shell's hero image preloads (only the home page shows the hero). */
  heroPreload: boolean;
}

/**
 * A stylesheet written into the page: its first paint waits for no request (over 2G, one round
 * trip is 300 ms or more, and Lighthouse held the page's LCP behind three or four of them). The
 * disabled `<link>` beside it is never fetched, but it is how Vite's loader, which looks for a
 * `link[rel=stylesheet]` of that href before it adds one, knows the CSS is on the page: without
 * it, the app's first import() would fetch every one of these files again.
 */
function inlineStylesheet({ href, css }: InlineStylesheet): string {
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} would close its <style> early`);
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${href}" disabled>`;
}

/**
 * The shell with the page's markup in #root, its stylesheets, the boot script, and the tap
 * capture (catalog's taps-before-hydration.ts) first thing after the charset: an inline script
 * placed after a stylesheet would wait for it, and the page must answer taps from its first paint.
 */
export function pageHtml(shell: string, markup: string, assets: PageAssets): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no empty ${root}`);
  const entry = entryScript.exec(shell)?.[1];
  if (!entry) throw new Error("index.html has no module script");
  const shellModules = [...shell.matchAll(modulePreload)].map((match) => match[1]);
  const modules = [...new Set([...shellModules, ...assets.modules])].join(" ");
  const head = [
    ...assets.stylesheets.map(inlineStylesheet),
    `<script src="${assets.boot}" data-entry="${entry}" data-preload="${modules}" defer></script>`,
  ];
  if (!charset.test(shell)) throw new Error("index.html has no <meta charset>");
  let html = shell
    .replace(entryScript, "")
    .replace(modulePreload, "")
    .replace(charset, (meta) => `${meta}\n    <script>${tapsBeforeHydrationScript}</script>`);
  if (!assets.heroPreload) html = html.replace(imagePreload, "");
  return html
    .replace("</head>", `${head.join("\n")}\n</head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}

/** Writes dist/prerendered/…; `outDir` is the client build's folder. */
export async function prerenderPages(outDir: string): Promise<number> {
  const manifestPath = join(outDir, ".vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const shell = readFileSync(join(outDir, "index.html"), "utf8");
  const shellCss = new Set(cssOf(manifest, "index.html"));
  const shellChunks = new Set(chunksOf(manifest, "index.html"));
  // main.tsx imports React DOM and the app dynamically (two tasks, not one): every prerendered
  // page needs them and the app's layout CSS, like its own chunk.
  // The app's chunk is keyed by its name when vite.config.ts's chunk group holds app.tsx.
  const started = (manifest["index.html"]?.dynamicImports ?? []).filter(
    (key) =>
      key === "src/app/app.tsx" ||
      manifest[key]?.name === "app" ||
      key.includes("react-dom/client"),
  );
  if (started.length !== 2)
    throw new Error("prerender: main.tsx's React DOM and app chunks not found");
  const boot = writeBootScript(outDir);
  const { renderPage, prerenderedPages } = await loadEntry();
  rmSync(join(outDir, "prerendered"), { recursive: true, force: true });
  const styles: Record<string, string[]> = {};
  // A handful of stylesheets serve every page: each read and hashed once.
  const stylesheets = new Map<string, InlineStylesheet & { hash: string }>();
  const stylesheet = (href: string) => {
    let sheet = stylesheets.get(href);
    if (!sheet) {
      const css = readFileSync(join(outDir, href), "utf8");
      sheet = { href, css, hash: styleHash(css) };
      stylesheets.set(href, sheet);
    }
    return sheet;
  };
  for (const page of prerenderedPages) {
    const file = prerenderedFile(page.path);
    if (!file) throw new Error(`prerender: ${page.path} has no prerendered file name`);
    if (page.module !== null && !manifest[page.module])
      throw new Error(`prerender: ${page.module} is not a chunk`);
    const markup = await renderPage(page.path);
    // The CSP allows no inline script: React's streaming scripts or a pending boundary would fail.
    if (/<script|<template|<!--\$[?!]-->/.test(markup))
      throw new Error(`prerender: ${page.path} did not render completely (inline script)`);
    const keys = page.module === null ? started : [...started, page.module];
    const css = keys.flatMap((key) => cssOf(manifest, key)).filter((href) => !shellCss.has(href));
    const modules = keys
      .flatMap((key) => chunksOf(manifest, key))
      .filter((file) => !shellChunks.has(file));
    const pageStylesheets = [...new Set(css)].map(stylesheet);
    styles[file] = pageStylesheets.map((sheet) => sheet.hash);
    const html = pageHtml(shell, markup, {
      stylesheets: pageStylesheets,
      modules: modules.map((file) => `/${file}`),
      boot,
      heroPreload: page.path === "/",
    });
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
  writeFileSync(
    join(outDir, prerenderedStylesFile),
    JSON.stringify(styles satisfies PrerenderedStyles),
  );
  // Only this script reads the manifest: it is not served.
  rmSync(join(outDir, ".vite"), { recursive: true, force: true });
  return prerenderedPages.length;
}
