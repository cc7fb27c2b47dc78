/**
 * The legacy client the server uses: the real service when LEGACY_API_URL is set, otherwise the
 * built-in simulator, started in-process on 127.0.0.1 (docs/product.md#legacy-customer-service).
 */
import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { startLegacySimulator } from "../../simulators.ts";
import { createLegacyCustomerClient, type LegacyCustomerClient } from "./legacy-customer.client.ts";

export async function createLegacyClientFromEnv(
  env: Env,
  logger: Logger,
): Promise<{ client: LegacyCustomerClient; close(): Promise<void> }> {
  if (env.LEGACY_API_URL && env.LEGACY_API_USER && env.LEGACY_API_PASSWORD) {
    const client = createLegacyCustomerClient({
      baseUrl: env.LEGACY_API_URL,
      user: env.LEGACY_API_USER,
      password: env.LEGACY_API_PASSWORD,
    });
    return { client, close: async () => {} };
  }
  const sim = await startLegacySimulator();
  logger.info("legacy.simulator-started", { url: sim.url });
  const client = createLegacyCustomerClient({
    baseUrl: sim.url,
    user: sim.credentials.user,
    password: sim.credentials.password,
  });
  return { client, close: () => sim.close() };
}
