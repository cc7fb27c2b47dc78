/**
 * The API's logger: pino, one JSON object per line. Callers pass an event name and a few scalar
 * fields (`logger.info("crm.retry.sent", { bookingId })`); by convention nothing logs request
 * bodies, OTPs, passwords or health data (test names, bookings' contents).
 *
 * Guarantees:
 * - Every record passes log-privacy.ts's scrub before it is written: mobile numbers masked,
 *   names, codes, tokens and cookies redacted, whatever a call site passed.
 * - A line written through a request's logger carries that request's id as `reqId`:
 *   http/request-log.ts binds one to each request (`requestScoped`), routes take it from the
 *   request (`requestLogger(c, ...)`) and hand it to what they call (the OTP's SMS send,
 *   refunds, the visit notices an answer drains). Not an AsyncLocalStorage: on Node 20 one
 *   turns on async hooks for every promise of the process, 13-19 % of a booking's CPU
 *   (docs/performance.md, figure 4).
 * - Lines of every level reach stdout, in order, in few writes: the lines of one turn of the
 *   event loop are written together at its end (one write per line was a visible share of the
 *   API's CPU, docs/performance.md figure 4), and what is pending is written at `exit`
 *   (process.exit, an uncaught exception, server.ts's SIGTERM / SIGINT handling). A SIGKILL
 *   loses the current turn's lines.
 */
import { writeSync } from "node:fs";
import { type DestinationStream, pino } from "pino";
import { scrubLogRecord } from "./log-privacy.ts";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export interface LogRecord extends LogFields {
  level: LogLevel;
  time: string;
  event: string;
  /** The id of the request being handled (fastify's name: MSG91's lines use `requestId`). */
  reqId?: string;
}

/**
 * The logger with the request's id on every line it writes. One object per request, its methods
 * shared: every request makes one, whether or not it writes through it.
 */
export function requestScoped(logger: Logger, requestId: string): Logger {
  return new RequestScopedLogger(logger, requestId);
}

class RequestScopedLogger implements Logger {
  constructor(
    private readonly logger: Logger,
    private readonly requestId: string,
  ) {}
  debug(event: string, fields: LogFields = {}) {
    this.logger.debug(event, { ...fields, reqId: this.requestId });
  }
  info(event: string, fields: LogFields = {}) {
    this.logger.info(event, { ...fields, reqId: this.requestId });
  }
  warn(event: string, fields: LogFields = {}) {
    this.logger.warn(event, { ...fields, reqId: this.requestId });
  }
  error(event: string, fields: LogFields = {}) {
    this.logger.error(event, { ...fields, reqId: this.requestId });
  }
}

let stdout: DestinationStream | undefined;

/** One destination for the process's stdout, however many loggers write to it: one order. */
function stdoutDestination(): DestinationStream {
  stdout ??= batchedStdout();
  return stdout;
}

/**
 * stdout written synchronously, once per turn of the event loop (setImmediate) and at `exit`.
 * Never a write left in the thread pool: pino's asynchronous destination had one there whenever
 * the pool was busy (an admin's password hashing), and its exit flush skipped it, so a SIGTERM
 * then lost or reordered lines (logger.test.ts). A full pipe makes the write wait for its reader.
 */
function batchedStdout(): DestinationStream {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    writeFully(1, Buffer.from(text));
  };
  process.on("exit", flush);
  return {
    write(line: string) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}

const pipeWait = new Int32Array(new SharedArrayBuffer(4));

function writeFully(fd: number, data: Buffer) {
  let rest = data;
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      // A non-blocking pipe that is full: wait a moment for its reader, then go on.
      if ((error as NodeJS.ErrnoException).code === "EAGAIN") Atomics.wait(pipeWait, 0, 0, 5);
      // The reader is gone (EPIPE) or stdout is closed: these lines have nowhere to go, and a
      // server must not stop over its log.
      else return;
    }
  }
}

/**
 * pino's ISO time (`,"time":"…"`), made once per millisecond: a busy server writes several lines
 * in the same millisecond, and each one formatting the date again was a visible share of the
 * request log's cost (docs/performance.md, figure 4).
 */
function isoTimeOncePerMs(): () => string {
  let at = Number.NaN;
  let text = "";
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

export function createLogger(options: {
  level?: LogLevel;
  /** Where the lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
  clock?: () => Date;
}): Logger {
  const { clock } = options;
  const log = pino(
    {
      level: options.level ?? "info",
      // No pid or hostname on every line: the platform running the process adds its own.
      base: null,
      messageKey: "event",
      timestamp: clock ? () => `,"time":"${clock().toISOString()}"` : isoTimeOncePerMs(),
      formatters: { level: (label) => ({ level: label }), log: scrubLogRecord },
    },
    options.destination ?? stdoutDestination(),
  );
  const at =
    (level: LogLevel) =>
    (event: string, fields: LogFields = {}) =>
      log[level](fields, event);
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

export interface MemoryLogger extends Logger {
  /** The lines exactly as pino wrote them. */
  lines: string[];
  records: LogRecord[];
}

/**
 * Keeps what the same pino logger as production writes (so scrubbed the same) in memory: tests
 * read it, and check that no secret ever reaches a log line.
 */
export function createMemoryLogger(): MemoryLogger {
  const lines: string[] = [];
  const records: LogRecord[] = [];
  const destination = {
    write: (line: string) => {
      lines.push(line);
      records.push(JSON.parse(line) as LogRecord);
    },
  };
  return Object.assign(createLogger({ level: "debug", destination }), { lines, records });
}

/**
 * Describes an error for a log line without its data: drizzle's query errors carry the bound
 * parameters (a booking's name and mobile) in their message, so they are cut off.
 */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { errorType: typeof error };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const message = (cause?.message ?? error.message).split("\nparams:")[0]?.slice(0, 500);
  const code = (cause as { code?: unknown } | undefined)?.code;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "));
  return {
    errorType: error.name,
    errorMessage: message,
    errorCode: typeof code === "string" ? code : undefined,
    stack: frames.slice(0, 8).join("\n"),
  };
}
