/**
 * Bench child process: the floors. Bare Hono routes on @hono/node-server (the API's process
 * model, without its middleware, validation, rate limits or captcha) and the bare React page,
 * served by the same static handler as the app (servePwa):
 * - `GET|POST /bare`: JSON only, no database (what HTTP and Hono alone cost);
 * - `POST /floor/booking`: reads the JSON body and does ONE `INSERT … RETURNING` of the row a
 *   booking stores (same `bookings` table, columns and indexes, committed synchronously, as a
 *   booking is) — the floor of `POST /api/booking/`;
 * - `GET /floor/verify-user/:mobile`: ONE counting upsert of the client's counter for the
 *   10-minute window (`rate_limit_counters`, the table the API's limits count in), answering the
 *   count — the floor of `GET /api/auth/verify-user/:mobile`: a lookup must count its hit where
 *   every process sees it, so its least is a write, not the account read alone.
 * The database floors open PostgreSQL with the API's own `openDatabase` (node-postgres pool of the
 * same size, drizzle) in a schema of their own, migrated by the API's migrations, and run
 * prepared statements: the least a route can ask of that driver and pool per request.
 *
 * Prints one JSON line `{ "benchListening": port }` when listening; stops on SIGTERM.
 */

import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { openDatabase } from "../../edge-api/src/db/client.ts";
import { runMigrations } from "../../edge-api/src/db/migrate.ts";
import { bookings, rateLimitCounters } from "../../edge-api/src/db/schema.ts";
import { servePwa } from "../../edge-api/src/http/static-pwa.ts";

export interface BareServerOptions {
  dist: string;
  databaseUrl: string;
  /** The floors' own schema (not the app's), dropped by the bench at the end. */
  schema: string;
}

const options = JSON.parse(process.argv[2] ?? "{}") as BareServerOptions;
if (!options.dist) throw new Error("usage: bare-server.ts <options JSON>");

const database = await openDatabase({ url: options.databaseUrl, searchPath: options.schema });
await runMigrations(database);
const { db } = database;

const insertBooking = db
  .insert(bookings)
  .values({
    id: sql.placeholder("id"),
    idempotencyKey: sql.placeholder("key"),
    name: sql.placeholder("name"),
    mobileNumber: sql.placeholder("mobile"),
    collectionDate: sql.placeholder("date"),
    pincode: sql.placeholder("pincode"),
    policyValue: sql.placeholder("policyValue"),
    payload: sql.placeholder("payload"),
    createdAt: sql.placeholder("createdAt"),
  })
  .returning({ id: bookings.id })
  .prepare("floor_insert_booking");

const countHit = db
  .insert(rateLimitCounters)
  .values({
    key: sql.placeholder("key"),
    windowStart: sql.placeholder("start"),
    count: 1,
    expiresAt: sql.placeholder("end"),
  })
  .onConflictDoUpdate({
    target: [rateLimitCounters.key, rateLimitCounters.windowStart],
    set: { count: sql`${rateLimitCounters.count} + 1` },
  })
  .returning({ count: rateLimitCounters.count })
  .prepare("floor_count_hit");

const windowMs = 10 * 60_000;

/** The booking form's fields the row needs; read as sent (a floor validates nothing). */
interface FloorBooking {
  name: string;
  mobileNumber: string;
  date: string;
  pincode: string;
  Policy_Value: string;
  bookingData: unknown;
  activity: unknown;
  leadDetails: unknown;
}

const app = new Hono()
  .get("/bare", (c) => c.json({ status: "ok" }))
  .post("/bare", async (c) => {
    await c.req.text();
    return c.json({ status: "success" });
  })
  .post("/floor/booking", async (c) => {
    const body = (await c.req.json()) as FloorBooking;
    const [row] = await insertBooking.execute({
      id: randomUUID(),
      key: c.req.header("idempotency-key") ?? null,
      name: body.name,
      mobile: body.mobileNumber,
      date: body.date,
      pincode: body.pincode,
      policyValue: body.Policy_Value,
      payload: JSON.stringify({
        bookingData: body.bookingData,
        activity: body.activity,
        leadDetails: body.leadDetails,
      }),
      createdAt: new Date(),
    });
    return c.json({ status: "success", id: row?.id }, 201);
  })
  .get("/floor/verify-user/:mobile", async (c) => {
    const start = Math.floor(Date.now() / windowMs) * windowMs;
    const [row] = await countHit.execute({
      key: `floor:${c.req.header("x-bench-client") ?? ""}`,
      start: new Date(start),
      end: new Date(start + windowMs),
    });
    return c.json({ status: "does-not-exist", count: row?.count });
  });
app.use(servePwa(options.dist));

const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => {
  const { port } = (server as Server).address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ benchListening: port })}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  void database.close().finally(() => process.exit(0));
});
