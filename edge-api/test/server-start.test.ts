/**
 * The server started in-process: where it seeds demo data. (`npm start` as a process:
 * npm-start.test.ts.)
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins, bookings, transactions } from "../src/db/schema.ts";
import { parseEnv } from "../src/env.ts";
import { createMemoryLogger } from "../src/logger.ts";
import { startServer } from "../src/start-server.ts";
import { createTestDatabase, testDatabaseUrl } from "./database.ts";

describe("demo data", () => {
  it("is seeded in development on the embedded database only, never into a PostgreSQL server", async () => {
    const database = await createTestDatabase();
    const onPostgres = database.handle.driver === "node-postgres";
    try {
      const env = parseEnv({
        NODE_ENV: "development",
        HOST: "127.0.0.1",
        PORT: "0",
        PWA_DIST: "./no-such-dist",
        // The only way development reaches a PostgreSQL server (src/env.ts).
        ...(onPostgres
          ? { DATABASE_URL: testDatabaseUrl(), ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes" }
          : {}),
      });
      const server = await startServer(env, {
        database: database.handle,
        buildPwa: false,
        logger: createMemoryLogger(),
      });
      await server.close();
      const { db } = database.handle;
      const [paid] = await db.select({ rows: count() }).from(transactions);
      const [booked] = await db.select({ rows: count() }).from(bookings);
      const pathologists = await db.select().from(admins).where(eq(admins.role, "pathologist"));
      if (onPostgres) {
        expect({ paid, booked }).toEqual({ paid: { rows: 0 }, booked: { rows: 0 } });
        expect(pathologists).toEqual([]);
      } else {
        expect(paid?.rows && booked?.rows).toBeGreaterThan(0);
        // The LIS simulator's results can be signed on one machine (README).
        expect(pathologists.map((p) => [p.email, p.displayName, p.registrationNumber])).toEqual([
          ["pathologist@vyom.example", "Dr. Demo Pathologist", "DEMO-0000"],
        ]);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
