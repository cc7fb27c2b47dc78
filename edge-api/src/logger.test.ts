import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, type LogRecord, requestScoped } from "./logger.ts";

const loggerModule = fileURLToPath(new URL("./logger.ts", import.meta.url));

/** Runs a script in a fresh node (the real stdout pipe) that logs `count` lines, then `ending`. */
function logThenEnd(count: number, ending: string, before = "", env: NodeJS.ProcessEnv = {}) {
  const script = `
    import { createLogger } from ${JSON.stringify(loggerModule)};
    ${before}
    const logger = createLogger({});
    for (let i = 0; i < ${count}; i++) logger.info("line", { i });
    ${ending}`;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    { encoding: "utf8", timeout: 20_000, env: { ...process.env, ...env } },
  );
  const lines = run.stdout.split("\n").filter(Boolean);
  return { run, indexes: lines.map((line) => (JSON.parse(line) as { i: number }).i) };
}

const upTo = (count: number) => Array.from({ length: count }, (_, i) => i);

function captured(level: "debug" | "info" = "info") {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    clock: () => new Date(0),
    destination: { write: (line: string) => lines.push(line) },
  });
  const records = () => lines.map((line) => JSON.parse(line) as LogRecord);
  return { logger, lines, records };
}

describe("logger output", () => {
  it("writes one JSON object per line: level, time, event and the fields", () => {
    const { logger, lines, records } = captured();
    logger.debug("too-detailed");
    logger.info("crm.retry.sent", { bookingId: "b-1", attempt: 2 });
    logger.error("request.failed", { errorType: "Error" });
    expect(lines.every((line) => line.endsWith("}\n") && !line.slice(0, -1).includes("\n"))).toBe(
      true,
    );
    expect(records()).toEqual([
      {
        level: "info",
        time: "1970-01-01T00:00:00.000Z",
        event: "crm.retry.sent",
        bookingId: "b-1",
        attempt: 2,
      },
      {
        level: "error",
        time: "1970-01-01T00:00:00.000Z",
        event: "request.failed",
        errorType: "Error",
      },
    ]);
  });

  describe("without a clock of its own", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("stamps each line with the time it is written, to the millisecond", () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const lines: string[] = [];
      const logger = createLogger({ destination: { write: (line: string) => lines.push(line) } });
      const at = (iso: string) => {
        vi.setSystemTime(new Date(iso));
        logger.info("tick");
      };
      at("2026-11-30T10:00:00.000Z");
      at("2026-11-30T10:00:00.000Z");
      at("2026-11-30T10:00:00.001Z");
      at("2026-11-30T11:59:59.999Z");
      expect(lines.map((line) => (JSON.parse(line) as LogRecord).time)).toEqual([
        "2026-11-30T10:00:00.000Z",
        "2026-11-30T10:00:00.000Z",
        "2026-11-30T10:00:00.001Z",
        "2026-11-30T11:59:59.999Z",
      ]);
    });
  });

  it("tags every line written through a request's logger with its id, and no other line", async () => {
    const { logger, records } = captured();
    const request = requestScoped(logger, "req-12345678");
    logger.info("outside");
    request.info("inside");
    await new Promise((done) => setTimeout(done, 5));
    request.warn("after-a-wait", { reqId: "forged-by-a-caller" });
    logger.info("outside-again");
    expect(records().map((r) => [r.event, r.level, r.reqId])).toEqual([
      ["outside", "info", undefined],
      ["inside", "info", "req-12345678"],
      ["after-a-wait", "warn", "req-12345678"],
      ["outside-again", "info", undefined],
    ]);
  });

  it("masks mobile numbers in any field and redacts names, codes, tokens and cookies", () => {
    const { logger, lines } = captured();
    logger.warn("careless", {
      note: "call 9876543210 or +91 8765432109 or 07654321098",
      mobile: 9876543210,
      name: "Asha Verma",
      patientName: "Ravi Kumar",
      code: "48213",
      otp: "51234",
      sessionToken: "tok_secret_value",
      cookie: "vyom_session=abc",
      authorization: "Bearer abc",
      bookingId: "7c9e6679-7425-40de-944b-a9123456780b",
    });
    const line = lines.join("");
    for (const secret of ["9876543210", "8765432109", "7654321098", "Asha", "Ravi", "48213"])
      expect(line).not.toContain(secret);
    for (const secret of ["51234", "tok_secret_value", "vyom_session", "Bearer abc"])
      expect(line).not.toContain(secret);
    expect(line).toContain("98******10");
    expect(line).toContain("+91 87******09");
    // An id that merely contains ten digits is not a mobile number: it stays whole.
    expect(line).toContain("944b-a9123456780b");
  });

  it.each([
    ["the process ends by itself", ""],
    ["process.exit", "process.exit(0);"],
    [
      "SIGTERM handled as server.ts does (process.exit)",
      "process.on('SIGTERM', () => process.exit(0)); process.kill(process.pid, 'SIGTERM'); setTimeout(() => {}, 10_000);",
    ],
    ["an uncaught exception", "setImmediate(() => { throw new Error('boom'); });"],
  ])("loses no line and keeps their order when %s", (_name, ending) => {
    const { run, indexes } = logThenEnd(5_000, ending);
    expect(run.error).toBeUndefined();
    expect(indexes).toEqual(upTo(5_000));
  });

  it("loses no line and keeps their order when SIGTERM comes while the thread pool is busy (password hashing)", () => {
    // One pool thread, held by a key derivation (as an admin's sign-in hashes its password): a
    // write handed to the pool would still be waiting there when the process exits.
    const { run, indexes } = logThenEnd(
      5_000,
      "process.on('SIGTERM', () => process.exit(0)); process.kill(process.pid, 'SIGTERM'); setTimeout(() => {}, 10_000);",
      `import { pbkdf2 } from "node:crypto"; pbkdf2("a", "b", 2_000_000, 32, "sha256", () => {});`,
      { UV_THREADPOOL_SIZE: "1" },
    );
    expect(run.error).toBeUndefined();
    expect(indexes).toEqual(upTo(5_000));
  });
});
