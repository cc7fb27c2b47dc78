/**
 * Vitest globalSetup of the e2e project: builds the PWA once when pwa/dist is missing or older
 * than any of its inputs, so every browser test runs against the real production bundle.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startInBackground } from "../../../scripts/background-command.ts";
import { pwaDist, repoRoot } from "./paths.ts";

/** What the build reads: a change to any of these makes pwa/dist stale. */
const inputs = [
  "pwa/src",
  "pwa/scripts",
  "pwa/public",
  "pwa/index.html",
  "pwa/package.json",
  "catalog/src",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function distIsStale(): boolean {
  const index = join(pwaDist, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/** Where the build's outcome is written; null when pwa/dist was already up to date. */
declare module "vitest" {
  interface ProvidedContext {
    pwaBuildOutcome: string | null;
  }
}

/**
 * Starts the build and returns at once: the other projects of a run (pwa/vitest.e2e.config.ts
 * runs the browser tests last) use the minutes the build takes, and support/build-ready.ts holds
 * each browser-test file until it has ended.
 */
export default function setup(project: TestProject): () => void {
  // Both browser-test projects (e2e, e2e:alone) list this setup: the first starts the one build.
  const shared = globalThis as { vyomPwaBuildOutcome?: string | null };
  if (shared.vyomPwaBuildOutcome !== undefined) {
    project.provide("pwaBuildOutcome", shared.vyomPwaBuildOutcome);
    return () => {};
  }
  if (!distIsStale()) {
    shared.vyomPwaBuildOutcome = null;
    project.provide("pwaBuildOutcome", null);
    return () => {};
  }
  console.log("e2e: pwa/dist is missing or stale, building the PWA (beside the other tests)…");
  const build = startInBackground("pwa-build", "npm", ["run", "build", "-w", "@vyom/pwa"], {
    cwd: repoRoot,
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  shared.vyomPwaBuildOutcome = build.outcomeFile;
  project.provide("pwaBuildOutcome", build.outcomeFile);
  return build.stop;
}
