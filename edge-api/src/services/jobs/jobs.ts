/**
 * Background jobs on pg-boss, a job queue kept in PostgreSQL (its tables in a schema of their
 * own, `pgboss`). The one module that imports it: the rest of the app sees `Jobs`.
 *
 * What it guarantees:
 * - One database for the app and its jobs. On PostgreSQL pg-boss opens a small pool of its own on
 *   the app's URL; on the embedded PGlite it runs its statements over the app's PGlite handle (its
 *   `fromPglite` adapter), so `npm start` needs nothing more.
 * - A scheduled job runs once per occurrence, however many servers schedule it: pg-boss claims
 *   each cron pass in the database and files each occurrence under one singleton key.
 * - A handler that throws is retried as its queue says (delay, exponential backoff); each failure
 *   is logged (`job.failed`), and the last one as `job.given-up` at error level, with the job kept
 *   in the `failed` state for an operator.
 * - `stop()` stops fetching, waits for the jobs in flight (up to its timeout), then closes the
 *   pool pg-boss opened. The PGlite handle stays the caller's.
 * - Production never changes the jobs schema at start-up: `npm run migrate` installs and updates
 *   it (`installJobsSchema`), and a production server checks it is current or refuses to start.
 */
import { fromPglite, PgBoss, type Clock as PgBossClock } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { EnvError } from "../../env.ts";
import { describeError, type Logger } from "../../logger.ts";

export type { PgBossClock };

/** How a queue keeps its jobs and retries them (pg-boss's queue options, in our units). */
export interface QueueDefinition {
  name: string;
  /** Retries after the first attempt before the job is kept as failed. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each later one when backoff is on. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How long one attempt may run before pg-boss counts it failed (and retries it). */
  expireInSeconds: number;
  /**
   * `stately`: at most one job waiting and one running (a sweep scheduled while the last one
   * still runs, or while workers are down, is one job, not a pile). `standard`: every job kept.
   */
  policy: "stately" | "standard";
  /**
   * A running job tells the database it is alive this often; one that stops (its process died)
   * is failed within it, freeing a `stately` queue's running slot, instead of after
   * `expireInSeconds`. At least 10. Unset: none.
   */
  heartbeatSeconds?: number;
}

export interface JobSendOptions {
  /** With a `stately` queue: at most one job of this key waiting and one running. */
  singletonKey?: string;
  /** A time, or seconds from the database's "now" (a wait measured here, immune to clock skew). */
  startAfter?: Date | number;
}

export interface JobContext<Data> {
  id: string;
  data: Data;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<Data> = (job: JobContext<Data>) => Promise<void>;

export interface Jobs {
  /** Creates the queue if it is missing and applies its retry options (every start does). */
  define(queue: QueueDefinition): Promise<void>;
  send<Data extends object>(
    queue: string,
    data: Data,
    options?: JobSendOptions,
  ): Promise<string | null>;
  /**
   * Runs the queue's jobs in this process, one at a time, fetching every `pollingIntervalSeconds`
   * (default: the instance's).
   */
  work<Data extends object>(
    queue: string,
    handler: JobHandler<Data>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /** A cron schedule (UTC) for the queue, kept in the database: the same on every server. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Finishes the jobs in flight (up to `timeoutMs`), then stops; idempotent. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** The queue's job as pg-boss keeps it (tests and operators). */
  find(queue: string, id: string): Promise<{ state: string; retryCount: number } | null>;
}

export interface JobsOptions {
  database: DatabaseHandle;
  logger: Logger;
  /**
   * "worker": runs handlers and the cron schedules; "producer": only sends (a server whose
   * jobs run in `npm run worker`).
   */
  role: "worker" | "producer";
  /** Production: the schema must already be current (`npm run migrate`); else it is migrated. */
  migrate: boolean;
  /** pg-boss's source of time and timers (tests give its TestClock); default the system's. */
  clock?: PgBossClock;
  /** Seconds between a worker's fetches (default 2; pg-boss's least is 0.5). */
  pollingIntervalSeconds?: number;
  /** pg-boss's own pool on PostgreSQL. */
  maxConnections?: number;
}

/** The default home of pg-boss's tables. */
export const JOBS_SCHEMA = "pgboss";
/** Connections pg-boss's pool may open on PostgreSQL: polling, the cron pass, a job's own. */
export const JOBS_MAX_CONNECTIONS = 3;
/** How long `stop()` waits for the jobs in flight by default. */
export const JOBS_STOP_TIMEOUT_MS = 8_000;

/**
 * Where pg-boss keeps its tables: `pgboss`, or beside a search-path schema (tests run each file in
 * a schema of its own, test/database.ts) so that files never run each other's jobs.
 */
export function jobsSchemaOf(handle: Pick<DatabaseHandle, "searchPath">): string {
  return handle.searchPath ? `${handle.searchPath}_jobs` : JOBS_SCHEMA;
}

/** pg-boss's connection to the app's database. */
function connectionOf(handle: DatabaseHandle, maxConnections: number) {
  if (handle.driver === "pglite") {
    return { db: fromPglite(handle.native.$client), backend: "pglite" as const };
  }
  const url = handle.native.$client.options.connectionString;
  if (!url) throw new Error("The database pool has no connection string");
  return { connectionString: url, max: maxConnections, application_name: "vyom-jobs" };
}

function createBoss(options: JobsOptions): PgBoss {
  const { database, role, migrate } = options;
  const boss = new PgBoss({
    ...connectionOf(database, options.maxConnections ?? JOBS_MAX_CONNECTIONS),
    schema: jobsSchemaOf(database),
    migrate,
    // A producer neither runs the cron passes nor pg-boss's own maintenance (the workers do).
    schedule: role === "worker",
    supervise: role === "worker",
    // Not worth a row per process: the servers are known to the load balancer and the logs.
    registerInstance: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // An unhandled "error" event would end the process: a database blip is logged instead, and
  // pg-boss tries again on its next poll.
  boss.on("error", (error: unknown) => options.logger.error("jobs.error", describeError(error)));
  boss.on("warning", (warning: { message: string }) =>
    options.logger.warn("jobs.warning", { message: warning.message }),
  );
  return boss;
}

/** Starts pg-boss on the app's database (installing or checking its schema first). */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { logger } = options;
  const boss = createBoss(options);
  try {
    await boss.start();
  } catch (error) {
    // Its pool (PostgreSQL) is open by now: closed, or the process would not exit.
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    if (options.migrate || !/not installed|requires migrations/.test(message)) throw error;
    // As a production server refuses pending migrations (db/migrate.ts migrateOrCheck).
    throw new EnvError(
      [
        `The jobs schema "${jobsSchemaOf(options.database)}" is not current, the server will not start:`,
        `  ${message}`,
        "  run `npm run migrate` (this build, the same DATABASE_URL), then start the server",
      ].join("\n"),
    );
  }
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  let stopping: Promise<void> | undefined;

  return {
    async define(queue) {
      const settings = {
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
        ...(queue.heartbeatSeconds === undefined
          ? {}
          : { heartbeatSeconds: queue.heartbeatSeconds }),
      };
      // Does nothing for a queue that exists (two servers starting at once); its policy stays.
      await boss.createQueue(queue.name, { ...settings, policy: queue.policy });
      await boss.updateQueue(queue.name, settings);
    },
    send(queue, data, sendOptions = {}) {
      return boss.send(queue, data, sendOptions);
    },
    async work<Data extends object>(
      queue: string,
      handler: JobHandler<Data>,
      workOptions: { pollingIntervalSeconds?: number } = {},
    ) {
      // With its metadata: a failure's log line says which attempt it was and whether it was the last.
      const options = {
        pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? pollingIntervalSeconds,
        includeMetadata: true,
        batchSize: 1,
      } as const;
      await boss.work<Data, unknown, typeof options>(queue, options, async (batch) => {
        for (const job of batch) {
          try {
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
          } catch (error) {
            const givenUp = job.retryCount >= job.retryLimit;
            const fields = {
              queue,
              jobId: job.id,
              attempt: job.retryCount + 1,
              retryLimit: job.retryLimit,
              givenUp,
              ...describeError(error),
            };
            if (givenUp) logger.error("job.given-up", fields);
            else logger.warn("job.failed", fields);
            throw error;
          }
        }
      });
    },
    async schedule(queue, cron) {
      await boss.schedule(queue, cron, {}, { tz: "UTC" });
    },
    stop(stopOptions = {}) {
      stopping ??= boss.stop({
        graceful: true,
        close: true,
        timeout: stopOptions.timeoutMs ?? JOBS_STOP_TIMEOUT_MS,
      });
      return stopping;
    },
    async find(queue, id) {
      const job = await boss.getJobById(queue, id);
      return job ? { state: job.state, retryCount: job.retryCount } : null;
    },
  };
}

/**
 * `npm run migrate`'s part: installs pg-boss's schema, or brings it to this version, then stops
 * (pg-boss holds an advisory lock while migrating, so two at once are safe).
 */
export async function installJobsSchema(database: DatabaseHandle, logger: Logger): Promise<void> {
  const boss = createBoss({ database, logger, role: "producer", migrate: true, maxConnections: 1 });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
