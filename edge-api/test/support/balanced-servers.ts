/**
 * Two servers sharing one database behind a round-robin balancer, for the driver the test
 * project runs: on PostgreSQL two server processes (two-servers.ts); on PGlite, which one process
 * owns, two apps each built with its own adapters (createDeps) over the one database.
 */
import { createApp } from "../../src/app.ts";
import { createDeps } from "../../src/deps.ts";
import { parseEnv } from "../../src/env.ts";
import { createMemoryLogger } from "../../src/logger.ts";
import { checkReadiness } from "../../src/services/health/health.ts";
import { TEST_ENV } from "../context.ts";
import { createTestDatabase, wantsPostgres } from "../database.ts";
import { type BalancedApi, balancedInProcess, balancedOverProxy } from "./balanced-api.ts";
import { startTwoServers, type TwoServers } from "./two-servers.ts";

export interface BalancedServers {
  api: BalancedApi;
  /** The server processes, on PostgreSQL only. */
  processes: TwoServers | undefined;
  close(): Promise<void>;
}

export async function startBalancedServers(
  options: { crmDeliveryNudgeMs: number } = { crmDeliveryNudgeMs: 60_000 },
): Promise<BalancedServers> {
  if (wantsPostgres()) {
    const processes = await startTwoServers(options);
    return { api: balancedOverProxy(processes.proxy.url), processes, close: processes.close };
  }
  const database = await createTestDatabase();
  const env = parseEnv(TEST_ENV);
  const base = {
    db: database.handle.db,
    env,
    clock: () => new Date(),
    readiness: () => checkReadiness(database.handle),
  };
  const built = [
    await createDeps({ ...base, logger: createMemoryLogger() }),
    await createDeps({ ...base, logger: createMemoryLogger() }),
  ];
  return {
    api: balancedInProcess(built.map(({ deps }) => createApp(deps))),
    processes: undefined,
    close: async () => {
      for (const deps of built) await deps.close();
      await database.close();
    },
  };
}
