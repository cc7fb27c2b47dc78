/**
 * `npm start` as a process (src/server.ts under tsx), with nothing but the variables given: what
 * it refuses, and what it says when it starts. The process opens no database of the test run's
 * (a closed address, or the embedded one in memory), so it runs once, in the PGlite project
 * (vitest.projects.ts), not again on PostgreSQL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "./context.ts";
import { type WatchedOutput, watchOutput } from "./support/process-output.ts";

const API_ROOT = fileURLToPath(new URL("..", import.meta.url));
/** A PostgreSQL address where nothing listens: any attempt to open it fails at once. */
const CLOSED_DATABASE = "postgres://postgres@127.0.0.1:9/closed";

const running = new Set<ChildProcess>();
afterEach(async () => {
  const stopping = [...running]
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      return exited;
    });
  running.clear();
  await Promise.all(stopping);
});

interface Started extends WatchedOutput {
  child: ChildProcess;
}

function startServerProcess(env: Record<string, string>, until?: RegExp): Started {
  // Only these variables: vitest's own NODE_ENV=test must not leak into the server.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  return { child, ...watchOutput(child, until) };
}

describe("npm start", () => {
  it("refuses NODE_ENV=production without Razorpay (the test gateway would be the payment adapter), before touching the database", async () => {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, ...withoutRazorpay } =
      PRODUCTION_ENV as Record<string, string>;
    const started = startServerProcess({
      ...withoutRazorpay,
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: CLOSED_DATABASE,
      PWA_DIST: "./no-such-dist",
    });
    expect(await started.settled).toBe(1);
    const output = started.output();
    expect(output).toContain("Invalid configuration, the server will not start:");
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"])
      expect(output).toContain(`${name}: required when NODE_ENV=production`);
    expect(output).toContain("the built-in test gateway lets anyone mark an order paid");
    expect(output).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+/);
  }, 30_000);

  it("refuses a deployment's variables with NODE_ENV forgotten (unset or empty), saying to set it, before touching the database", async () => {
    const { NODE_ENV: _production, ...deployment } = PRODUCTION_ENV as Record<string, string>;
    const forgottenNodeEnv: Record<string, string>[] = [{}, { NODE_ENV: "" }];
    const runs = forgottenNodeEnv.map((forgotten) =>
      startServerProcess({
        ...deployment,
        ...forgotten,
        HOST: "127.0.0.1",
        PORT: "0",
        DATABASE_URL: CLOSED_DATABASE,
        PWA_DIST: "./no-such-dist",
      }),
    );
    for (const started of runs) {
      expect(await started.settled).toBe(1);
      const output = started.output();
      expect(output).toContain("Invalid configuration, the server will not start:");
      expect(output).toContain(
        "NODE_ENV: is development (the default when unset or empty), but DATABASE_URL, MSG91_AUTH_KEY,",
      );
      expect(output).toContain("would seed demo data and relax cookies, HSTS and admin two-factor");
      expect(output).toContain("Set NODE_ENV=production");
      expect(output).not.toMatch(/ECONNREFUSED|DEVELOPMENT MODE|at .*\.ts:\d+/);
    }
  }, 60_000);

  it("with NODE_ENV unset starts in development mode and says so", async () => {
    const started = startServerProcess(
      { HOST: "127.0.0.1", PORT: "0", DATA_DIR: "memory://", PWA_DIST: "./no-such-dist" },
      /For a deployment set NODE_ENV=production/,
    );
    expect(await started.settled).toBe("seen");
    const output = started.output();
    expect(output).toMatch(/Vyom Diagnostics is running at http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toContain("DEVELOPMENT MODE (NODE_ENV=development): not for a deployment.");
    expect(output).toContain("OTP inbox, to requests from this machine only");
  }, 60_000);
});
