/**
 * Serves the built PWA next to the API, compressed (brotli or gzip, written by the build, when the
 * browser accepts it). Hashed files under /assets are cached for a year;
 * everything else (index.html, sw.js, the manifest) must be revalidated so a deploy is picked up,
 * and carries an ETag (hono's etag middleware, a digest of the bytes sent) so that revalidating
 * an unchanged file costs a 304 rather than the file again: the browser checks sw.js (about 50 KB)
 * for an update after navigations, and each check downloaded it whole.
 * App routes (no file extension) get the page the build prerendered for them
 * (`dist/prerendered/…`, docs/decisions/006-prerendered-pages.md) when there is one, else
 * index.html, the shell; `/api/*` and missing files never do: a missing chunk answered with HTML
 * would be parsed as JavaScript and break the app obscurely.
 * A prerendered page carries its CSS in `<style>` elements: the build lists their hashes
 * (`prerendered/inline-styles.json`), and the page's answer names them for its CSP
 * (security-headers.ts), so that exactly those styles apply.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type PrerenderedStyles, prerenderedFile, prerenderedStylesFile } from "@vyom/catalog";
import type { Context, MiddlewareHandler } from "hono";
import { etag } from "hono/etag";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");
const hasExtension = (path: string) => /\.[^/]+$/.test(path.slice(path.lastIndexOf("/") + 1));

function cacheHeaders(path: string, c: Context) {
  c.header("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
  if (path.endsWith(".webmanifest")) c.header("Content-Type", "application/manifest+json");
}

declare module "hono" {
  interface ContextVariableMap {
    /** The inline `<style>` elements of the page being answered: base64 SHA-256 of each. */
    inlineStyleHashes?: readonly string[];
  }
}

const SHA256_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The build's list; none when it wrote none (a build of pages without inline styles). Each hash
 * goes into a header, so anything but a SHA-256 in base64 stops the server from starting.
 */
function readPrerenderedStyles(root: string): Map<string, readonly string[]> {
  const file = join(root, prerenderedStylesFile);
  if (!existsSync(file)) return new Map();
  const list = JSON.parse(readFileSync(file, "utf8")) as PrerenderedStyles;
  const pages = new Map(Object.entries(list));
  for (const [page, hashes] of pages)
    if (!Array.isArray(hashes) || !hashes.every((hash) => SHA256_BASE64.test(hash)))
      throw new Error(`${file}: ${page} lists something other than SHA-256 hashes`);
  return pages;
}

export function servePwa(root: string): MiddlewareHandler {
  // The build writes .br and .gz beside each text file (vite.config.ts, precompress).
  const files = serveStatic({ root, onFound: cacheHeaders, precompressed: true });
  const revalidate = (_path: string, c: Context) => {
    c.header("Cache-Control", REVALIDATE);
  };
  const index = serveStatic({ root, path: "index.html", precompressed: true, onFound: revalidate });
  const styles = readPrerenderedStyles(root);
  const prerendered = (path: string) =>
    serveStatic({ root, path, precompressed: true, onFound: revalidate });
  // Each encoding's bytes get their own tag (the response varies on Accept-Encoding).
  const validated = etag();
  const serve: MiddlewareHandler = async (c, next) => {
    // First the prerendered page, so `/` gets the home page rather than the shell index.html.
    const page = prerenderedFile(c.req.path);
    if (page) {
      const found = await prerendered(page)(c, async () => {});
      if (found instanceof Response) {
        const hashes = styles.get(page);
        if (hashes && hashes.length > 0) c.set("inlineStyleHashes", hashes);
        return found;
      }
    }
    const served = await files(c, async () => {});
    if (served instanceof Response) return served;
    if (hasExtension(c.req.path)) return next();
    return index(c, next);
  };
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || isApi(c.req.path)) return next();
    // Hashed assets are immutable: the browser never asks for them again.
    if (c.req.path.startsWith("/assets/")) return serve(c, next);
    await validated(c, async () => {
      const served = await serve(c, next);
      if (served instanceof Response) c.res = served;
    });
    // A 304 carries the headers the 200 would have (RFC 9110, 15.4.5); etag() keeps only its tag.
    if (c.res.status === 304) {
      c.res.headers.set("Cache-Control", REVALIDATE);
      c.res.headers.set("Vary", "Accept-Encoding");
    }
    return c.res;
  };
}

/** Shown instead of the app when no build exists (e.g. the PWA workspace has no build yet). */
export function appNotBuilt(root: string): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || isApi(c.req.path)) return next();
    if (hasExtension(c.req.path)) return next();
    c.header("Cache-Control", "no-store");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>` +
        `<body><h1>The app is not built yet</h1><p>No <code>index.html</code> in <code>${escapeHtml(root)}</code>. ` +
        `Run <code>npm run build</code>, then restart. The API is up: <a href="/api/health">/api/health</a>.</p></body></html>`,
      503,
    );
  };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function hasBuiltPwa(root: string) {
  return existsSync(join(root, "index.html"));
}
