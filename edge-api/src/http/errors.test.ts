/**
 * The error handler's safety net, on the real database drivers (PGlite and, in the postgres
 * project, a real server): text a client sent that the database refuses is a 400 in the API's
 * invalid-request shape, never a 500, and a real server fault is still a 500.
 */
import { type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, wantsPostgres } from "../../test/database.ts";
import { createMemoryLogger } from "../logger.ts";
import { errorHandler } from "./errors.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** An app whose one route runs `query` as a handler would after a schema let its text through. */
function appRunning(query: SQL) {
  const logger = createMemoryLogger();
  const app = new Hono();
  app.onError(errorHandler(logger));
  app.post("/run", async (c) => {
    await database.handle.db.execute(query);
    return c.json({ ok: true });
  });
  return { app, logger };
}

describe("database refusals caused by the client's text", () => {
  it.each([
    ["NUL in a text value", sql`select ${"Priya\u0000Raman"}::text`, "22021"],
    ["NUL in jsonb", sql`select ${JSON.stringify({ note: "a\u0000b" })}::jsonb`, "22P05"],
    [
      "a lone high surrogate in jsonb",
      sql`select ${JSON.stringify({ n: "\ud800" })}::jsonb`,
      "22P02",
    ],
    [
      "a lone low surrogate in jsonb",
      sql`select ${JSON.stringify({ n: "\udc00" })}::jsonb`,
      "22P02",
    ],
    [
      "a reversed pair in jsonb",
      sql`select ${JSON.stringify({ n: "\ude00\ud83d" })}::jsonb`,
      "22P02",
    ],
    ["a number past an integer column", sql`select ${99_999_999_999}::integer`, "22003"],
  ])("%s is a 400 invalid-request, logged as a warning", async (_, query, code) => {
    const { app, logger } = appRunning(query);
    const res = await app.request("/run", { method: "POST" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe("invalid-request");
    expect(body.issues[0]?.path).toBe("body");
    expect(logger.records.filter((r) => r.level === "error")).toEqual([]);
    expect(logger.records).toContainEqual(
      expect.objectContaining({ event: "request.refused-by-database", errorCode: code }),
    );
  });

  // A real server runs out of stack on 100,000 nested arrays (54001); PGlite parses them, so
  // there it checks that the same request is no 5xx either. (A test per database, never a skip.)
  it("jsonb nested past the server's stack is a 400 (no 5xx on PGlite)", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const { app } = appRunning(sql`select ${deep}::jsonb`);
    const res = await app.request("/run", { method: "POST" });
    if (wantsPostgres()) expect(res.status).toBe(400);
    else expect(res.status).toBeLessThan(500);
  });

  it("a fault of the server's own SQL is still a 500", async () => {
    const { app, logger } = appRunning(sql`select * from no_such_table`);
    const res = await app.request("/run", { method: "POST" });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "internal" });
    expect(logger.records).toContainEqual(expect.objectContaining({ event: "request.failed" }));
  });
});
