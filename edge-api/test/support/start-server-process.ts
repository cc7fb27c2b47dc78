/**
 * Starts test/support/server-process.ts as a child process and waits for its port; `kill` ends
 * it with SIGKILL (no graceful close: what a crash or the OOM killer does).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { EnvSource } from "../../src/env.ts";

const SCRIPT = fileURLToPath(new URL("./server-process.ts", import.meta.url));

export interface ServerProcessOptions {
  /** Variables over TEST_ENV (and TRUSTED_PROXY_HOPS=1), e.g. a shared SECRET_KEY. */
  env?: EnvSource;
  /** How often the server also asks for a CRM drain (start-server.ts's crmDeliveryNudgeMs). */
  crmDeliveryNudgeMs?: number;
}

/** Where the server keeps its data: a PGlite folder, or a schema on the PostgreSQL server. */
export type ServerDatabase = { dataDir: string } | { url: string; schema: string };

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  kill(): Promise<void>;
}

export async function startServerProcess(
  database: ServerDatabase,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const where =
    "dataDir" in database
      ? ["pglite", database.dataDir]
      : ["postgres", database.url, database.schema];
  const child = spawn(
    process.execPath,
    ["--import", "tsx", SCRIPT, ...where, JSON.stringify(options)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((ready, fail) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) ready(Number(match[1]));
    });
    child.once("exit", (code) => fail(new Error(`server process exited early (${code})`)));
  });
  const kill = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGKILL");
    });
  return { child, base: `http://127.0.0.1:${port}`, kill };
}
