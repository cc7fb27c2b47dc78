/**
 * Behind a load balancer: an idle keep-alive connection stays open longer than Node's default 5 s
 * (start-server.ts KEEP_ALIVE_TIMEOUT_MS), so a balancer that reuses it a few seconds later gets
 * an answer, not a connection the server has just closed.
 */
import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../src/env.ts";
import { createMemoryLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { TEST_ENV } from "./context.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(parseEnv({ ...TEST_ENV, PWA_DIST: "./no-such-dist" }), {
    database: database.handle,
    logger: createMemoryLogger(),
    buildPwa: false,
  });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("an idle keep-alive connection", () => {
  it("still answers a request sent on it after 6 s", async () => {
    const socket = connect(server.port, "127.0.0.1");
    let received = "";
    let closed = false;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.on("close", () => {
      closed = true;
    });
    await once(socket, "connect");
    const health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n";
    socket.write(health);
    await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200/);
    received = "";
    await new Promise((done) => setTimeout(done, 6_000));
    expect(closed, "the server closed the idle connection").toBe(false);
    socket.write(health);
    await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  }, 15_000);
});
