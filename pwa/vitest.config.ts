import { defineConfig } from "vitest/config";
import { pwaUnitConfig } from "./vitest.shared.ts";

/**
 * The app's component tests (`*.test.tsx`), each file in a fresh worker: a component module
 * imported under one file's DOM keeps that window, so they are never shared between files. The
 * other unit tests are the `pwa:logic` project (vitest.logic.config.ts).
 */
export default defineConfig({
  ...pwaUnitConfig,
  test: {
    ...pwaUnitConfig.test,
    name: "pwa",
    include: ["src/**/*.test.tsx"],
  },
});
