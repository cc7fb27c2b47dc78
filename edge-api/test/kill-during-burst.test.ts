/**
 * `kill -9` in the middle of a burst of bookings loses none and duplicates none. The server runs
 * in a child process (test/support/server-process.ts) on a database that outlives it; the burst is
 * sent as the PWA's outbox sends it (one Idempotency-Key per booking, a fresh captcha per attempt);
 * the server is killed with SIGKILL once some answers are back, restarted on the same database,
 * and every booking that got no answer is sent again with its key, as the outbox retries.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { dropTestSchema, testDatabaseUrl, wantsPostgres } from "./database.ts";
import { bookingBody } from "./fixtures.ts";
import { attemptBooking } from "./support/booking-attempt.ts";
import { startServerProcess } from "./support/start-server-process.ts";

const BURST = 40;

let location: string;
let schema: string | undefined;

const startChild = () =>
  startServerProcess(schema ? { url: testDatabaseUrl(), schema } : { dataDir: location });

/** One attempt of one booking, as the outbox makes it; undefined when no answer came back. */
const attempt = (base: string, key: string, index: number) =>
  attemptBooking(base, {
    key,
    address: `198.51.100.${index + 1}`,
    body: bookingBody({ mobile: `98${String(index).padStart(8, "0")}`, name: "Burst Patient" }),
  });

async function countBookings(): Promise<{ rows: number; distinctMobiles: number }> {
  const query =
    "select count(*)::int as rows, count(distinct mobile_number)::int as mobiles from bookings where name = 'Burst Patient'";
  if (schema) {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query(`set search_path = ${schema}`);
      const { rows } = await client.query<{ rows: number; mobiles: number }>(query);
      return { rows: rows[0]?.rows ?? 0, distinctMobiles: rows[0]?.mobiles ?? 0 };
    } finally {
      await client.end();
    }
  }
  const handle = await openDatabase({ dataDir: location });
  try {
    const result = (await handle.db.execute(query)) as unknown as {
      rows: { rows: number; mobiles: number }[];
    };
    return { rows: result.rows[0]?.rows ?? 0, distinctMobiles: result.rows[0]?.mobiles ?? 0 };
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  location = await mkdtemp(join(tmpdir(), "vyom-kill-"));
  if (wantsPostgres()) {
    schema = `vitest_${Date.now().toString(36)}_kill`;
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const handle = await openDatabase({ url: testDatabaseUrl(), searchPath: schema });
    await runMigrations(handle);
    await handle.close();
  }
});

afterAll(async () => {
  if (schema) {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    await dropTestSchema(client, schema);
    await client.end();
  }
  await rm(location, { recursive: true, force: true });
});

describe("kill -9 during a burst of bookings", () => {
  it("loses none and duplicates none once the outbox has retried", async () => {
    const keys = Array.from({ length: BURST }, () => randomUUID());
    const first = await startChild();
    let answered = 0;
    // Kill the server as soon as the first booking is answered: the rest are in flight,
    // half-written or not yet sent. (Not later: bookings that arrive together are written in one
    // statement, services/outbox-writes/write-booking.ts, so after the first answer the rest of
    // the burst can be answered all at once, before a later kill lands.)
    const inFlight = keys.map(async (key, index) => {
      const result = await attempt(first.base, key, index);
      if (result?.status === 201 && ++answered === 1) await first.kill();
      return result;
    });
    const firstRound = await Promise.all(inFlight);
    await first.kill();
    const lost = firstRound.filter((r) => r?.status !== 201).length;
    expect(lost, "the kill should cut some bookings off").toBeGreaterThan(0);

    const second = await startChild();
    try {
      const retried = await Promise.all(
        keys.map((key, index) =>
          firstRound[index]?.status === 201 ? firstRound[index] : attempt(second.base, key, index),
        ),
      );
      expect(retried.map((r) => r?.status)).toEqual(keys.map(() => 201));
      // A key answered before the kill answers the same booking when replayed.
      const replay = await attempt(second.base, keys[0] as string, 0);
      expect(replay?.bookingId).toBe(retried[0]?.bookingId);
      expect(new Set(retried.map((r) => r?.bookingId)).size).toBe(BURST);
    } finally {
      await second.kill();
    }
    expect(await countBookings()).toEqual({ rows: BURST, distinctMobiles: BURST });
  }, 120_000);
});
