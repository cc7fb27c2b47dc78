/**
 * Vitest globalSetup of the e2e project: builds the PWA once when pwa/dist is missing or older
 * than any of its inputs, so every browser test runs against the real production bundle.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
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

export default function setup(): void {
  if (!distIsStale()) return;
  console.log("e2e: pwa/dist is missing or stale, building the PWA…");
  const result = spawnSync("npm", ["run", "build", "-w", "@vyom/pwa"], {
    cwd: repoRoot,
    encoding: "utf8",
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    throw new Error(`e2e: the PWA build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
