/**
 * Where uploaded files go (open-file-store.ts), checked before anything else at start: production
 * needs FILES_DIR, an existing, writable directory (a mounted volume), and says why it will not
 * start otherwise; development keeps files beside its embedded database, or in a directory of
 * its own under the OS temp dir.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV, TEST_ENV } from "../../../test/context.ts";
import { EnvError, parseEnv } from "../../env.ts";
import { createMemoryLogger } from "../../logger.ts";
import { startServer } from "../../start-server.ts";
import { openFileStore } from "./open-file-store.ts";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "vyom-files-dir-test-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const logger = createMemoryLogger();
const production = (FILES_DIR: string) => parseEnv({ ...PRODUCTION_ENV, FILES_DIR });

describe("FILES_DIR in production", () => {
  it("is required, named in the refusal", () => {
    const { FILES_DIR: _unset, ...env } = PRODUCTION_ENV;
    expect(() => parseEnv(env)).toThrow(/FILES_DIR: required when NODE_ENV=production/);
  });

  it.each([
    ["does not exist", () => join(scratch, "not-mounted"), /does not exist: mount the volume/],
    ["is a file", () => join(scratch, "a-file"), /is not a directory/],
    // Not writable even by root.
    ["is not writable", () => "/proc", /is not writable by this process/],
  ])("stops the server at start, before the database, when it %s", async (_, dir, why) => {
    await writeFile(join(scratch, "a-file"), "");
    // PRODUCTION_ENV's database does not exist: start-up must stop before reaching for it.
    const starting = startServer(production(dir()), { logger, buildPwa: false });
    await expect(starting).rejects.toThrow(EnvError);
    await expect(startServer(production(dir()), { logger, buildPwa: false })).rejects.toThrow(why);
    expect(existsSync(join(scratch, "not-mounted"))).toBe(false);
  });

  it("is used as it is when it exists and is writable", async () => {
    const opened = await openFileStore(production(scratch), { logger });
    expect(opened.files.dir).toBe(scratch);
    await opened.close();
    expect(existsSync(scratch)).toBe(true);
  });

  it("refuses the quota's earlier name, saying what it is now", () => {
    expect(() => parseEnv({ ...TEST_ENV, UPLOAD_STORAGE_QUOTA_MB: "2048" })).toThrow(
      /UPLOAD_STORAGE_QUOTA_MB: is now FILES_QUOTA_BYTES, in bytes/,
    );
  });
});

describe("FILES_DIR unset outside production", () => {
  const env = parseEnv(TEST_ENV);

  it("keeps files beside the embedded database kept on disk", async () => {
    const opened = await openFileStore(env, { logger, embeddedDataDir: join(scratch, "data") });
    expect(opened.files.dir).toBe(join(scratch, "data", "files"));
    expect(existsSync(opened.files.dir)).toBe(true);
    await opened.close();
    expect(existsSync(opened.files.dir)).toBe(true);
  });

  it("otherwise uses a directory of its own under the OS temp dir, removed on close", async () => {
    const opened = await openFileStore(env, { logger });
    expect(opened.files.dir.startsWith(tmpdir())).toBe(true);
    expect(existsSync(opened.files.dir)).toBe(true);
    await opened.close();
    expect(existsSync(opened.files.dir)).toBe(false);
  });
});
