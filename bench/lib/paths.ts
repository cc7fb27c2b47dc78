import { fileURLToPath } from "node:url";

/** Absolute paths the benchmark shares (never written into the repository's output). */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const pwaDist = fileURLToPath(new URL("../../pwa/dist/", import.meta.url));
export const chromiumPath = "/usr/bin/chromium";
