/**
 * servePwa answers with the compressed copies the build writes (.br, .gz) when the browser
 * accepts them, and with the plain file otherwise; the app-route fallback (index.html) too.
 * (Cache headers are checked over real HTTP in test/server.test.ts.)
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePwa } from "./static-pwa.ts";

const script = `console.log(${JSON.stringify("a chunk ".repeat(200))});\n`;
const html = `<!doctype html><html><body>${"<p>home</p>".repeat(200)}</body></html>`;
const homePage = `<!doctype html><html><body><h1>Home</h1>${"<p>home</p>".repeat(200)}</body></html>`;
const cbcPage = `<!doctype html><html><body><h1>CBC</h1>${"<p>cbc</p>".repeat(200)}</body></html>`;

let dist: string;
let app: Hono;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "vyom-static-"));
  await mkdir(join(dist, "assets"));
  await mkdir(join(dist, "prerendered"));
  const files: Array<[string, string]> = [
    ["assets/app-1a2b.js", script],
    ["index.html", html],
    ["prerendered/cbc-test.html", cbcPage],
    ["prerendered/index.html", homePage],
  ];
  for (const [name, body] of files) {
    await writeFile(join(dist, name), body);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(body));
    await writeFile(join(dist, `${name}.gz`), gzipSync(body));
  }
  app = new Hono();
  app.use(servePwa(dist));
});

afterAll(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

const get = (path: string, encoding?: string) =>
  app.request(path, encoding ? { headers: { "Accept-Encoding": encoding } } : {});

describe("servePwa", () => {
  it("sends the brotli copy to a browser that accepts it, with Vary", async () => {
    const res = await get("/assets/app-1a2b.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
  });

  it("sends gzip where brotli is not accepted, and the plain file where nothing is", async () => {
    const gz = await get("/assets/app-1a2b.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/assets/app-1a2b.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers a prerendered route with its page, compressed", async () => {
    const res = await get("/cbc-test", "br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await (await get("/cbc-test")).text()).toBe(cbcPage);
    expect(await (await get("/")).text()).toBe(homePage);
  });

  it("answers other app routes, and odd spellings of prerendered ones, with the shell", async () => {
    for (const path of ["/lipid-profile", "/cbc-test/", "/CBC-TEST", "/cart"])
      expect(await (await get(path)).text(), path).toBe(html);
  });

  it("refuses to start on a list of inline styles that holds anything but SHA-256 hashes", async () => {
    const list = join(dist, "prerendered", "inline-styles.json");
    try {
      for (const hashes of [
        ["x' 'unsafe-inline"],
        ["a".repeat(43)],
        "sha256",
        [`${"a".repeat(43)}=; script-src *`],
      ]) {
        await writeFile(list, JSON.stringify({ "prerendered/cbc-test.html": hashes }));
        expect(() => servePwa(dist), JSON.stringify(hashes)).toThrow(/SHA-256/);
      }
    } finally {
      await rm(list, { force: true });
    }
  });

  it("compresses the index.html an app route falls back to", async () => {
    const res = await get("/lipid-profile", "br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
  });
});

describe("revalidating what must be revalidated", () => {
  it.each([
    ["/", "br"],
    ["/cbc-test", "gzip"],
    ["/index.html", "br"],
  ])(
    "%s (%s): an unchanged file is a 304 with no body, a changed tag gets the file",
    async (path, encoding) => {
      const first = await get(path, encoding);
      expect(first.status).toBe(200);
      const tag = first.headers.get("etag");
      expect(tag).toMatch(/^"[^"]+"$/);
      const again = await app.request(path, {
        headers: { "Accept-Encoding": encoding, "If-None-Match": tag ?? "" },
      });
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      expect(again.headers.get("cache-control")).toBe("no-cache");
      const stale = await app.request(path, {
        headers: { "Accept-Encoding": encoding, "If-None-Match": '"an-older-build"' },
      });
      expect(stale.status).toBe(200);
      expect((await stale.arrayBuffer()).byteLength).toBeGreaterThan(0);
    },
  );

  it("tags each encoding apart, so a gzip tag never revalidates the brotli bytes", async () => {
    const br = (await get("/", "br")).headers.get("etag");
    const gzip = (await get("/", "gzip")).headers.get("etag");
    expect(br).not.toBe(gzip);
    const crossed = await app.request("/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": gzip ?? "" },
    });
    expect(crossed.status).toBe(200);
  });

  it("leaves the immutable assets untagged", async () => {
    const res = await get("/assets/app-1a2b.js", "br");
    expect(res.headers.get("etag")).toBeNull();
  });
});
