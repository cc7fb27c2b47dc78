/**
 * The test server and Chromium a browser-test file uses: `startSuite()` starts the server and
 * takes the worker's shared Chromium (support/browser.ts) before the file's tests, and after them
 * closes the server and the contexts the file left open. `server` and `browser` are live bindings, set by then:
 * read them inside tests and hooks, never while the file is being imported. A worker runs its files
 * one after another in one module graph: each file's beforeAll sets them again.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { releaseBrowser, sharedBrowser } from "./browser.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "./server.ts";

export let server: TestServer;
export let browser: Browser;

/** `options` are the server's (e.g. a `clock` the file moves instead of waiting). */
export function startSuite(options: TestServerOptions = {}): void {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(options), sharedBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });
}
