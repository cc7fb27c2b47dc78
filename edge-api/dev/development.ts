/**
 * Everything development runs in place of a deployment's services, as src/development.ts loads it
 * when a setting is unset: the simulators of MSG91, LeadSquared and the legacy customer service,
 * and the embedded database. Tests import the simulators directly, from their folders here.
 */
import type { Development } from "../src/development.ts";
import { startCrmSimulator } from "./crm-sim/start-crm-simulator.ts";
import { migrateEmbeddedDatabase, openEmbeddedDatabase } from "./embedded-database.ts";
import { startLegacySimulator } from "./legacy-sim/start-legacy-simulator.ts";
import { startMsg91Simulator } from "./sms-sim/start-msg91-simulator.ts";

export const development = {
  startMsg91Simulator,
  startCrmSimulator,
  startLegacySimulator: () => startLegacySimulator(),
  openEmbeddedDatabase,
  migrateEmbeddedDatabase,
} satisfies Development;
