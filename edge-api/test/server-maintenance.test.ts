/**
 * What start-server schedules besides listening: a crm-failed booking left by an earlier run is
 * resent at start-up (the CRM drain a starting job worker asks for, services/jobs/background-jobs.ts;
 * then the queue's cron every minute), through the server's own CRM adapter.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../src/db/schema.ts";
import { parseEnv } from "../src/env.ts";
import { createMemoryLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { TEST_ENV } from "./context.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { bookingColumns } from "./support/crm-bookings.ts";

let database: TestDatabase;
let server: RunningServer | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("the server's maintenance", () => {
  it("resends a crm-failed booking at start-up", async () => {
    const { db } = database.handle;
    const [row] = await db
      .insert(bookings)
      .values({
        ...bookingColumns("9000000301"),
        status: "crm-failed",
      })
      .returning({ id: bookings.id });
    const id = row?.id ?? "";

    const logger = createMemoryLogger();
    server = await startServer(parseEnv({ ...TEST_ENV, PWA_DIST: "./no-such-dist" }), {
      database: database.handle,
      logger,
      buildPwa: false,
    });
    // The drain is a job: fetched at the CRM queue's next poll, on real time here.
    await expect
      .poll(async () => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status, {
        timeout: 15_000,
      })
      .toBe("sent-to-crm");
    // The status is written before the retry's log line.
    await expect
      .poll(() => logger.records.some((r) => r.event === "crm.retry.sent" && r.bookingId === id))
      .toBe(true);
  });
});
