/**
 * A server in a child process, for tests that kill it for real (`kill -9`) or run several on one
 * database. It opens the database the parent names (a PGlite data folder, or a schema on the real
 * PostgreSQL server), starts the same server `npm start` does on a free loopback port, and prints
 * `listening <port>` once ready.
 *
 * argv: `pglite <dataDir> <options>` or `postgres <url> <schema> <options>`, where options is the
 * JSON of ServerProcessOptions (start-server-process.ts).
 */
import { openDatabase } from "../../src/db/client.ts";
import { parseEnv } from "../../src/env.ts";
import { createMemoryLogger } from "../../src/logger.ts";
import { startServer } from "../../src/start-server.ts";
import { TEST_ENV } from "../context.ts";
import type { ServerProcessOptions } from "./start-server-process.ts";

const args = process.argv.slice(2);
const options = JSON.parse(args.at(-1) ?? "{}") as ServerProcessOptions;
const database =
  args[0] === "postgres"
    ? await openDatabase({ url: args[1], searchPath: args[2] })
    : await openDatabase({ dataDir: args[1] });
// One trusted hop, so the test can give each request its own client address (rate limits).
const env = parseEnv({ ...TEST_ENV, TRUSTED_PROXY_HOPS: "1", ...options.env });
const server = await startServer(env, {
  database,
  buildPwa: false,
  logger: createMemoryLogger(),
  ...(options.crmDeliveryNudgeMs ? { crmDeliveryNudgeMs: options.crmDeliveryNudgeMs } : {}),
});
process.stdout.write(`listening ${server.port}\n`);
