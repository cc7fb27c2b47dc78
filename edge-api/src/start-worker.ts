/**
 * `npm run worker`: the background jobs (services/jobs/background-jobs.ts) in a process of their
 * own, for a deployment whose servers run with JOBS_IN_SERVER=false. It opens what the jobs need
 * (the PostgreSQL database, checked as current as a server checks it; the uploaded files' volume;
 * the SMS, payment and CRM adapters: the CRM delivery is one of the jobs) and no port. `close()` lets the jobs in flight finish, then
 * closes the adapters and the database.
 */
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { migrateOrCheck } from "./db/migrate.ts";
import { type Clock, createDeps } from "./deps.ts";
import { configurationError, type Env } from "./env.ts";
import { createLogger, type Logger } from "./logger.ts";
import { checkReadiness } from "./services/health/health.ts";
import { startBackgroundJobs } from "./services/jobs/background-jobs.ts";
import type { PgBossClock } from "./services/jobs/jobs.ts";
import { createPaymentGateway } from "./services/payments/create-payment-gateway.ts";
import { openFileStore } from "./services/uploads/open-file-store.ts";

export interface WorkerOptions {
  logger?: Logger;
  clock?: Clock;
  /** An already open database (tests); the worker then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /** The job queue's clock (pg-boss's TestClock in tests); default the system's. */
  jobsClock?: PgBossClock;
  jobsPollingIntervalSeconds?: number;
}

export interface RunningWorker {
  close(): Promise<void>;
}

/** The connections the worker's own handle may open (pg-boss opens its own few besides). */
const WORKER_MAX_CONNECTIONS = 3;

export async function startWorker(env: Env, options: WorkerOptions = {}): Promise<RunningWorker> {
  const clock = options.clock ?? (() => new Date());
  // Before anything opens: production without a real payment adapter never starts.
  const payments = await createPaymentGateway({ env, clock });
  const logger =
    options.logger ?? createLogger({ level: env.NODE_ENV === "production" ? "info" : "debug" });
  if (!options.database && !env.DATABASE_URL)
    throw configurationError([
      [
        "DATABASE_URL",
        "required by `npm run worker`: the embedded database lives in the server's process, which runs its jobs itself",
      ],
    ]);
  const store = await openFileStore(env, { logger });
  let database: DatabaseHandle;
  try {
    database =
      options.database ??
      (await openDatabase({ url: env.DATABASE_URL, maxConnections: WORKER_MAX_CONNECTIONS }));
  } catch (error) {
    await store.close();
    throw error;
  }
  const ownsDatabase = options.database === undefined;
  const closeStorage = async () => {
    if (ownsDatabase) await database.close();
    await store.close();
  };
  try {
    await migrateOrCheck(database, env.NODE_ENV);
    const deps = await createDeps(
      { db: database.db, env, clock, logger, readiness: () => checkReadiness(database) },
      { payments, files: store.files },
    );
    const jobs = await startBackgroundJobs({
      database,
      deps: deps.deps,
      role: "worker",
      ...(options.jobsClock ? { clock: options.jobsClock } : {}),
      ...(options.jobsPollingIntervalSeconds === undefined
        ? {}
        : { pollingIntervalSeconds: options.jobsPollingIntervalSeconds }),
    }).catch(async (error: unknown) => {
      await deps.close();
      throw error;
    });
    let closing: Promise<void> | undefined;
    return {
      close() {
        closing ??= (async () => {
          await jobs.stop();
          await deps.close();
          await closeStorage();
        })();
        return closing;
      },
    };
  } catch (error) {
    await closeStorage();
    throw error;
  }
}
