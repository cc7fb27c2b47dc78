/**
 * Bench child process: the real API and the built PWA on one port over PostgreSQL in the bench's
 * own schema, configured as a deployment would be (admin, SECRET_KEY, legacy service, info
 * logging, Razorpay as the payment adapter) but with NODE_ENV=test. No figure pays, signs in or
 * sends an SMS, so what the figures measure runs the same code; the differences left are the
 * production-only HSTS header and Secure cookie flags (a few header bytes).
 *
 * One difference, for the bench only: a request may name the client address it stands for in
 * `x-bench-client`. Loopback gives every request 127.0.0.1, and the per-address lookup limit
 * (30 per 10 minutes) would turn a load test of verify-user into a test of 429s; real traffic
 * comes from many phones. The header is read here, in this bench-only entry, never by the API.
 * Likewise a request without it but with an Idempotency-Key (the figures' bookings, including the
 * outbox's, sent from one browser) stands for the phone that made it: the key names the client,
 * so the per-client form budget (edge-api/src/services/rate-limit/form-limits.ts) is not what the
 * throughput figures measure.
 *
 * With `crmDelivery: "off"` (figure 4's info row of the booking route alone, never a budget) its
 * bookings reach no CRM: they are stored `received` and stay so; everything else is as above.
 *
 * Prints one JSON line `{ "benchListening": port }` when listening; stops on SIGTERM.
 */

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../../edge-api/src/app.ts";
import { openDatabase } from "../../edge-api/src/db/client.ts";
import { runMigrations } from "../../edge-api/src/db/migrate.ts";
import { createDeps } from "../../edge-api/src/deps.ts";
import { parseEnv } from "../../edge-api/src/env.ts";
import { servePwa } from "../../edge-api/src/http/static-pwa.ts";
import { createLogger } from "../../edge-api/src/logger.ts";
import { crmDeliveryNudge } from "../../edge-api/src/services/crm/crm-handoff.ts";
import { checkReadiness } from "../../edge-api/src/services/health/health.ts";
import { startBackgroundJobs } from "../../edge-api/src/services/jobs/background-jobs.ts";

export interface AppServerOptions {
  databaseUrl: string;
  schema: string;
  dist: string;
  secretKey: string;
  /**
   * "off": no CRM delivery (bookings stay `received`) and no background jobs, for figure 4's info row that
   * prices the booking route alone. Never a figure's budget: the server as deployed delivers.
   */
  crmDelivery?: "jobs" | "off";
}

const options = JSON.parse(process.argv[2] ?? "{}") as AppServerOptions;
const env = parseEnv({
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: "0",
  DATABASE_URL: options.databaseUrl,
  // Test mode on a PostgreSQL server needs this opt-in (edge-api/src/env.ts); every provider
  // below points at this machine, without which it would be refused.
  ALLOW_DEVELOPMENT_ON_DATABASE_URL: "yes",
  ADMIN_EMAIL: "bench-admin@vyom.example",
  ADMIN_PASSWORD: `bench-${options.secretKey}`,
  SECRET_KEY: options.secretKey,
  PWA_DIST: options.dist,
  // As production requires a legacy service: no figure calls it, so it points at a closed
  // loopback port (a call would fail fast with the route's 502, never reach anyone).
  LEGACY_API_URL: "http://127.0.0.1:9/",
  LEGACY_API_USER: "bench",
  LEGACY_API_PASSWORD: "bench",
  // Likewise LeadSquared: each booking's delivery (a job, as the server runs it) fails fast and leaves it crm-failed, as the development CRM adapter that once
  // answered here cost nothing either.
  LEADSQUARED_API_URL: "http://127.0.0.1:9/",
  LEADSQUARED_ACCESS_KEY: "bench",
  LEADSQUARED_SECRET_KEY: "bench",
  // Likewise for SMS: production requires MSG91; no figure sends an OTP, and one that did would
  // get the route's 502 from the closed port, never reach a phone.
  MSG91_API_URL: "http://127.0.0.1:9/",
  MSG91_AUTH_KEY: "bench",
  MSG91_OTP_TEMPLATE_ID: "bench",
  MSG91_VISIT_TEMPLATE_IDS:
    "confirmed=b1,technician-on-the-way=b2,collected=b3,report-ready=b4,rescheduled=b5,cancelled=b6",
  MSG91_SCAN_TEMPLATE_ID: "bench",
  MSG91_SENDER_ID: "BENCHX",
  // Likewise Razorpay: no figure pays; a payment step would get a fast failure from the closed port.
  RAZORPAY_API_URL: "http://127.0.0.1:9/",
  RAZORPAY_KEY_ID: "rzp_test_bench01",
  RAZORPAY_KEY_SECRET: "bench",
  RAZORPAY_WEBHOOK_SECRET: "bench",
});
const logger = createLogger({ level: "info" });
const database = await openDatabase({ url: options.databaseUrl, searchPath: options.schema });
await runMigrations(database);
const deps = await createDeps({
  db: database.db,
  env,
  clock: () => new Date(),
  logger,
  readiness: () => checkReadiness(database),
});
// As the server runs them (edge-api/src/start-server.ts): the background jobs in this process,
// and new bookings reach the CRM as jobs the booking route nudges. "off": no jobs at all.
const jobs =
  options.crmDelivery === "off"
    ? undefined
    : await startBackgroundJobs({ database, deps: deps.deps, role: "worker" });
const noDelivery = { bookingStored() {}, settled: async () => {}, close: async () => {} };
const crmHandoff = jobs ? crmDeliveryNudge(jobs, logger) : noDelivery;
const app = createApp({ ...deps.deps, crmHandoff });
app.use(servePwa(options.dist));

type Bindings = { incoming?: object };
const fetchAs = (request: Request, bindings: Bindings) => {
  const client = request.headers.get("x-bench-client") ?? request.headers.get("idempotency-key");
  if (!client || !bindings.incoming) return app.fetch(request, bindings);
  // A proxy, never Object.create(incoming): making each request's live IncomingMessage a
  // prototype gives it a map of its own, and Node's HTTP code, which reads that object
  // throughout, turned megamorphic: the server spent about 100 µs more per request
  // (the main thread's CPU per lookup, from /proc), a cost the floor never paid.
  const socket = { remoteAddress: client };
  const incoming = new Proxy(bindings.incoming, {
    get: (target, key) => (key === "socket" ? socket : Reflect.get(target, key)),
  });
  return app.fetch(request, { ...bindings, incoming });
};

const server = serve({ fetch: fetchAs, port: 0, hostname: "127.0.0.1" }, () => {
  const { port } = (server as Server).address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ benchListening: port })}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  void crmHandoff
    .close()
    .then(() => jobs?.stop())
    .then(() => deps.close())
    .then(() => database.close())
    .finally(() => process.exit(0));
});
