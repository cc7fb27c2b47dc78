/**
 * A server in a child process, for tests that kill it for real (`kill -9`). It opens the database
 * the parent names (a PGlite data folder, or a schema on the real PostgreSQL server), starts the
 * same server `npm start` does on a free loopback port, and prints `listening <port>` once ready.
 *
 * argv: `pglite <dataDir>` or `postgres <url> <schema>`.
 */
import { openDatabase } from "../../src/db/client.ts";
import { parseEnv } from "../../src/env.ts";
import { createMemoryLogger } from "../../src/logger.ts";
import { startServer } from "../../src/start-server.ts";
import { TEST_ENV } from "../context.ts";

const [driver, location, schema] = process.argv.slice(2);
const database =
  driver === "postgres"
    ? await openDatabase({ url: location, searchPath: schema })
    : await openDatabase({ dataDir: location });
// One trusted hop, so the test can give each booking its own client address (rate limits).
const env = parseEnv({ ...TEST_ENV, TRUSTED_PROXY_HOPS: "1" });
const server = await startServer(env, {
  database,
  buildPwa: false,
  logger: createMemoryLogger(),
});
process.stdout.write(`listening ${server.port}\n`);
