/**
 * A command that a Vitest globalSetup starts as the run starts, beside the tests, and whose outcome
 * a test or a setup file later waits for: the repo project's typecheck (typecheck-setup.ts) and the
 * browser tests' PWA build (pwa/e2e/support/global-setup.ts). The outcome travels through a file:
 * a globalSetup runs in Vitest's main process and the tests in its workers, and only serialisable
 * values cross between them (`project.provide`), so the file's path is what is provided.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface CommandOutcome {
  ok: boolean;
  output: string;
}

export interface BackgroundCommand {
  /** Written once the command has ended: a `CommandOutcome` as JSON. */
  outcomeFile: string;
  /** For the globalSetup's teardown: stops the command if it still runs, removes the file. */
  stop(): void;
}

/** Starts `command` with `args` in `cwd`, its output kept for the outcome. */
export function startInBackground(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): BackgroundCommand {
  const outcomeFile = join(tmpdir(), `vyom-${name}-${process.pid}-${Date.now()}.json`);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const finish = (outcome: CommandOutcome) => writeFileSync(outcomeFile, JSON.stringify(outcome));
  child.on("error", (error) => finish({ ok: false, output: `${output}\n${error.message}` }));
  child.on("close", (code) => finish({ ok: code === 0, output }));
  return {
    outcomeFile,
    stop: () => {
      if (child.exitCode === null) child.kill();
      rmSync(outcomeFile, { force: true });
    },
  };
}

/**
 * The outcome once `outcomeFile` exists. A command that has not ended within `timeoutMs` fails
 * the caller instead of hanging the run: `what` names it in that message.
 */
export async function waitForOutcome(
  outcomeFile: string,
  timeoutMs: number,
  what: string,
): Promise<CommandOutcome> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(outcomeFile)) {
    if (Date.now() > deadline) {
      throw new Error(`${what} did not finish in ${Math.round(timeoutMs / 60_000)} minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return JSON.parse(readFileSync(outcomeFile, "utf8")) as CommandOutcome;
}
