/**
 * The real server (edge-api's startServer: API + the built PWA on one port) started inside the
 * test process, on 127.0.0.1, over an empty, migrated in-memory PGlite that lives as long as the
 * handle, so stopping and restarting keeps every booking, as a real server restart would.
 */
import type { DatabaseHandle } from "@vyom/edge-api/db/client";
import { parseEnv } from "@vyom/edge-api/env";
import { jobsSchemaOf } from "@vyom/edge-api/jobs";
import { type RunningServer, type StartOptions, startServer } from "@vyom/edge-api/start-server";
import { openMigratedPglite } from "@vyom/edge-api/test/migrated-pglite";
import { pwaDist } from "./paths.ts";

type Logger = NonNullable<StartOptions["logger"]>;

export interface TestServer {
  /** e.g. `http://127.0.0.1:41234`: the same for the handle's whole life, across restarts. */
  readonly url: string;
  readonly port: number;
  /** The server's database, for seeding what another screen (the desk, checkout) would write. */
  readonly database: DatabaseHandle;
  /** Whether the server is accepting connections now. */
  readonly running: boolean;
  /** Stop listening (connections refused, as when the server is down). The data is kept. */
  stop(): Promise<void>;
  /** Listen again on the same port, over the same database. */
  restart(): Promise<void>;
  /** Stop, and hand the database back to the worker (emptied before its next use): call once, in afterAll. */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Print the server's log lines (quiet by default; warnings and errors are always printed). */
  verbose?: boolean;
  /** The server's clock (default: the real one), e.g. to let a session's OTP grow old. */
  clock?: () => Date;
  /** Further environment variables, e.g. `{ ADMIN_TWO_FACTOR: "required" }`. */
  env?: Record<string, string>;
}

function testLogger(verbose: boolean): Logger {
  const print =
    (level: string, always: boolean) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      if (always || verbose) console.log(`[server ${level}] ${event} ${JSON.stringify(fields)}`);
    };
  return {
    debug: print("debug", false),
    info: print("info", false),
    warn: print("warn", true),
    error: print("error", true),
  };
}

/**
 * This worker's databases that no server uses now. Opening a PGlite (a copy of the database
 * migrated once per worker) takes over a second of the CPU the browser tests are short of;
 * emptying one a closed server left behind takes a few milliseconds and leaves the same state: the
 * migrations insert no rows, the next server seeds its demo data again and installs its job
 * queue's schema (test-server.e2e.test.ts).
 */
const idleDatabases: DatabaseHandle[] = [];

async function takeDatabase(): Promise<DatabaseHandle> {
  const database = idleDatabases.pop();
  if (!database) return openMigratedPglite();
  if (database.driver !== "pglite") throw new Error("the browser tests' server runs on PGlite");
  const client = database.native.$client;
  const { rows } = await client.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
  );
  await client.exec(`truncate ${rows.map((row) => row.name).join(", ")} restart identity cascade`);
  // And the job queue: a job the last file left waiting would run under the next server, against
  // rows whose ids start again from 1. The next server installs the queue's schema anew.
  await client.exec(`drop schema if exists ${jobsSchemaOf(database)} cascade`);
  return database;
}

/**
 * Starts the server on a free port (NODE_ENV development: demo data, the dev SMS inbox, the dev
 * admin `admin@vyom.example` / `vyom-admin-dev`).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const logger = testLogger(options.verbose ?? false);
  const database: DatabaseHandle = await takeDatabase();
  const envFor = (port: number) =>
    parseEnv({
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      PWA_DIST: pwaDist,
      // The first OTP send of every server comes from a network it has not seen, so it asks for
      // a captcha (edge-api services/otp/otp-send-budgets.ts) and Chromium logs its 403: files not
      // about that run without it; otp-captcha.e2e.test.ts runs with it.
      OTP_ADDRESS_GROUP_CAPTCHA: "off",
      ...options.env,
    });
  const start = (port: number) =>
    startServer(envFor(port), {
      database,
      logger,
      buildPwa: false,
      ...(options.clock ? { clock: options.clock } : {}),
    });

  let current: RunningServer | null = await start(0);
  const { port, url } = current;

  return {
    url,
    port,
    database,
    get running() {
      return current !== null;
    },
    async stop() {
      const server = current;
      current = null;
      await server?.close();
    },
    async restart() {
      if (current) return;
      current = await start(port);
    },
    async close() {
      const server = current;
      current = null;
      await server?.close();
      idleDatabases.push(database);
    },
  };
}
