/**
 * Batches log lines into few writes. Under load the API wrote one line per request to a pipe,
 * synchronously (pipes are synchronous in Node on Linux): a visible share of its CPU
 * (docs/performance.md, figure 4). Lines are now appended to a buffer and written together.
 *
 * Guarantees:
 * - Order: lines reach `write` in the order they were pushed; a flush writes everything pending.
 * - Promptness: a buffer is written at most `flushAfterMs` after its first line, at once when it
 *   passes `maxBytes`, and whenever a caller flushes (the logger does before a warning or error,
 *   which it writes straight to stderr, so stdout's earlier lines come first).
 * - Nothing is lost at a normal end: `flushOnExit` writes what is pending on `beforeExit`, on
 *   `exit` (also reached by `process.exit` and uncaught exceptions) and on SIGTERM / SIGINT /
 *   SIGHUP, which then keep their usual effect. A SIGKILL or a crash of node itself loses at most
 *   the last `flushAfterMs` of info lines.
 */
export interface LineBuffer {
  push(line: string): void;
  flush(): void;
}

export interface LineBufferOptions {
  write: (chunk: string) => void;
  flushAfterMs?: number;
  maxBytes?: number;
}

export function createLineBuffer(options: LineBufferOptions): LineBuffer {
  const flushAfterMs = options.flushAfterMs ?? 50;
  const maxBytes = options.maxBytes ?? 64 * 1024;
  let pending: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.length === 0) return;
    const chunk = pending.join("");
    pending = [];
    size = 0;
    options.write(chunk);
  };

  return {
    push(line) {
      pending.push(line);
      size += line.length;
      if (size >= maxBytes) return flush();
      if (!timer) {
        timer = setTimeout(flush, flushAfterMs);
        // The timer alone never keeps the process up: `beforeExit` / `exit` flush the rest.
        timer.unref();
      }
    },
    flush,
  };
}

const EXIT_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const;

/** Flushes the buffer at every normal end of the process (see the guarantees above). */
export function flushOnExit(buffer: LineBuffer) {
  process.on("beforeExit", buffer.flush);
  process.on("exit", buffer.flush);
  for (const signal of EXIT_SIGNALS) {
    const onSignal = () => {
      buffer.flush();
      // `once` removed this listener: with no other listener, the signal's default (ending the
      // process) is what the sender asked for, so it is raised again.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.once(signal, onSignal);
  }
}
