/**
 * Starts everything behind one port: the uploaded files' directory (checked first), the database
 * (opened; migrated, in production only checked; files kept in it from before FILES_DIR moved out
 * in development, refused in production), the first admin, demo data in development on the
 * embedded database only, the PWA build if it is missing, the API and the static app, and the
 * background jobs (services/jobs/background-jobs.ts; only their queues with JOBS_IN_SERVER=false,
 * when `npm run worker` runs them). `close()` stops accepting requests, lets in-flight ones
 * finish, lets the jobs in flight finish, then closes adapters and the database.
 */
import { spawn } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { migrateOrCheck } from "./db/migrate.ts";
import { type Clock, createDeps } from "./deps.ts";
import { loadDevelopment } from "./development.ts";
import { DEFAULT_PWA_DIST, type Env } from "./env.ts";
import { appNotBuilt, hasBuiltPwa, servePwa } from "./http/static-pwa.ts";
import { createLogger, type Logger } from "./logger.ts";
import { ensureAdmin } from "./services/admin/admins.ts";
import { CRM_DELIVERY_QUEUE } from "./services/crm/crm-delivery-job.ts";
import { crmDeliveryNudge, nudgePacingOn } from "./services/crm/crm-handoff.ts";
import { checkReadiness } from "./services/health/health.ts";
import { startBackgroundJobs } from "./services/jobs/background-jobs.ts";
import type { Jobs, PgBossClock } from "./services/jobs/jobs.ts";
import { pruneExpired } from "./services/maintenance/maintenance.ts";
import { createPaymentGateway } from "./services/payments/create-payment-gateway.ts";
import {
  moveFilesOutOfDatabase,
  refuseFilesInDatabase,
} from "./services/uploads/move-files-out-of-database.ts";
import { openFileStore } from "./services/uploads/open-file-store.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
/**
 * How long an idle client connection stays open. A load balancer in front of several servers
 * keeps idle connections for reuse, commonly for 60 s; Node's default closes them after 5 s, so
 * the balancer could send a request on a connection the server is just closing, and answer its
 * client 502. Waiting longer than any balancer leaves the closing to the balancer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface StartOptions {
  logger?: Logger;
  clock?: Clock;
  /** Build the PWA when its default dist is missing (default true). */
  buildPwa?: boolean;
  /** An already open database (tests); the server then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /**
   * Tests in real time (several server processes): the server also asks for a CRM drain this
   * often, besides the route's nudges and the queue's cron every minute (crm-delivery-job.ts).
   */
  crmDeliveryNudgeMs?: number;
  /** The job queue's clock (pg-boss's TestClock in tests); default the system's. */
  jobsClock?: PgBossClock;
  /** Seconds between the job workers' fetches (default 2). */
  jobsPollingIntervalSeconds?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Runs `npm run build -w @vyom/pwa` once; false when it fails (the notice page is served). */
function buildPwa(logger: Logger): Promise<boolean> {
  logger.info("pwa.build.start", { dist: DEFAULT_PWA_DIST });
  return new Promise((done) => {
    const child = spawn("npm", ["run", "build", "-w", "@vyom/pwa"], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", () => done(false));
    child.on("exit", (code) => done(code === 0));
  });
}

async function preparePwa(env: Env, logger: Logger, build: boolean) {
  const root = resolve(env.PWA_DIST);
  if (hasBuiltPwa(root)) return { root, built: true };
  if (build && root === resolve(DEFAULT_PWA_DIST)) {
    const ok = await buildPwa(logger);
    if (!ok) logger.warn("pwa.build.failed", { dist: root });
  }
  return { root, built: hasBuiltPwa(root) };
}

export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? (() => new Date());
  // Before the database is touched: production without a real payment adapter never starts.
  const payments = await createPaymentGateway({ env, clock });
  const logger =
    options.logger ?? createLogger({ level: env.NODE_ENV === "production" ? "info" : "debug" });

  const ownsDatabase = options.database === undefined;
  // Before the database too: a missing or read-only volume stops start-up with its reason.
  const embeddedOnDisk = ownsDatabase && !env.DATABASE_URL && !env.DATA_DIR.startsWith("memory://");
  const store = await openFileStore(env, {
    logger,
    embeddedDataDir: embeddedOnDisk ? env.DATA_DIR : undefined,
  });
  const { files } = store;
  let database: DatabaseHandle;
  try {
    database =
      options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  } catch (error) {
    await store.close();
    throw error;
  }
  /** The database (when this server opened it) and the files' directory (when temporary). */
  const closeStorage = async () => {
    if (ownsDatabase) await database.close();
    await store.close();
  };
  const { db } = database;
  try {
    await migrateOrCheck(database, env.NODE_ENV);
    if (env.NODE_ENV === "production") await refuseFilesInDatabase(db);
    else await moveFilesOutOfDatabase({ db, files, logger });
    const admin = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (admin.created) logger.info("admin.created", { email: env.ADMIN_EMAIL });
    // Demo data only ever on the embedded database: never into a PostgreSQL server, whatever
    // the mode (env.ts lets development reach one only by an explicit opt-in).
    if (env.NODE_ENV === "development" && database.driver === "pglite") {
      // The demo data lives beside the embedded database, in edge-api/dev/ (development.ts).
      const development = await loadDevelopment("DATABASE_URL", "embedded database");
      const demo = await development.seedDemoData(db, clock());
      const { added, pathologist } = demo;
      if (added.transactions + added.bookings > 0) logger.info("seed.demo-data", added);
      if (pathologist) logger.info("seed.demo-pathologist", { email: pathologist });
    }
    await pruneExpired({ db, files, logger, env }, clock());
  } catch (error) {
    await closeStorage();
    throw error;
  }

  const pwa = await preparePwa(env, logger, options.buildPwa ?? true);
  if (!pwa.built) logger.warn("pwa.not-built", { dist: pwa.root });

  // Readiness is about this process's own database handle.
  const readiness = () => checkReadiness(database);
  const deps = await createDeps({ db, env, clock, logger, readiness }, { payments, files });
  let jobs: Jobs;
  try {
    jobs = await startBackgroundJobs({
      database,
      deps: deps.deps,
      role: env.JOBS_IN_SERVER ? "worker" : "producer",
      ...(options.jobsClock ? { clock: options.jobsClock } : {}),
      ...(options.jobsPollingIntervalSeconds === undefined
        ? {}
        : { pollingIntervalSeconds: options.jobsPollingIntervalSeconds }),
    });
  } catch (error) {
    await deps.close();
    await closeStorage();
    throw error;
  }
  // New bookings reach the CRM as jobs (services/crm/crm-delivery-job.ts), run here or in
  // `npm run worker`: the route only nudges the queue.
  const crmHandoff = crmDeliveryNudge(
    jobs,
    logger,
    options.jobsClock ? nudgePacingOn(options.jobsClock) : undefined,
  );
  const nudges =
    options.crmDeliveryNudgeMs === undefined
      ? undefined
      : setInterval(() => {
          jobs.send(CRM_DELIVERY_QUEUE.name, {}).catch(() => undefined);
        }, options.crmDeliveryNudgeMs);
  const app = createApp({ ...deps.deps, crmHandoff });
  app.use(pwa.built ? servePwa(pwa.root) : appNotBuilt(pwa.root));

  const server = await new Promise<Server>((ready, fail) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
      ready(s as Server),
    );
    s.once("error", fail);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's guidance: the headers timeout stays above the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const { port } = server.address() as AddressInfo;
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
        // In-flight requests get a few seconds; then the remaining sockets are cut.
        setTimeout(() => server.closeAllConnections(), 5_000).unref();
      });
      clearInterval(nudges);
      await crmHandoff.close();
      // The jobs in flight finish (services/jobs/jobs.ts) before their adapters close.
      await jobs.stop();
      await deps.close();
      await closeStorage();
    })();
    return closing;
  };
  return { url, port, close };
}
