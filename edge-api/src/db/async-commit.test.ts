import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { createDbUsedChallenges } from "../services/captcha/used-challenges.store.ts";
import { claimCooldown, consume } from "../services/rate-limit/rate-limit.ts";
import type { Database } from "./client.ts";

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.close());

const now = new Date(Date.UTC(2030, 0, 1, 10));

async function synchronousCommit(executor: Database): Promise<string> {
  const result = (await executor.execute(
    sql`select current_setting('synchronous_commit') as value`,
  )) as unknown as { rows: { value: string }[] };
  return result.rows[0]?.value ?? "";
}

describe("protective writes commit without waiting for the WAL flush", () => {
  // Inside a transaction the statement's setting stays visible, so each write is run in one here
  // (in the API they run on their own, where the setting ends with their own commit).
  it.each([
    [
      "a rate-limit count",
      (tx: Database) => consume(tx, { name: "t-async", limit: 5, windowMs: 60_000 }, "s", now),
    ],
    [
      "a cool-down claim",
      (tx: Database) => claimCooldown(tx, "t-async-cooldown", "s", 60_000, now),
    ],
    [
      "a captcha replay record",
      (tx: Database) =>
        createDbUsedChallenges(tx, () => now).markUsed(
          `sig-${Math.random()}`,
          new Date(now.getTime() + 60_000),
        ),
    ],
  ])("%s asks for an asynchronous commit of its own transaction only", async (_name, write) => {
    expect(await synchronousCommit(db)).toBe("on");
    await db.transaction(async (tx) => {
      expect(await synchronousCommit(tx as unknown as Database)).toBe("on");
      await write(tx as unknown as Database);
      expect(await synchronousCommit(tx as unknown as Database)).toBe("off");
    });
    // Back on the pool: the next statement on a connection commits synchronously again.
    for (let i = 0; i < 5; i++) expect(await synchronousCommit(db)).toBe("on");
  });

  it("run on their own, they leave every pooled connection synchronous", async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        consume(db, { name: "t-async-pool", limit: 100, windowMs: 60_000 }, `s${i % 3}`, now),
      ),
    );
    const settings = await Promise.all(Array.from({ length: 30 }, () => synchronousCommit(db)));
    expect(new Set(settings)).toEqual(new Set(["on"]));
  });
});
