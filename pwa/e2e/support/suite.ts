/**
 * The test server and Chromium a browser-test file shares: `startSuite()` starts both before the
 * file's tests and closes both after them. `server` and `browser` are live bindings, set by then:
 * read them inside tests and hooks, never while the file is being imported. Each test file has
 * its own copy of this module (Vitest isolates files), so two files never share them.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "./server.ts";

export let server: TestServer;
export let browser: Browser;

/** `options` are the server's (e.g. a `clock` the file moves instead of waiting). */
export function startSuite(options: TestServerOptions = {}): void {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
