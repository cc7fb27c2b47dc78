/**
 * The API's logger: pino, one JSON object per line. Callers pass an event name and a few scalar
 * fields (`logger.info("crm.retry.sent", { bookingId })`); by convention nothing logs request
 * bodies, OTPs, passwords or health data (test names, bookings' contents).
 *
 * Guarantees:
 * - Every record passes log-privacy.ts's scrub before it is written: mobile numbers masked,
 *   names, codes, tokens and cookies redacted, whatever a call site passed.
 * - A line written while a request is handled carries that request's id as `reqId`
 *   (http/request-log.ts runs each request inside `withRequestId`), work it started after its
 *   answer included. The CRM delivery of bookings runs outside any request (`outsideRequest`:
 *   one pass serves many requests' bookings); its lines carry the booking's id.
 * - Lines of every level reach stdout, in order, in few writes (pino's asynchronous
 *   destination: one write per line was a visible share of the API's CPU, docs/performance.md
 *   figure 4), and what is pending is written at the process's end: on `beforeExit` and `exit`
 *   (process.exit, an uncaught exception, server.ts's SIGTERM / SIGINT handling). A SIGKILL
 *   loses what was not yet written.
 */
import { AsyncLocalStorage } from "node:async_hooks";
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

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (and everything it starts) with its log lines tagged with the request's id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

/** Runs `work` (and everything it starts) as no request's: its lines carry no `reqId`. */
export function outsideRequest<T>(work: () => T): T {
  return requestContext.exit(work);
}

let stdout: DestinationStream | undefined;

/** One destination for the process's stdout, however many loggers write to it: one order. */
function stdoutDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
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
      timestamp: clock ? () => `,"time":"${clock().toISOString()}"` : pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: scrubLogRecord },
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { reqId: context.requestId } : {};
      },
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
