/**
 * What a deployment runs, as processes: `npm run build:server` once, then `node` on the compiled
 * files (edge-api/dist, catalog/dist) with only the variables given, exactly as `npm run
 * start:prod` and `npm run migrate` do. No tsx, no TypeScript at run time.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type WatchedOutput, watchOutput } from "./process-output.ts";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const API_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * What `npm run build:server` reads: the catalogue's and the API's sources, scripts and migrations,
 * their package and compiler settings, and the lockfile.
 */
const BUILD_INPUTS = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "catalog/package.json",
  "catalog/tsconfig.json",
  "catalog/tsconfig.build.json",
  "catalog/src",
  "edge-api/package.json",
  "edge-api/tsconfig.json",
  "edge-api/tsconfig.build.json",
  "edge-api/src",
  "edge-api/scripts",
  "edge-api/drizzle",
];
const BUILT = [
  "edge-api/dist/server.js",
  "edge-api/dist/migrate.js",
  "edge-api/dist/service-areas.js",
  "catalog/dist/index.js",
];
/** Written beside the build: the digest of the inputs it was built from. */
const STAMP = "edge-api/dist/.inputs-digest";

function inputsDigest(): string {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS) {
    const path = join(REPO_ROOT, input);
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: "utf8" })
          .map((name) => join(input, name))
          .filter((file) => statSync(join(REPO_ROOT, file)).isFile())
          .sort()
      : [input];
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(REPO_ROOT, file)));
  }
  return hash.digest("hex");
}

/**
 * `npm run build:server`: throws with the compiler's output when it fails. A run of the suite
 * builds once: the production build's own test and the browser walk through production both
 * need it, and a build whose inputs have not changed since (its digest, STAMP) is the same build.
 */
export function buildServer() {
  const digest = inputsDigest();
  const stamp = join(REPO_ROOT, STAMP);
  const built = BUILT.every((file) => existsSync(join(REPO_ROOT, file)));
  if (built && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return;
  const result = spawnSync("npm", ["run", "build:server"], { cwd: REPO_ROOT, encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`npm run build:server failed:\n${result.stdout}\n${result.stderr}`);
  for (const file of BUILT)
    if (!existsSync(join(REPO_ROOT, file))) throw new Error(`the build did not write ${file}`);
  writeFileSync(stamp, digest);
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
