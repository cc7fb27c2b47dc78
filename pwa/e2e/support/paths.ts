import { fileURLToPath } from "node:url";

/** Absolute paths the browser tests share. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const pwaRoot = fileURLToPath(new URL("../../", import.meta.url));
export const pwaDist = fileURLToPath(new URL("../../dist/", import.meta.url));
