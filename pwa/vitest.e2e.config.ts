import { defineConfig } from "vitest/config";

/**
 * Browser tests (pwa/e2e/README.md): Playwright driving Debian's Chromium against the real server
 * and the production build, after the other projects of a run, with long timeouts.
 *
 * Two files at a time, each with its own server and browser: a file spends most of its time
 * waiting on Chromium and the server, so two share the machine's two cores without slowing each
 * other much, and the project takes about half as long. One module graph per worker (isolate
 * off): each file imports the server, the catalogue and Playwright once per worker instead of
 * once per file; the files keep no state in shared modules but the live bindings of
 * pwa/e2e/support/suite.ts, which each file's beforeAll sets again.
 */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["./e2e/support/global-setup.ts"],
    setupFiles: ["./e2e/support/build-ready.ts"],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
