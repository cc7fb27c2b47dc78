/**
 * CPU time of a server process, split into the thread that answers requests (the main thread,
 * whose id is the process's, where the background jobs, the CRM delivery's included, run too) and
 * the others (V8's garbage collection helpers, libuv's pool), and PostgreSQL's beside it, from Linux's /proc. On this 2-core
 * machine the load moves req/s far more than it moves CPU per request, so figure 4 reports both.
 * Undefined where /proc is not there to read.
 */
import { readdirSync, readFileSync } from "node:fs";

/** User + system time: seconds in a reading, µs per request from `cpuPerRequest`. */
export interface ProcessCpu {
  requestThread: number;
  otherThreads: number;
  /**
   * Every PostgreSQL process of this machine (its backends, WAL writer, checkpointer): the bench
   * runs one load at a time, so over a run this is that run's share of the database. NaN when no
   * PostgreSQL runs here (BENCH_DATABASE_URL on another host).
   */
  database: number;
}

/** Clock ticks per second of /proc's stat times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * utime + stime of one /proc stat line, in seconds; `reaped`, cutime + cstime: the time of its
 * children that have ended (a PostgreSQL backend's, once it ends, on the postmaster).
 */
function statOf(stat: string) {
  // After the command's name in parentheses: utime, stime, cutime and cstime are the 12th to
  // 15th fields.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
    reaped: (Number(fields[13]) + Number(fields[14])) / TICKS,
  };
}

function postgresSeconds(): number {
  let seconds = 0;
  let found = false;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = statOf(readFileSync(`/proc/${pid}/stat`, "utf8"));
      if (stat.name !== "postgres") continue;
      found = true;
      // With the ended backends' time, a backend ending during a run is not subtracted from it.
      seconds += stat.seconds + stat.reaped;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found ? seconds : Number.NaN;
}

export function processCpu(pid: number | undefined): ProcessCpu | undefined {
  if (pid === undefined) return undefined;
  try {
    let requestThread = 0;
    let otherThreads = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const { seconds } = statOf(readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8"));
      if (thread === String(pid)) requestThread += seconds;
      else otherThreads += seconds;
    }
    return { requestThread, otherThreads, database: postgresSeconds() };
  } catch {
    return undefined;
  }
}

/** Microseconds of each kind per request between two readings. */
export function cpuPerRequest(
  before: ProcessCpu | undefined,
  after: ProcessCpu | undefined,
  requests: number,
): ProcessCpu | undefined {
  if (!before || !after || requests <= 0) return undefined;
  return {
    requestThread: ((after.requestThread - before.requestThread) / requests) * 1e6,
    otherThreads: ((after.otherThreads - before.otherThreads) / requests) * 1e6,
    database: ((after.database - before.database) / requests) * 1e6,
  };
}
