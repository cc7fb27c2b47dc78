/**
 * createTestContext(): what an API test file needs. A fresh migrated database (see database.ts),
 * the app built by the real createApp over the real dev adapters, a clock the test moves, and a
 * logger that keeps its lines in memory. One per test FILE (PGlite takes seconds to start).
 */
import { sql } from "drizzle-orm";
import { createApp } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { type AppDeps, createDeps } from "../src/deps.ts";
import { type Env, type EnvSource, parseEnv } from "../src/env.ts";
import { createMemoryLogger, type MemoryLogger } from "../src/logger.ts";
import { ensureAdmin } from "../src/services/admin/admins.ts";
import { checkReadiness } from "../src/services/health/health.ts";
import type { FilesystemStore } from "../src/services/uploads/filesystem-store.ts";
import { openTemporaryFileStore } from "../src/services/uploads/open-file-store.ts";
import { createTestClock, type TestClock } from "./clock.ts";
import { createTestDatabase } from "./database.ts";
import { FIXTURE_PASSWORD_COST } from "./support/password-cost.ts";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Database;
  deps: AppDeps;
  env: Env;
  clock: TestClock;
  logger: MemoryLogger;
  /** The uploaded files' store: a directory of the file's own, removed on close. */
  files: FilesystemStore;
  driver: "pglite" | "node-postgres";
  /** Another app over the same database, e.g. with a different env or a failing adapter. */
  appWith(overrides: Partial<AppDeps>): ReturnType<typeof createApp>;
  /** A JSON POST, as the PWA sends it (optionally from a given client address). */
  postJson(path: string, body: unknown, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * The context's browser's OTP client cookie (`name=value`, none before its first OTP send), for
   * a request that browser makes to another app (`appWith`).
   */
  otpClientCookie(): string | undefined;
  /** Empties every table (for a test that needs a clean slate within its file). */
  truncateAll(): Promise<void>;
  close(): Promise<void>;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The TCP peer address the app sees (rate limits are per address). */
  address?: string;
  /**
   * Which browser sends it, for the OTP client cookie (edge-api/src/http/otp-client.ts): by
   * default the context's one browser, whose cookie the context keeps as a browser would
   * (whatever the address); `false` for a client without it (another browser, a script).
   */
  otpClient?: false;
}

/** The OTP client cookie's pair in a Set-Cookie line (`__Host-` prefixed in production). */
const OTP_CLIENT_COOKIE = /^((?:__Host-)?vyom-otp-client=[^;]*)/;

export interface TestContextOptions {
  env?: EnvSource;
  overrides?: Partial<AppDeps>;
  clock?: TestClock;
}

/**
 * A client on the server's own machine: the development inbox and the development admin password
 * answer only such requests (src/http/local-request.ts). Every other default address is remote.
 */
export const LOOPBACK = "127.0.0.1";

let clients = 0;
/**
 * A client address no other request of the run used (198.18.0.0/15, the benchmarking range): for
 * tests that send more forms than one client's budget (services/rate-limit/form-limits.ts) but are
 * not about that budget.
 */
export function freshAddress(): string {
  const n = ++clients;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

export const TEST_ENV: EnvSource = {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: "0",
  // The largest plan: tests that are not about LeadSquared's rate limit deliver their bookings
  // without waiting for the call budget to refill on a clock that does not move
  // (src/services/crm/crm-call-budget.ts); the tests of the limit choose their own.
  LEADSQUARED_CALLS_PER_5S: "1000",
  // A test file makes its numbers in one prefix and its clients in a few address groups, which
  // real traffic never does: tests not about the OTP-send budgets send without them, and without
  // the address groups' captcha (the budgets' own tests choose theirs:
  // src/routes/auth/otp-send-budgets.routes.test.ts).
  OTP_DAILY_SMS_PER_NUMBER: "1000000",
  OTP_DAILY_SMS_PER_ADDRESS_GROUP: "1000000",
  OTP_DAILY_SMS_PER_NUMBER_PREFIX: "1000000",
  OTP_ADDRESS_GROUP_CAPTCHA: "off",
};

/** A complete production configuration (every variable production requires), for tests of it. */
export const PRODUCTION_ENV: EnvSource = {
  ...TEST_ENV,
  NODE_ENV: "production",
  OTP_ADDRESS_GROUP_CAPTCHA: "on",
  DATABASE_URL: "postgres://vyom@db.vyom.example:5432/vyom",
  ADMIN_EMAIL: "ops@vyom.example",
  ADMIN_PASSWORD: "a-long-production-password",
  SECRET_KEY: "0123456789abcdef0123456789abcdef-production",
  FILES_DIR: "/srv/vyom-files",
  LEGACY_API_URL: "https://legacy.vyom.example",
  LEGACY_API_USER: "vyom",
  LEGACY_API_PASSWORD: "legacy-password",
  LEADSQUARED_API_URL: "https://api-in21.leadsquared.example",
  LEADSQUARED_ACCESS_KEY: "u$production-access-key",
  LEADSQUARED_SECRET_KEY: "production-secret-key",
  MSG91_AUTH_KEY: "production-msg91-authkey",
  MSG91_OTP_TEMPLATE_ID: "64f0c0ffee00000000000001",
  MSG91_VISIT_TEMPLATE_IDS:
    "confirmed=v1,technician-on-the-way=v2,collected=v3,report-ready=v4,rescheduled=v5,cancelled=v6",
  MSG91_SCAN_TEMPLATE_ID: "64f0c0ffee00000000000s01",
  MSG91_SENDER_ID: "VYOMDX",
  RAZORPAY_KEY_ID: "rzp_live_production01",
  RAZORPAY_KEY_SECRET: "production-razorpay-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "production-razorpay-webhook-secret",
};

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const env = parseEnv({ ...TEST_ENV, ...options.env });
  const database = await createTestDatabase();
  const { db } = database.handle;
  const clock = options.clock ?? createTestClock();
  const logger = createMemoryLogger();
  // As at server start-up: the first admin exists (ADMIN_EMAIL / ADMIN_PASSWORD, dev defaults).
  await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, FIXTURE_PASSWORD_COST);
  const readiness = () => checkReadiness(database.handle);
  const store = await openTemporaryFileStore();
  const built = await createDeps(
    { db, env, clock, logger, readiness },
    { files: store.files, ...options.overrides },
  );
  const app = createApp(built.deps);

  const bindings = (address = "203.0.113.10") => ({
    incoming: { socket: { remoteAddress: address } },
  });
  // The one browser's OTP client cookie, kept from the answers as a browser keeps it.
  let otpClientCookie: string | undefined;
  const request = async (path: string, init: RequestInit, options: RequestOptions = {}) => {
    const headers: Record<string, string> = {
      ...(init.headers as Record<string, string>),
      ...options.headers,
    };
    if (options.otpClient !== false && otpClientCookie) {
      headers.cookie = headers.cookie ? `${headers.cookie}; ${otpClientCookie}` : otpClientCookie;
    }
    const res = await app.request(path, { ...init, headers }, bindings(options.address));
    if (options.otpClient !== false) {
      for (const line of res.headers.getSetCookie()) {
        const pair = OTP_CLIENT_COOKIE.exec(line)?.[1];
        if (pair) otpClientCookie = pair;
      }
    }
    return res;
  };

  return {
    app,
    db,
    deps: built.deps,
    env,
    clock,
    logger,
    files: store.files,
    driver: database.handle.driver,
    appWith: (overrides) => createApp({ ...built.deps, ...overrides }),
    postJson: (path, body, opts) =>
      request(
        path,
        {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json" },
        },
        opts,
      ),
    get: (path, opts) => request(path, { method: "GET" }, opts),
    otpClientCookie: () => otpClientCookie,
    truncateAll: async () => {
      const { rows } = (await db.execute(
        sql`select tablename from pg_tables where schemaname = current_schema()`,
      )) as unknown as { rows: { tablename: string }[] };
      const tables = rows.map((row) => `"${row.tablename}"`).join(", ");
      if (tables) await db.execute(sql.raw(`truncate ${tables} cascade`));
    },
    close: async () => {
      await built.close();
      await database.close();
      await store.close();
    },
  };
}
