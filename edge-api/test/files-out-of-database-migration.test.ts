/**
 * Migration 0026 (drizzle/0026_files_out_of_database.sql) and the step after it
 * (src/services/uploads/move-files-out-of-database.ts) on a database that holds uploaded files in
 * `submission_file_parts`: each file gets its kind and key, its bytes move into the file store
 * intact, parts no file owns go, and the table is dropped; the step resumes after a failure, may
 * run twice at once, and a production server refuses to start until it ran. On PGlite and on
 * PostgreSQL, each migrated in two steps.
 */
import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import { EnvError } from "../src/env.ts";
import { createMemoryLogger } from "../src/logger.ts";
import type { FileStore } from "../src/services/uploads/file-store.ts";
import {
  filesLeftInDatabase,
  moveFilesOutOfDatabase,
  refuseFilesInDatabase,
} from "../src/services/uploads/move-files-out-of-database.ts";
import {
  type OpenedFileStore,
  openTemporaryFileStore,
} from "../src/services/uploads/open-file-store.ts";
import { readStoredFile } from "../src/services/uploads/stored-files.ts";
import { wantsPostgres } from "./database.ts";
import {
  migratePostgresToLatest,
  migrateToLatest,
  openMigratedBefore,
  openPostgresMigratedBefore,
} from "./support/migrated-before.ts";

const TAG = "0026_";

/** A database migrated up to 0026 on this run's driver, and the step that runs the rest. */
async function openBefore(): Promise<{ handle: DatabaseHandle; migrate(): Promise<void> }> {
  if (wantsPostgres()) {
    const handle = await openPostgresMigratedBefore(TAG);
    return { handle, migrate: () => migratePostgresToLatest(handle) };
  }
  const handle = await openMigratedBefore(TAG);
  return { handle, migrate: () => migrateToLatest(handle) };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const bytesOf = (text: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(text));
  for (let i = text.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

interface OldFile {
  id: string;
  kind: "prescription" | "career-application";
  createdAt: string;
  bytes: Uint8Array;
  /** Stored in parts of this many bytes, as the API wrote them. */
  partBytes: number;
}

const files: OldFile[] = [
  {
    id: randomUUID(),
    kind: "prescription",
    createdAt: "2026-03-10T23:30:00Z",
    bytes: bytesOf("%PDF-1.4 rx one", 700_000),
    partBytes: 256 * 1024,
  },
  {
    id: randomUUID(),
    kind: "career-application",
    createdAt: "2026-04-02T06:00:00Z",
    bytes: bytesOf("%PDF-1.4 resume", 3_000),
    partBytes: 256 * 1024,
  },
  {
    id: randomUUID(),
    kind: "prescription",
    createdAt: "2026-05-20T10:00:00Z",
    bytes: bytesOf("\xff\xd8\xff jpeg", 300_000),
    partBytes: 100_000,
  },
];
/** Parts an upload wrote before it was refused: no file row owns them. */
const orphanId = randomUUID();

let database: { handle: DatabaseHandle; migrate(): Promise<void> };
let store: OpenedFileStore;
const logger = createMemoryLogger();

beforeAll(async () => {
  database = await openBefore();
  store = await openTemporaryFileStore();
  const { db } = database.handle;
  for (const file of files) {
    const submissionId = randomUUID();
    await db.execute(sql`
      insert into submissions (id, kind, name, mobile_number, payload, created_at)
      values (${submissionId}, ${file.kind}, 'Meena Iyer', '9876543210', '{}', ${file.createdAt})`);
    await db.execute(sql`
      insert into submission_files
        (id, submission_id, file_name, content_type, size_bytes, sha256, created_at)
      values (${file.id}, ${submissionId}, ${`${file.id}.pdf`}, 'application/pdf',
        ${file.bytes.byteLength}, ${sha256(file.bytes)}, ${file.createdAt})`);
    for (let seq = 0; seq * file.partBytes < file.bytes.byteLength; seq++) {
      const part = file.bytes.subarray(seq * file.partBytes, (seq + 1) * file.partBytes);
      await db.execute(sql`
        insert into submission_file_parts (file_id, seq, content)
        values (${file.id}, ${seq}, ${Buffer.from(part)})`);
    }
  }
  await db.execute(sql`
    insert into submission_file_parts (file_id, seq, content)
    values (${orphanId}, 0, ${Buffer.from("half an upload")})`);
  await database.migrate();
});
afterAll(() => store?.close());

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/** A store that fails its `failOn`-th file, as a full or unmounted volume would. */
function failingStore(inner: FileStore, failOn: number): FileStore {
  let opened = 0;
  return {
    ...inner,
    async open(key) {
      opened += 1;
      if (opened === failOn) throw new Error("ENOSPC: no space left on device");
      return inner.open(key);
    },
  };
}

describe("moving uploaded files out of the database", () => {
  it("gives every file its kind and the key the server makes, and sets the bytes aside", async () => {
    const rows = await rowsOf<{ id: string; kind: string; stored_key: string }>(
      database.handle.db.execute(sql`select id, kind, stored_key from submission_files`),
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.kind, row.stored_key]]))).toEqual(
      Object.fromEntries(
        files.map((file) => [
          file.id,
          [file.kind, `${file.kind}/${file.createdAt.slice(0, 10)}/${file.id}`],
        ]),
      ),
    );
    expect(await filesLeftInDatabase(database.handle.db)).toBe(files.length + 1);
  });

  it("keeps a production server from starting, and needs FILES_DIR to move them", async () => {
    const { db } = database.handle;
    await expect(refuseFilesInDatabase(db)).rejects.toThrow(EnvError);
    await expect(refuseFilesInDatabase(db)).rejects.toThrow(/run `npm run migrate`/);
    await expect(moveFilesOutOfDatabase({ db, files: undefined, logger })).rejects.toThrow(
      /FILES_DIR: required: 4 files move/,
    );
  });

  it("stops at a failing volume, then resumes where it stopped, run twice at once", async () => {
    const { db } = database.handle;
    await expect(
      moveFilesOutOfDatabase({ db, files: failingStore(store.files, 2), logger }),
    ).rejects.toThrow("ENOSPC");
    // The file it could not write keeps its parts; none is half there.
    const left = (await filesLeftInDatabase(db)) ?? 0;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(files.length + 1);

    const runs = await Promise.all([
      moveFilesOutOfDatabase({ db, files: store.files, logger }),
      moveFilesOutOfDatabase({ db, files: store.files, logger }),
    ]);
    const moved = runs.reduce((sum, run) => sum + run.moved + run.dropped, 0);
    expect(moved).toBe(left);
    expect(await filesLeftInDatabase(db)).toBeUndefined();
    await expect(refuseFilesInDatabase(db)).resolves.toBeUndefined();
  });

  it("stores every file's bytes intact under its key, and nothing for the orphan parts", async () => {
    const stored: string[] = [];
    for await (const key of store.files.keys()) stored.push(key);
    expect(stored.sort()).toEqual(
      files.map((file) => `${file.kind}/${file.createdAt.slice(0, 10)}/${file.id}`).sort(),
    );
    for (const file of files) {
      const read = await readStoredFile(store.files, {
        storedKey: `${file.kind}/${file.createdAt.slice(0, 10)}/${file.id}`,
        sha256: sha256(file.bytes),
      });
      expect(read.found && Buffer.compare(Buffer.from(read.bytes), file.bytes)).toBe(0);
    }
    expect(logger.records.filter((r) => r.level === "error")).toEqual([]);
  });

  it("does nothing, and needs no FILES_DIR, once every file moved", async () => {
    const { db } = database.handle;
    expect(await moveFilesOutOfDatabase({ db, files: undefined, logger })).toEqual({
      moved: 0,
      dropped: 0,
    });
  });
});
