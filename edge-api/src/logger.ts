/**
 * A tiny JSON-lines logger. Callers pass an event name and a few scalar fields; by convention
 * nothing logs request bodies, OTPs, passwords or health data (test names, bookings' contents).
 * Debug and info lines go to stdout in batches (log-buffer.ts); warnings and errors go to stderr
 * at once, after the batch pending before them.
 */
import { createLineBuffer, flushOnExit, type LineBuffer } from "./log-buffer.ts";

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
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(options: {
  level?: LogLevel;
  write?: (record: LogRecord) => void;
  clock?: () => Date;
}): Logger {
  const min = ORDER[options.level ?? "info"];
  const clock = options.clock ?? (() => new Date());
  const write = options.write ?? writeToStdio;
  const log =
    (level: LogLevel) =>
    (event: string, fields: LogFields = {}) => {
      if (ORDER[level] < min) return;
      write({ ...fields, level, time: clock().toISOString(), event });
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

let stdout: LineBuffer | undefined;

/** One buffer for the process's stdout, however many loggers write to it. */
function stdoutBuffer(): LineBuffer {
  if (!stdout) {
    stdout = createLineBuffer({ write: (chunk) => process.stdout.write(chunk) });
    flushOnExit(stdout);
  }
  return stdout;
}

function writeToStdio(record: LogRecord) {
  const line = `${JSON.stringify(record)}\n`;
  const buffer = stdoutBuffer();
  if (ORDER[record.level] < ORDER.warn) return buffer.push(line);
  buffer.flush();
  process.stderr.write(line);
}

/** Keeps records in memory: tests read them (and check that no secret ever reaches a log line). */
export function createMemoryLogger(): Logger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  return Object.assign(createLogger({ level: "debug", write: (r) => records.push(r) }), {
    records,
  });
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
