/**
 * What only development and the tests run, loaded on first use from edge-api/dev/: the simulators
 * that stand in for MSG91, LeadSquared and the legacy customer service when their settings are
 * unset (simulators.ts), and the embedded database, PGlite, when DATABASE_URL is unset
 * (db/client.ts). It lives outside src, so the production build neither compiles nor ships it
 * (tsconfig.build.json, Containerfile).
 *
 * - Only a missing setting asks for it, and env.ts refuses each of those settings missing with
 *   NODE_ENV=production: a production server never reaches the import below.
 * - The compiled server (edge-api/dist, what a deployment runs) never loads it, even where
 *   edge-api/dev/ lies beside it: it stops with a message naming the setting to give.
 * - The module's name is computed, so the compiler does not follow it into the build; the
 *   `satisfies Development` in edge-api/dev/development.ts holds both sides to one shape.
 */
import type { DatabaseHandle } from "./db/client.ts";
import { EnvError } from "./env.ts";
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

/** What edge-api/dev/development.ts provides (function properties: checked both ways). */
export interface Development {
  startMsg91Simulator: (options: {
    deliver: (delivery: { mobile: string; text: string }) => Promise<void>;
  }) => Promise<
    Listening & {
      authKey: string;
      senderId: string;
      otpTemplateId: string;
      visitTemplateIds: Readonly<Record<VisitMessageKind, string>>;
    }
  >;
  startCrmSimulator: (options: {
    callsPer5s: number;
  }) => Promise<Listening & { keys: { accessKey: string; secretKey: string } }>;
  startLegacySimulator: () => Promise<
    Listening & { credentials: { user: string; password: string } }
  >;
  openEmbeddedDatabase: (options: EmbeddedDatabaseOptions) => Promise<EmbeddedDatabaseHandle>;
  migrateEmbeddedDatabase: (
    handle: EmbeddedDatabaseHandle,
    config: { migrationsFolder: string; migrationsSchema: string },
  ) => Promise<void>;
}

const DEVELOPMENT = new URL("../dev/development.ts", import.meta.url);
let loaded: Promise<Development> | undefined;

/**
 * edge-api/dev/development.ts, asked for because `setting` is unset; the compiled server's
 * refusal names the setting and what would have stood in for it (`standIn`).
 */
export function loadDevelopment(setting: string, standIn: string): Promise<Development> {
  if (!import.meta.url.endsWith(".ts")) {
    return Promise.reject(
      new EnvError(
        `${setting}: unset, and the compiled server has no ${standIn} to use in its place (the stand-ins in edge-api/dev/ run only from the sources, with \`npm start\`). Set ${setting}: docs/deploy.md lists what a deployment sets.`,
      ),
    );
  }
  // A computed name types the module as `any`: the parameter's annotation is its one shape.
  loaded ??= import(DEVELOPMENT.href).then(
    (module: { development: Development }) => module.development,
  );
  return loaded;
}
