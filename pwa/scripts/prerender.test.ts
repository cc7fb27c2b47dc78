// @vitest-environment node
/**
 * pageHtml writes a page's CSS into it (pwa/scripts/prerender.ts): a `<style>` per stylesheet,
 * in order, each beside a disabled `<link>` of its file (which Vite's loader reads as "already
 * on the page"), and refuses CSS that would end its `<style>` early.
 */
import { describe, expect, it } from "vitest";
import { pageHtml, styleHash } from "./prerender.ts";

const shell = `<!doctype html><html><head><meta charset="UTF-8" />
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
</head><body><div id="root"></div></body></html>`;

const page = (css: string[]) =>
  pageHtml(shell, "<h1>CBC</h1>", {
    stylesheets: css.map((text, i) => ({ href: `assets/sheet-${i}.css`, css: text })),
    modules: ["/assets/page-1.js"],
    boot: "/assets/boot-1.js",
    heroPreload: false,
  });

describe("pageHtml", () => {
  it("writes each stylesheet into the head, in order, beside a disabled link to its file", () => {
    const html = page([":root{--a:1}", ".b{color:red}"]);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      '<style>:root{--a:1}</style><link rel="stylesheet" crossorigin href="/assets/sheet-0.css" disabled>',
    );
    expect(head.indexOf("--a:1")).toBeLessThan(head.indexOf(".b{color:red}"));
    // No stylesheet the browser would fetch before painting.
    const links = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    expect(links.every((tag) => tag.includes("disabled"))).toBe(true);
    expect(html).toContain('<div id="root"><h1>CBC</h1></div>');
  });

  it("refuses CSS that would close its <style> and let the rest be read as markup", () => {
    for (const css of [
      '.a::after{content:"</style><script>alert(1)</script>"}',
      ".a{}</STYLE ><img src=x>",
    ])
      expect(() => page([css]), css).toThrow(/would close its <style>/);
  });

  it("hashes a stylesheet as the CSP reads a <style>: SHA-256 of its exact text, base64", () => {
    expect(styleHash("h1{color:red}")).toBe("/D8wWMrWSOjeD/K4IHepvRvJjPxqJbouCB3qbqmBaqY=");
    expect(styleHash("h1{color:red}\n")).not.toBe(styleHash("h1{color:red}"));
  });
});
