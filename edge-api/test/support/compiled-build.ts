/**
 * What a deployment runs, as processes: `npm run build:server` once, then `node` on the compiled
 * files (edge-api/dist, catalog/dist) with only the variables given, exactly as `npm run
 * start:prod` and `npm run migrate` do. No tsx, no TypeScript at run time.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type WatchedOutput, watchOutput } from "./process-output.ts";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const API_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** `npm run build:server`: throws with the compiler's output when it fails. */
export function buildServer() {
  const result = spawnSync("npm", ["run", "build:server"], { cwd: REPO_ROOT, encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`npm run build:server failed:\n${result.stdout}\n${result.stderr}`);
  for (const file of [
    "edge-api/dist/server.js",
    "edge-api/dist/migrate.js",
    "edge-api/dist/service-areas.js",
    "catalog/dist/index.js",
  ])
    if (!existsSync(`${REPO_ROOT}${file}`)) throw new Error(`the build did not write ${file}`);
}

export interface CompiledProcess extends WatchedOutput {
  child: ChildProcess;
  exited: Promise<number>;
}

const running = new Set<ChildProcess>();

/** Runs `node --conditions=compiled dist/<entry> [args]` in edge-api/, as the package scripts do. */
export function runCompiled(
  entry: "server.js" | "migrate.js" | "worker.js" | "service-areas.js",
  env: Record<string, string>,
  until?: RegExp,
  args: string[] = [],
): CompiledProcess {
  // Only these variables: vitest's own NODE_ENV=test must not leak into the process.
  const child = spawn(process.execPath, ["--conditions=compiled", `dist/${entry}`, ...args], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const exited = new Promise<number>((done) => {
    child.on("exit", (code) => {
      running.delete(child);
      done(code ?? -1);
    });
  });
  return { child, ...watchOutput(child, until), exited };
}

/** Kills whatever a test left running. */
export async function stopCompiledProcesses() {
  const stopping = [...running].map((child) => {
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    return exited;
  });
  await Promise.all(stopping);
}
