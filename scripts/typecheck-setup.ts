/**
 * Vitest globalSetup of the repo project: starts `npm run typecheck` (every workspace's
 * TypeScript programs, about a minute of CPU) when the run starts and returns at once, so the
 * compiler runs beside the other projects instead of alone before them and takes what they leave
 * of the cores while they wait on PostgreSQL, Chromium or timers (on a 2-core CI machine that was
 * little: a clean-clone run took 6 s less). typecheck.test.ts waits for its outcome and fails
 * with the compiler's output. The same pattern builds the PWA for the browser tests
 * (pwa/e2e/support/global-setup.ts).
 */
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    typecheckOutcome: string;
  }
}

export interface TypecheckOutcome {
  ok: boolean;
  output: string;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

export default function setup(project: TestProject): () => void {
  const outcomeFile = join(tmpdir(), `vyom-typecheck-${process.pid}-${Date.now()}.json`);
  const typecheck = spawn("npm", ["run", "typecheck"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
  };
  typecheck.stdout.on("data", keep);
  typecheck.stderr.on("data", keep);
  const finish = (outcome: TypecheckOutcome) => writeFileSync(outcomeFile, JSON.stringify(outcome));
  typecheck.on("error", (error) => finish({ ok: false, output: `${output}\n${error.message}` }));
  typecheck.on("close", (code) => finish({ ok: code === 0, output }));
  project.provide("typecheckOutcome", outcomeFile);
  return () => {
    if (typecheck.exitCode === null) typecheck.kill();
    rmSync(outcomeFile, { force: true });
  };
}
