/**
 * CPU time of a server process, split into the thread that answers requests (the main thread,
 * whose id is the process's) and the others (the CRM delivery Worker, V8's garbage collection
 * helpers, libuv's pool), from Linux's /proc. On this 2-core machine the load moves req/s far
 * more than it moves CPU per request, so figure 4 reports both. Undefined where /proc is not
 * there to read.
 */
import { readdirSync, readFileSync } from "node:fs";

/** User + system time: seconds in a reading, µs per request from `cpuPerRequest`. */
export interface ProcessCpu {
  requestThread: number;
  otherThreads: number;
}

/** Clock ticks per second of /proc's stat times (USER_HZ, 100 on Linux). */
const TICKS = 100;

export function processCpu(pid: number | undefined): ProcessCpu | undefined {
  if (pid === undefined) return undefined;
  try {
    let requestThread = 0;
    let otherThreads = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8");
      // After the command's name in parentheses: utime and stime are the 12th and 13th fields.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
      if (thread === String(pid)) requestThread += seconds;
      else otherThreads += seconds;
    }
    return { requestThread, otherThreads };
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
  };
}
