/**
 * The CRM delivery of new bookings and the CRM retry, off the request thread: a
 * `node:worker_threads` Worker (crm-delivery-worker.ts) with its own event loop and its own small
 * pool runs the delivery loop (crm-delivery-loop.ts). Under load the CRM call, its log line and
 * its status write took about a third of the booking route's CPU on the thread that answers
 * requests (docs/performance.md, figure 4); here the route's share is one message per turn of the
 * event loop, however many bookings it stored.
 *
 * PostgreSQL only: PGlite lives in the server's thread, so there the loop runs in-process
 * (deps.ts). The guarantees are the database's, not the thread's (crm-delivery.ts): a signal lost
 * with a crashed worker only delays its bookings until the next worker's first pass or poll.
 *
 * - A worker that fails or exits unasked is logged (`crm.delivery.worker-exited`) and started
 *   again after CRM_WORKER_RESTART_MS; bookings meanwhile wait `received`.
 * - `close()` asks the worker to finish its work in flight and exit; one that does not within
 *   CRM_WORKER_STOP_MS is terminated, and its claimed bookings are claimed again once their lease
 *   lapses (at least once, never lost).
 * - Runs as TypeScript under tsx and Vitest (the worker registers tsx itself, newWorker) and as
 *   JavaScript in the compiled build (`npm run start:prod`).
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { describeError, type LogFields, type Logger, type LogLevel } from "../../logger.ts";
import type { CrmAttempt, CrmOutcome, Metrics } from "../../metrics.ts";
import type { CrmDelivery } from "./crm-delivery-loop.ts";

export const CRM_WORKER_RESTART_MS = 1_000;
export const CRM_WORKER_STOP_MS = 5_000;
/**
 * How long the worker gathers signals before a pass claims: under load, tens of bookings share
 * one claim and one result statement instead of two statements for every few; the CRM still
 * hears of a booking within a tenth of a second.
 */
export const CRM_WORKER_GATHER_MS = 50;

export interface CrmWorkerData {
  databaseUrl: string;
  searchPath: string | undefined;
  leadSquared: { baseUrl: string; accessKey: string; secretKey: string };
  /** The plan's LEADSQUARED_CALLS_PER_5S: the worker takes calls from the shared budget too. */
  callsPer5s: number;
  pollMs: number;
  retryIntervalMs: number;
  /** "forward": send the lines to the server's logger; else the worker's own stdout logger's level. */
  log: "forward" | LogLevel;
}

export type CrmWorkerMessage =
  | { type: "ready" }
  | { type: "settled"; id: number }
  | { type: "logs"; logs: Array<[LogLevel, string, LogFields]> }
  | { type: "counts"; counts: Array<[string, number]> };

export interface CrmDeliveryThread extends CrmDelivery {
  /** Ends the current worker as a crash would (tests of the restart). */
  crash(): Promise<void>;
  /** Resolves when a worker is running and has started its first pass. */
  ready(): Promise<void>;
}

/** The worker's file beside this one: `.ts` from the sources, `.js` in the compiled build. */
function workerFile() {
  const here = import.meta.url;
  const extension = here.endsWith(".ts") ? ".ts" : ".js";
  return new URL(`./crm-delivery-worker${extension}`, here);
}

/**
 * The Worker for `file`. Node 20 does not apply a loader's hooks (tsx's, under `npm start` and
 * Vitest) to a worker's entry file, so a `.ts` entry starts from a small script that registers
 * tsx in the worker first and then imports it.
 */
function newWorker(file: URL, data: CrmWorkerData) {
  if (!file.pathname.endsWith(".ts")) return new Worker(file, { workerData: data });
  const require = createRequire(import.meta.url);
  // tsx's ESM API (its "import" export; require.resolve answers the CommonJS one beside it).
  const tsx = pathToFileURL(require.resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
  const boot = `import(${JSON.stringify(tsx)})
    .then((api) => { api.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}

export function startCrmDeliveryThread({
  data,
  logger,
  metrics,
}: {
  data: CrmWorkerData;
  logger: Logger;
  metrics: Pick<Metrics, "crmHandoff">;
}): CrmDeliveryThread {
  const file = workerFile();
  let worker: Worker | undefined;
  let closing = false;
  let restart: NodeJS.Timeout | undefined;
  let signalled = false;
  let nextSettle = 0;
  const settling = new Map<number, (done: boolean) => void>();
  let readyWaiters: Array<() => void> = [];
  let isReady = false;
  let exited: Promise<void> = Promise.resolve();

  const onMessage = (message: CrmWorkerMessage) => {
    switch (message.type) {
      case "ready": {
        isReady = true;
        const waiters = readyWaiters;
        readyWaiters = [];
        for (const done of waiters) done();
        return;
      }
      case "settled":
        settling.get(message.id)?.(true);
        settling.delete(message.id);
        return;
      case "logs":
        for (const [level, event, fields] of message.logs) logger[level](event, fields);
        return;
      case "counts":
        for (const [key, n] of message.counts) {
          const [attempt, outcome] = key.split(":") as [CrmAttempt, CrmOutcome];
          for (let i = 0; i < n; i++) metrics.crmHandoff(attempt, outcome);
        }
        return;
    }
  };

  const spawn = () => {
    restart = undefined;
    if (closing) return;
    const current = newWorker(file, data);
    worker = current;
    current.on("message", onMessage);
    current.on("error", (error) =>
      logger.error("crm.delivery.worker-failed", describeError(error)),
    );
    exited = new Promise<void>((done) => {
      current.once("exit", (code) => {
        if (worker === current) worker = undefined;
        isReady = false;
        // A settle asked of this worker is asked again of the next one.
        for (const answer of settling.values()) answer(false);
        settling.clear();
        done();
        if (closing) return;
        logger.error("crm.delivery.worker-exited", { exitCode: code });
        restart = setTimeout(spawn, CRM_WORKER_RESTART_MS);
      });
    });
  };
  spawn();

  const ready = () =>
    new Promise<void>((done) => {
      if (isReady) done();
      else readyWaiters.push(done);
    });

  const settleOnce = (current: Worker) =>
    new Promise<boolean>((done) => {
      const id = ++nextSettle;
      settling.set(id, done);
      current.postMessage({ type: "settle", id });
    });

  return {
    bookingStored() {
      // One message per turn of the event loop, however many bookings were stored in it.
      if (signalled || closing) return;
      signalled = true;
      setImmediate(() => {
        signalled = false;
        worker?.postMessage(0);
      });
    },
    async settled() {
      // After a pending signal has gone out; a crashed worker's settle is asked of the next.
      await new Promise<void>((done) => setImmediate(done));
      while (!closing) {
        const current = worker;
        if (!current) {
          await ready();
          continue;
        }
        if (await settleOnce(current)) return;
      }
    },
    ready,
    async crash() {
      await worker?.terminate();
    },
    async close() {
      closing = true;
      clearTimeout(restart);
      const current = worker;
      if (!current) return;
      current.postMessage({ type: "stop" });
      const stopTimer = setTimeout(() => {
        logger.warn("crm.delivery.worker-stop-timeout", { ms: CRM_WORKER_STOP_MS });
        void current.terminate();
      }, CRM_WORKER_STOP_MS);
      await exited;
      clearTimeout(stopTimer);
    },
  };
}
