import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.ts";

const loggerModule = fileURLToPath(new URL("./logger.ts", import.meta.url));

/** Runs a script in a fresh node (the real stdout pipe) that logs `count` lines, then `ending`. */
function logThenEnd(count: number, ending: string) {
  const script = `
    import { createLogger } from ${JSON.stringify(loggerModule)};
    const logger = createLogger({});
    for (let i = 0; i < ${count}; i++) logger.info("line", { i });
    ${ending}`;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
      timeout: 20_000,
    },
  );
  const lines = run.stdout.split("\n").filter(Boolean);
  return { run, indexes: lines.map((line) => (JSON.parse(line) as { i: number }).i) };
}

const upTo = (count: number) => Array.from({ length: count }, (_, i) => i);

describe("logger output", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("batches info lines and writes them before a warning, which goes straight to stderr", () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      writes.push(`out:${String(chunk)}`);
      return true;
    });
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      writes.push(`err:${String(chunk)}`);
      return true;
    });
    const logger = createLogger({ clock: () => new Date(0) });
    logger.info("first");
    logger.info("second");
    expect(writes).toEqual([]);
    logger.warn("third");
    expect(writes.map((w) => w.split(":")[0])).toEqual(["out", "err"]);
    expect(writes[0]?.match(/"event":"(\w+)"/g)).toEqual(['"event":"first"', '"event":"second"']);
    expect(writes[1]).toContain('"event":"third"');
  });

  it.each([
    ["the process ends by itself", ""],
    ["process.exit", "process.exit(0);"],
    [
      "SIGTERM with no handler (then still ends)",
      "process.kill(process.pid, 'SIGTERM'); setTimeout(() => {}, 10_000);",
    ],
  ])("loses no line and keeps their order when %s", (_name, ending) => {
    const { run, indexes } = logThenEnd(5_000, ending);
    expect(run.error).toBeUndefined();
    expect(indexes).toEqual(upTo(5_000));
  });
});
