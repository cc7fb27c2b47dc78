/**
 * Starts the bench's servers as child processes (TypeScript through tsx, like `npm start`), each
 * on a free port of 127.0.0.1, and the PostgreSQL schemas they write to (the app's and the
 * floors', and the app's job queue's; dropped at the end).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { jobsSchemaOf } from "@vyom/edge-api/jobs";
import pg from "pg";
import type { AppServerOptions } from "../servers/app-server.ts";
import type { BareServerOptions } from "../servers/bare-server.ts";
import { repoRoot } from "./paths.ts";

export interface Child {
  url: string;
  /** The server's process id (figure 4 reads its threads' CPU time from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * `BENCH_CPU_PROF=<folder>`: each server writes a V8 CPU profile there when it stops (open it in
 * Chrome's DevTools); this is how docs/performance.md's "where the time went" was measured.
 */
const profiling = process.env.BENCH_CPU_PROF
  ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF]
  : [];

function startChild(script: string, args: string[]): Promise<Child> {
  const child: ChildProcess = spawn(
    process.execPath,
    // tsx's loader in this process (what its CLI does in a second one), so flags such as
    // --cpu-prof reach the server itself.
    [...profiling, "--import", "tsx", fileURLToPath(new URL(script, import.meta.url)), ...args],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((ready, fail) => {
    let buffer = "";
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      const line = lines.find((text) => text.startsWith('{"benchListening":'));
      if (!line) return;
      child.stdout?.off("data", onData);
      // The rest (request logs) is read and dropped, as a log shipper would.
      child.stdout?.resume();
      const { benchListening: port } = JSON.parse(line) as { benchListening: number };
      ready({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => fail(new Error(`${script} exited with ${code} before listening`)));
  });
}

export const databaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface BenchDatabase {
  schema: string;
  query<T extends pg.QueryResultRow>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh schema `bench_<time>_<random>` on the bench PostgreSQL. */
export async function createBenchSchema(url = databaseUrl()): Promise<BenchDatabase> {
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url} (set BENCH_DATABASE_URL): ${String(error)}`,
    );
  }
  await client.query(`create schema ${schema}`);
  return {
    schema,
    query: async (sql) => (await client.query(sql)).rows,
    drop: async () => {
      // And the job queue's schema beside it, which a server on this schema makes.
      await client.query(
        `drop schema if exists ${schema}, ${jobsSchemaOf({ searchPath: schema })} cascade`,
      );
      await client.end();
    },
  };
}

export function startAppServer(options: AppServerOptions): Promise<Child> {
  return startChild("../servers/app-server.ts", [JSON.stringify(options)]);
}

export function startBareServer(options: BareServerOptions): Promise<Child> {
  return startChild("../servers/bare-server.ts", [JSON.stringify(options)]);
}
