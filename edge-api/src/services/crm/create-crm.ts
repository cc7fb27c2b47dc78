/**
 * The CRM the server uses: LeadSquared itself when LEADSQUARED_API_URL is set, otherwise (outside
 * production only: env.ts refuses production without it) the built-in LeadSquared simulator,
 * started in-process on 127.0.0.1. Either way bookings go through the real adapter over HTTP.
 */
import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { startCrmSimulator } from "../../simulators.ts";
import type { CrmAdapter } from "./crm.ts";
import { createLeadSquaredCrm } from "./leadsquared-crm.ts";

export async function createCrmFromEnv(
  env: Env,
  logger: Logger,
): Promise<{ crm: CrmAdapter; close(): Promise<void> }> {
  const { LEADSQUARED_API_URL: baseUrl, LEADSQUARED_ACCESS_KEY, LEADSQUARED_SECRET_KEY } = env;
  if (baseUrl && LEADSQUARED_ACCESS_KEY && LEADSQUARED_SECRET_KEY) {
    const crm = createLeadSquaredCrm({
      baseUrl,
      accessKey: LEADSQUARED_ACCESS_KEY,
      secretKey: LEADSQUARED_SECRET_KEY,
      logger,
    });
    return { crm, close: async () => {} };
  }
  // It plays the plan's rate limit too, so development meets the limit production meets.
  const sim = await startCrmSimulator({ callsPer5s: env.LEADSQUARED_CALLS_PER_5S });
  // The simulator's keys are published constants (edge-api/dev/crm-sim/crm-sim.app.ts), so its URL
  // may be logged.
  const { accessKey, secretKey } = sim.keys;
  const query = new URLSearchParams({ accessKey, secretKey }).toString();
  logger.info("crm.simulator-started", { received: `${sim.url}/simulator/received?${query}` });
  const crm = createLeadSquaredCrm({ baseUrl: sim.url, ...sim.keys, logger });
  return { crm, close: () => sim.close() };
}
