/**
 * Where the build writes the prerendered HTML of a page (pwa/scripts/prerender.ts) and where the
 * server looks for it (edge-api's static-pwa.ts): one function, so the two never disagree.
 * Only plain app paths map to a file (lower-case segments of letters, digits and dashes); anything
 * else, such as a trailing slash, a dot or an encoded character, has no prerendered page.
 */
const appPath = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** `/` -> `prerendered/index.html`, `/cbc-test` -> `prerendered/cbc-test.html`; else undefined. */
export function prerenderedFile(pathname: string): string | undefined {
  if (pathname === "/") return "prerendered/index.html";
  if (!appPath.test(pathname)) return undefined;
  return `prerendered${pathname}.html`;
}

/**
 * Beside the pages, the build writes which inline stylesheets each one carries (a prerendered
 * page holds its CSS in `<style>` elements, so its first paint waits for no stylesheet request):
 * page file → the base64 SHA-256 of each `<style>` element's text. The server allows exactly
 * those in the page's Content-Security-Policy, by hash, and no other inline style.
 */
export const prerenderedStylesFile = "prerendered/inline-styles.json";

export type PrerenderedStyles = Readonly<Record<string, readonly string[]>>;
