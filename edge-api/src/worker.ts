/**
 * `npm run worker`: the node entry of the job worker (start-worker.ts). Reads the environment
 * once (env.ts), starts the jobs, and on SIGTERM / SIGINT lets the jobs in flight finish first.
 */
import { EnvError, loadEnv } from "./env.ts";
import { startWorker } from "./start-worker.ts";

/** Longer than the jobs' own grace (services/jobs/jobs.ts JOBS_STOP_TIMEOUT_MS). */
const SHUTDOWN_LIMIT_MS = 15_000;

async function main() {
  const env = loadEnv();
  const worker = await startWorker(env);
  console.log("Vyom Diagnostics job worker is running (background jobs only, no port).");

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the jobs in flight, then stopping`);
    const force = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    worker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Shutdown failed:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error("The job worker failed to start:", error);
  process.exit(1);
});
