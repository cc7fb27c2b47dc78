/**
 * The real listener: one port for the API and the built PWA, on 127.0.0.1 with an ephemeral port,
 * serving a throw-away PWA_DIST.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tapsBeforeHydrationScript } from "@vyom/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../src/env.ts";
import { createMemoryLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { TEST_ENV } from "./context.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

const CBC_STYLE = "h1{color:#0a5763}";
const CBC_STYLE_HASH = createHash("sha256").update(CBC_STYLE).digest("base64");
const CBC_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root"><h1>CBC</h1></div>',
).replace("</head>", `<style>${CBC_STYLE}</style></head>`);

/** The CSP's style-src directive of an answer. */
const styleSrc = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("style-src"));

let dist: string;
let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "vyom-pwa-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), INDEX_HTML);
  await mkdir(join(dist, "prerendered"));
  await writeFile(join(dist, "prerendered", "cbc-test.html"), CBC_HTML);
  await writeFile(
    join(dist, "prerendered", "inline-styles.json"),
    JSON.stringify({ "prerendered/cbc-test.html": [CBC_STYLE_HASH] }),
  );
  await writeFile(join(dist, "assets", "app-1a2b3c.js"), "console.log('app');\n");
  await writeFile(join(dist, "assets", "app-1a2b3c.css"), "h1{color:red}\n");
  await writeFile(
    join(dist, "assets", "logo-1a2b3c.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  await writeFile(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  await writeFile(join(dist, "manifest.webmanifest"), '{"name":"Vyom Diagnostics"}');
  database = await createTestDatabase();
  const env = parseEnv({ ...TEST_ENV, PWA_DIST: dist });
  server = await startServer(env, { database: database.handle, logger: createMemoryLogger() });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe("the server", () => {
  it("listens on 127.0.0.1 on an ephemeral port", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
  });

  it("answers GET /api/health", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("serves index.html at / and for app routes, never cached, with the CSP", async () => {
    for (const path of [
      "/",
      "/cart",
      "/radilogy/x-ray-chest?id=1",
      "/health-package-basic",
      "/admin-login",
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it("gives a page the page's CSP: its own files, one inline script by its hash, no framing", async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    // The one inline script allowed: the prerendered pages' tap capture, by its hash.
    const tapsHash = createHash("sha256").update(tapsBeforeHydrationScript).digest("base64");
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSrc).toContain(`'sha256-${tapsHash}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("serves a prerendered page for its route, never cached, with the CSP", async () => {
    const res = await fetch(`${server.url}/cbc-test`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(await res.text()).toBe(CBC_HTML);
  });

  it("allows a prerendered page's own inline styles by hash, on that page only", async () => {
    expect(styleSrc(await fetch(`${server.url}/cbc-test`))).toBe(
      `style-src 'self' 'sha256-${CBC_STYLE_HASH}'`,
    );
    // The shell, other pages and a spelling of the path that is not the page's: none. The API's
    // JSON may load nothing at all.
    for (const path of ["/", "/lipid-profile", "/CBC-TEST"])
      expect(styleSrc(await fetch(`${server.url}${path}`)), path).toBe("style-src 'self'");
    expect((await fetch(`${server.url}/api/health`)).headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("serves hashed assets with a long cache, sw.js and the manifest with no-cache", async () => {
    const asset = await fetch(`${server.url}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
  });

  it("sends a hashed script or stylesheet only the headers a subresource reads", async () => {
    for (const path of ["/assets/app-1a2b3c.js", "/assets/app-1a2b3c.css"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      for (const documentOnly of [
        "content-security-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "referrer-policy",
      ]) {
        expect(res.headers.get(documentOnly), `${path} ${documentOnly}`).toBeNull();
      }
    }
  });

  it("keeps every header on what could be a document or a worker, even under /assets", async () => {
    // An SVG opened on its own is a document; sw.js is a worker, whose CSP is its own answer's;
    // a 404 or a path that walks out of /assets is answered as anything else is.
    for (const path of [
      "/assets/logo-1a2b3c.svg",
      "/sw.js",
      "/assets/missing.js",
      "/assets/%2e%2e/index.html",
      "/",
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("answers unknown /api paths with JSON 404, never index.html", async () => {
    for (const path of ["/api/unknown", "/api/booking/extra/segments", "/api"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ error: "not-found" });
    }
  });

  it("answers a missing asset file with 404, not index.html", async () => {
    for (const path of ["/assets/missing.js", "/missing.css", "/icons/nope.png"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain("<html");
    }
  });

  it("does not serve files outside the dist folder", async () => {
    const res = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).not.toContain("root:");
  });

  it("takes a real booking over the wire", async () => {
    const { bookingBody } = await import("./fixtures.ts");
    const { fetchSolvedCaptcha } = await import("./support/captcha/solve-captcha.ts");
    const captcha = await fetchSolvedCaptcha((path) => fetch(`${server.url}${path}`));
    const res = await fetch(`${server.url}/api/booking/`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ ...bookingBody(), captcha }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: "success" });
  });
});

describe("the server without a PWA build", () => {
  it("serves an 'app not built' notice for app routes and still answers the API", async () => {
    const empty = await mkdtemp(join(tmpdir(), "vyom-no-pwa-"));
    const env = parseEnv({ ...TEST_ENV, PWA_DIST: empty });
    const bare = await startServer(env, {
      database: database.handle,
      logger: createMemoryLogger(),
    });
    try {
      const page = await fetch(`${bare.url}/cart`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain("not built");
      expect((await fetch(`${bare.url}/assets/app.js`)).status).toBe(404);
      expect((await fetch(`${bare.url}/api/health`)).status).toBe(200);
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
