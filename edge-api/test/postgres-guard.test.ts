/**
 * Runs only in the edge-api:postgres project. In CI the real-server run is required, so a missing
 * TEST_DATABASE_URL fails here; on a laptop it is reported as skipped, saying what is missing.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";

const url = process.env.TEST_DATABASE_URL;
const MISSING =
  "the real-PostgreSQL run needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)";

describe("real PostgreSQL server", () => {
  if (url) {
    it("is reachable at TEST_DATABASE_URL", async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ one: number }>("select 1 as one");
        expect(rows[0]?.one).toBe(1);
      } finally {
        await client.end();
      }
    });
  } else if (process.env.CI) {
    it("is configured (required in CI)", () => {
      throw new Error(`CI is set but ${MISSING}`);
    });
  } else {
    it.skip(MISSING, () => {});
  }
});
