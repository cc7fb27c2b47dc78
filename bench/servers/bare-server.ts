/**
 * Bench child process: the floor. A bare Hono JSON route on @hono/node-server (the API's process
 * model, without its middleware, validation or database) and the bare React page, served by the
 * same static handler as the app (servePwa).
 *
 * Prints one JSON line `{ "benchListening": port }` when listening; stops on SIGTERM.
 */

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { servePwa } from "../../edge-api/src/http/static-pwa.ts";

const dist = process.argv[2];
if (!dist) throw new Error("usage: bare-server.ts <floor dist folder>");

const app = new Hono()
  .get("/bare", (c) => c.json({ status: "ok" }))
  .post("/bare", async (c) => {
    await c.req.text();
    return c.json({ status: "success" });
  });
app.use(servePwa(dist));

const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => {
  const { port } = (server as Server).address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ benchListening: port })}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  process.exit(0);
});
