/**
 * The app's background jobs, each a queue with a cron schedule (UTC) that runs once per
 * occurrence across every server (services/jobs/jobs.ts):
 *
 * - `maintenance`: hourly housekeeping of rows that only pile up (services/maintenance).
 * - `refund-reconciliation`: hourly, refunds the gateway never answered are asked again
 *   (services/payments/refunds.ts `retryStartedRefunds`).
 * - `visit-notices`: every minute, booking-update SMS whose send failed or was held are sent when
 *   their own retry is due (services/collection-visits/visit-notices.ts keeps each notice's
 *   attempts and backoff; the route sends the first at once).
 * - `crm-delivery`: every minute and whenever a booking is stored (the route's nudge), bookings
 *   are delivered to the CRM and `crm-failed` ones resent when their backoff is due, paced by the
 *   call budget (services/crm/crm-delivery-job.ts).
 *
 * All four are sweeps over the database, safe to run twice, so a failed run is retried a little
 * later and otherwise left to the next occurrence. Their queues are `stately`: a sweep scheduled
 * while the last one still runs, or while no worker is up, is one job rather than a pile.
 */
import type { DatabaseHandle } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import { sendDueNotices } from "../collection-visits/visit-notices.ts";
import {
  CRM_DELIVERY_CRON,
  CRM_DELIVERY_POLLING_SECONDS,
  CRM_DELIVERY_QUEUE,
  runCrmDelivery,
} from "../crm/crm-delivery-job.ts";
import { pruneExpired } from "../maintenance/maintenance.ts";
import { retryStartedRefunds } from "../payments/refunds.ts";
import {
  type Jobs,
  jobsSchemaOf,
  type PgBossClock,
  type QueueDefinition,
  startJobs,
} from "./jobs.ts";

export type BackgroundJobDeps = Pick<
  AppDeps,
  "db" | "files" | "logger" | "env" | "clock" | "payments" | "sms" | "crm" | "crmCalls" | "metrics"
>;

interface BackgroundJob {
  queue: QueueDefinition;
  cron: string;
  /** Seconds between a worker's fetches, when not the instance's. */
  pollingIntervalSeconds?: number;
  /** Also run once when a worker starts, not only at the schedule's next occurrence. */
  atStart?: boolean;
  /** `jobs`: a job may send the next one (the CRM delivery, paced by its budget). */
  run(deps: BackgroundJobDeps, jobs: Jobs): Promise<unknown>;
}

const sweep = (name: string, expireInSeconds: number): QueueDefinition => ({
  name,
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds,
  policy: "stately",
});

export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  {
    queue: sweep("maintenance", 15 * 60),
    cron: "0 * * * *",
    run: (deps) => pruneExpired(deps, deps.clock()),
  },
  {
    queue: sweep("refund-reconciliation", 15 * 60),
    cron: "30 * * * *",
    run: (deps) => retryStartedRefunds(deps, deps.clock()),
  },
  {
    // The next minute's drain is the retry: one more here would only crowd it.
    queue: { ...sweep("visit-notices", 5 * 60), retryLimit: 0 },
    cron: "* * * * *",
    run: (deps) =>
      sendDueNotices(deps.db, {
        sms: deps.sms,
        logger: deps.logger,
        now: deps.clock(),
        smsDailyBudget: deps.env.SMS_DAILY_BUDGET,
      }),
  },
  {
    queue: CRM_DELIVERY_QUEUE,
    cron: CRM_DELIVERY_CRON,
    pollingIntervalSeconds: CRM_DELIVERY_POLLING_SECONDS,
    // Bookings an earlier run left (stored, failed, claimed when it stopped) go at once.
    atStart: true,
    run: (deps, jobs) => runCrmDelivery(deps, jobs),
  },
];

/** Defines every queue; a worker also runs them and keeps their schedules. */
export async function registerBackgroundJobs(
  jobs: Jobs,
  deps: BackgroundJobDeps,
  role: "worker" | "producer",
): Promise<void> {
  for (const job of BACKGROUND_JOBS) {
    await jobs.define(job.queue);
    if (role !== "worker") continue;
    const { pollingIntervalSeconds } = job;
    await jobs.work(
      job.queue.name,
      async () => {
        await job.run(deps, jobs);
      },
      pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds },
    );
    await jobs.schedule(job.queue.name, job.cron);
    if (job.atStart) await jobs.send(job.queue.name, {});
  }
}

export interface BackgroundJobsOptions {
  database: DatabaseHandle;
  deps: BackgroundJobDeps;
  /** "worker": runs the jobs here; "producer": only defines their queues (JOBS_IN_SERVER=false). */
  role: "worker" | "producer";
  /** pg-boss's clock (tests); default the system's. */
  clock?: PgBossClock;
  pollingIntervalSeconds?: number;
}

/**
 * Starts the job queue for the server or `npm run worker`: outside production it installs or
 * updates pg-boss's schema, in production it only checks it (`npm run migrate` installs it).
 */
export async function startBackgroundJobs(options: BackgroundJobsOptions): Promise<Jobs> {
  const { database, deps, role } = options;
  const jobs = await startJobs({
    database,
    logger: deps.logger,
    role,
    migrate: deps.env.NODE_ENV !== "production",
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
  });
  try {
    await registerBackgroundJobs(jobs, deps, role);
  } catch (error) {
    await jobs.stop();
    throw error;
  }
  deps.logger.info("jobs.started", { role, schema: jobsSchemaOf(database) });
  return jobs;
}
