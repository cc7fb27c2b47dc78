/**
 * Vitest globalSetup of the e2e project: builds the PWA once when pwa/dist is missing or older
 * than any of its inputs, so every browser test runs against the real production bundle.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
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

export interface BuildOutcome {
  ok: boolean;
  output: string;
}

/**
 * Starts the build and returns at once: the other projects of a run (pwa/vitest.e2e.config.ts
 * runs the browser tests last) use the minutes the build takes, and support/build-ready.ts holds
 * each browser-test file until the outcome file exists.
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
  const outcomeFile = join(tmpdir(), `vyom-pwa-build-${process.pid}-${Date.now()}.json`);
  const build = spawn("npm", ["run", "build", "-w", "@vyom/pwa"], {
    cwd: repoRoot,
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  build.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  build.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const finish = (outcome: BuildOutcome) => writeFileSync(outcomeFile, JSON.stringify(outcome));
  build.on("error", (error) => finish({ ok: false, output: `${output}\n${error.message}` }));
  build.on("close", (code) => finish({ ok: code === 0, output }));
  shared.vyomPwaBuildOutcome = outcomeFile;
  project.provide("pwaBuildOutcome", outcomeFile);
  return () => {
    if (build.exitCode === null) build.kill();
    rmSync(outcomeFile, { force: true });
  };
}
