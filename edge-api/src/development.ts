/**
 * What only development and the tests run, loaded on first use from edge-api/dev/: the simulators
 * that stand in for MSG91, LeadSquared and the legacy customer service, and the built-in test
 * payment gateway in place of Razorpay, when their settings are unset (simulators.ts), the
 * embedded database, PGlite, and its demo data when DATABASE_URL is unset (db/client.ts,
 * start-server.ts), and the development routes under /api/dev (the SMS inbox, the LIS simulator:
 * deps.ts hands them to app.ts). It lives outside src, so the production build neither compiles
 * nor ships it (tsconfig.build.json, Containerfile).
 *
 * - Only a missing setting asks for the stand-ins, and env.ts refuses each of those settings
 *   missing with NODE_ENV=production: a production server never reaches the import below.
 * - The development routes are asked for outside production only, and only from the sources: the
 *   compiled server (edge-api/dist, what a deployment runs) has none, whatever NODE_ENV says.
 * - The compiled server never loads this module's target, even where edge-api/dev/ lies beside it:
 *   a missing setting stops it with a message naming the setting to give.
 * - The module's name is computed, so the compiler does not follow it into the build; the
 *   `satisfies Development` in edge-api/dev/development.ts holds both sides to one shape. Nothing
 *   else in src imports edge-api/dev/ (biome.json; scripts/import-rules.test.ts).
 */
import type { Hono } from "hono";
import type { Clock } from "./clock.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import type { AppDeps } from "./deps.ts";
import { type Env, EnvError } from "./env.ts";
import type { PaymentGateway } from "./services/payments/payment-gateway.ts";
import type { LanguageTemplateIds } from "./services/sms/sms-languages.ts";
import type { VisitMessageKind } from "./services/sms/visit-messages.ts";

export type EmbeddedDatabaseHandle = Extract<DatabaseHandle, { driver: "pglite" }>;

export interface EmbeddedDatabaseOptions {
  /** The data folder's parent (the database lives in `<dataDir>/pglite`), or "memory://". */
  dataDir: string;
  searchPath: string | undefined;
  /** In memory only: start as a copy of this dump (db/client.ts dumpDatabase). */
  from: Blob | undefined;
}

interface Listening {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/**
 * A payment gateway whose pages the API serves itself: the built-in test gateway
 * (edge-api/dev/payments-sim/), whose page lets whoever holds it choose "paid".
 * routes/payments/payments.routes.ts mounts its routes outside production only.
 */
export interface GatewayWithPages extends PaymentGateway {
  /** Its payment page and its result's form post, mounted under /api/payments. */
  routes: (deps: AppDeps) => Hono;
  /** Whether a path is its result's form post (app.ts: past the JSON-only and Origin guards). */
  isCallbackPath: (path: string) => boolean;
}

export function hasOwnPages(gateway: PaymentGateway): gateway is GatewayWithPages {
  return "routes" in gateway && "isCallbackPath" in gateway;
}

/** What edge-api/dev/development.ts provides (function properties: checked both ways). */
export interface Development {
  /** MSG91's simulator, putting each text it "delivers" in the development inbox of `db`. */
  startMsg91Simulator: (inbox: { db: Database; clock: Clock }) => Promise<
    Listening & {
      authKey: string;
      senderId: string;
      otpTemplateId: string;
      otpApiTemplateId: string;
      visitTemplateIds: Readonly<Record<VisitMessageKind, string>>;
      scanTemplateId: string;
      templateIdsByLanguage: LanguageTemplateIds;
    }
  >;
  startCrmSimulator: (options: {
    callsPer5s: number;
  }) => Promise<Listening & { keys: { accessKey: string; secretKey: string } }>;
  /** The built-in test payment gateway, with its pages (edge-api/dev/payments-sim/). */
  createTestGateway: (options: { secretKey: string; clock: Clock }) => GatewayWithPages;
  startLegacySimulator: () => Promise<
    Listening & { credentials: { user: string; password: string } }
  >;
  openEmbeddedDatabase: (options: EmbeddedDatabaseOptions) => Promise<EmbeddedDatabaseHandle>;
  migrateEmbeddedDatabase: (
    handle: EmbeddedDatabaseHandle,
    config: { migrationsFolder: string; migrationsSchema: string },
  ) => Promise<void>;
  /** The routes under /api/dev: the SMS inbox and the LIS simulator (edge-api/dev/routes/). */
  devRoutes: (deps: AppDeps) => Hono;
  /**
   * `npm start`'s demo data on the embedded database (edge-api/dev/demo-data/): the rows it added
   * (none when there already), and the demo pathologist's email when it added that account.
   */
  seedDemoData: (db: Database, now: Date) => Promise<{ added: DemoRows; pathologist?: string }>;
}

/** A type, not an interface: the log line takes it as fields. */
export type DemoRows = {
  transactions: number;
  bookings: number;
  labReports: number;
  corporateEmployees: number;
  serviceAreas: number;
};

const DEVELOPMENT = new URL("../dev/development.ts", import.meta.url);
/** Run by tsx or vitest from the sources, not by node from edge-api/dist. */
const FROM_SOURCES = import.meta.url.endsWith(".ts");
let loaded: Promise<Development> | undefined;

function importDevelopment(): Promise<Development> {
  // A computed name types the module as `any`: the parameter's annotation is its one shape.
  loaded ??= import(DEVELOPMENT.href).then(
    (module: { development: Development }) => module.development,
  );
  return loaded;
}

/**
 * edge-api/dev/development.ts, asked for because `setting` is unset; the compiled server's
 * refusal names the setting and what would have stood in for it (`standIn`).
 */
export function loadDevelopment(setting: string, standIn: string): Promise<Development> {
  if (!FROM_SOURCES) {
    return Promise.reject(
      new EnvError(
        `${setting}: unset, and the compiled server has no ${standIn} to use in its place (the stand-ins in edge-api/dev/ run only from the sources, with \`npm start\`). Set ${setting}: docs/deploy.md lists what a deployment sets.`,
      ),
    );
  }
  return importDevelopment();
}

/**
 * The development routes, outside production when running from the sources; none otherwise (a
 * deployment, or the compiled server under any NODE_ENV), so /api/dev is then a missing route.
 */
export async function loadDevRoutes(
  env: Pick<Env, "NODE_ENV">,
): Promise<Development["devRoutes"] | undefined> {
  if (env.NODE_ENV === "production" || !FROM_SOURCES) return undefined;
  return (await importDevelopment()).devRoutes;
}
