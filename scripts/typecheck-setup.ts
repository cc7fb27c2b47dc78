/**
 * Vitest globalSetup of the repo project: starts `npm run typecheck` (every workspace's
 * TypeScript programs, about a minute of CPU) when the run starts and returns at once, so the
 * compiler runs beside the other projects instead of alone before them and takes what they leave
 * of the cores while they wait on PostgreSQL, Chromium or timers (on a 2-core CI machine that was
 * little: a clean-clone run took 6 s less). typecheck.test.ts waits for its outcome and fails
 * with the compiler's output.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startInBackground } from "./background-command.ts";

declare module "vitest" {
  interface ProvidedContext {
    typecheckOutcome: string;
  }
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

export default function setup(project: TestProject): () => void {
  const typecheck = startInBackground("typecheck", "npm", ["run", "typecheck"], { cwd: repoRoot });
  project.provide("typecheckOutcome", typecheck.outcomeFile);
  return typecheck.stop;
}
