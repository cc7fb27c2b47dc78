/**
 * `npm start`: the node entry. Reads the environment once (env.ts), starts the server, prints
 * where everything is, and shuts down cleanly on SIGTERM / SIGINT.
 */
import { EnvError, loadEnv } from "./env.ts";
import { startBanner } from "./start-banner.ts";

async function main() {
  const env = loadEnv();
  // The server's modules (every route, the database drivers, the job queue) load only once the
  // configuration is accepted: a refused one exits in a second, not after loading all of them.
  const { startServer } = await import("./start-server.ts");
  const server = await startServer(env);
  console.log(startBanner(env, server.url));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close().then(
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
  // A refused configuration (env.ts, or an adapter production does not allow) is a message for
  // whoever deploys, not a stack trace.
  if (error instanceof EnvError) console.error(error.message);
  else console.error("The server failed to start:", error);
  process.exit(1);
});
