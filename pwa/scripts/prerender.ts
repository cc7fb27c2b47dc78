/**
 * Build-time prerender (docs/decisions/010): renders each page of
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
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Manifest } from "vite";
import { prerenderedFile } from "../../catalog/src/prerendered-file.ts";
import type { PrerenderedPage } from "../src/prerender/prerendered-pages.ts";

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
    plugins: [react()],
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

/** The CSS files a chunk needs, its static imports' included. */
function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((dep) => cssOf(manifest, dep, seen)),
  ];
}

/** The shell with the page's markup in #root and the page's stylesheets after the shell's. */
export function pageHtml(shell: string, markup: string, stylesheets: readonly string[]): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`index.html has no empty ${root}`);
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`);
  return shell
    .replace("</head>", `${links.join("\n")}\n</head>`)
    .replace(root, `<div id="root">${markup}</div>`);
}

/** Writes dist/prerendered/…; `outDir` is the client build's folder. */
export async function prerenderPages(outDir: string): Promise<number> {
  const manifestPath = join(outDir, ".vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const shell = readFileSync(join(outDir, "index.html"), "utf8");
  const shellCss = new Set(cssOf(manifest, "index.html"));
  const { renderPage, prerenderedPages } = await loadEntry();
  rmSync(join(outDir, "prerendered"), { recursive: true, force: true });
  for (const page of prerenderedPages) {
    const file = prerenderedFile(page.path);
    if (!file) throw new Error(`prerender: ${page.path} has no prerendered file name`);
    if (!manifest[page.module]) throw new Error(`prerender: ${page.module} is not a chunk`);
    const markup = await renderPage(page.path);
    // The CSP allows no inline script: React's streaming scripts or a pending boundary would fail.
    if (/<script|<template|<!--\$[?!]-->/.test(markup))
      throw new Error(`prerender: ${page.path} did not render completely (inline script)`);
    const css = cssOf(manifest, page.module).filter((href) => !shellCss.has(href));
    const html = pageHtml(shell, markup, [...new Set(css)]);
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
  // Only this script reads the manifest: it is not served.
  rmSync(join(outDir, ".vite"), { recursive: true, force: true });
  return prerenderedPages.length;
}
