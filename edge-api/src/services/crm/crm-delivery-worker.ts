/**
 * The Worker entry of crm-delivery-thread.ts: its own event loop, its own small PostgreSQL pool
 * and its own LeadSquared adapter, running the delivery loop of new bookings and the CRM retry
 * (crm-delivery-loop.ts). The server's thread only signals new bookings to it.
 *
 * Messages in: `0` (bookings were stored), `{ type: "settle", id }` (answered once the work asked
 * for so far has run), `{ type: "stop" }` (finish the work in flight, close the pool, exit).
 * Messages out: `ready`, `settled`, the CRM counters (the metrics live in the server's thread), and
 * the log lines when the server's logger is not stdout's (tests read them).
 */
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../../db/client.ts";
import { createLogger, type LogFields, type Logger, type LogLevel } from "../../logger.ts";
import type { CrmAttempt, CrmOutcome } from "../../metrics.ts";
import { createCrmCallBudget } from "./crm-call-budget.ts";
import { createCrmDeliveryLoop } from "./crm-delivery-loop.ts";
import {
  CRM_WORKER_GATHER_MS,
  type CrmWorkerData,
  type CrmWorkerMessage,
} from "./crm-delivery-thread.ts";
import { createLeadSquaredCrm } from "./leadsquared-crm.ts";

const port = parentPort;
if (!port) throw new Error("crm-delivery-worker.ts runs only as a Worker (crm-delivery-thread.ts)");
const data = workerData as CrmWorkerData;

// What goes to the server's thread is sent once per turn of the event loop, not per booking.
let outbox: { logs: Array<[LogLevel, string, LogFields]>; counts: Map<string, number> } = {
  logs: [],
  counts: new Map(),
};
let flushing = false;
const post = (message: CrmWorkerMessage) => port.postMessage(message);
const flush = () => {
  flushing = false;
  const { logs, counts } = outbox;
  outbox = { logs: [], counts: new Map() };
  if (logs.length > 0) post({ type: "logs", logs });
  if (counts.size > 0) post({ type: "counts", counts: [...counts] });
};
const later = () => {
  if (flushing) return;
  flushing = true;
  setImmediate(flush);
};

const forwarded =
  (level: LogLevel) =>
  (event: string, fields: LogFields = {}) => {
    outbox.logs.push([level, event, fields]);
    later();
  };
const logger: Logger =
  data.log === "forward"
    ? {
        debug: forwarded("debug"),
        info: forwarded("info"),
        warn: forwarded("warn"),
        error: forwarded("error"),
      }
    : createLogger({ level: data.log });

const metrics = {
  crmHandoff(attempt: CrmAttempt, outcome: CrmOutcome) {
    const key = `${attempt}:${outcome}`;
    outbox.counts.set(key, (outbox.counts.get(key) ?? 0) + 1);
    later();
  },
};

const database = await openDatabase({
  url: data.databaseUrl,
  searchPath: data.searchPath,
  // Claims, result writes and the retry: never more than two at once.
  maxConnections: 2,
});
const crm = createLeadSquaredCrm({ ...data.leadSquared, logger });
const loop = createCrmDeliveryLoop({
  db: database.db,
  crm,
  // The same row as the server's own threads and the other servers: one account, one budget.
  crmCalls: createCrmCallBudget(database.db, data.callsPer5s),
  logger,
  metrics,
  clock: () => new Date(),
  pollMs: data.pollMs,
  retryIntervalMs: data.retryIntervalMs,
  gatherMs: CRM_WORKER_GATHER_MS,
});

let stopping = false;
port.on("message", (message: unknown) => {
  if (message === 0) return loop.bookingStored();
  const { type, id } = message as { type: string; id?: number };
  if (type === "settle") {
    void loop.settled().then(() => {
      flush();
      post({ type: "settled", id: id ?? 0 });
    });
  } else if (type === "stop") {
    if (stopping) return;
    stopping = true;
    // Closing the port ends the worker once the pool is closed: nothing else keeps it alive.
    void (async () => {
      await loop.close();
      await database.close();
      flush();
      port.close();
    })();
  }
});
logger.info("crm.delivery.worker-started", { pollMs: data.pollMs });
// Bookings stored while no worker ran (start-up, a restart after a crash) are claimed now.
loop.bookingStored();
post({ type: "ready" });
