import { defineConfig } from "vitest/config";

/**
 * Browser tests (pwa/e2e/README.md): Playwright driving Debian's Chromium against the real server
 * and the production build. One file at a time (each starts a server and a browser; the machines
 * have 2 cores), after the other projects of a run, with long timeouts.
 */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["./e2e/support/global-setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
});
