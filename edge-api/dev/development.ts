/**
 * Everything development runs in place of a deployment's services, as src/development.ts loads it
 * from the sources: the simulators of MSG91 (delivering into the development SMS inbox),
 * LeadSquared and the legacy customer service, the built-in test payment gateway with its pages,
 * the embedded database and its demo data, and the routes under /api/dev. Tests import the
 * simulators and the routes directly, from their folders here.
 */
import type { Development } from "../src/development.ts";
import { startCrmSimulator } from "./crm-sim/start-crm-simulator.ts";
import { DEMO_PATHOLOGIST, ensureDemoPathologist } from "./demo-data/demo-pathologist.ts";
import { seedDemoData } from "./demo-data/seed.ts";
import { migrateEmbeddedDatabase, openEmbeddedDatabase } from "./embedded-database.ts";
import { startLegacySimulator } from "./legacy-sim/start-legacy-simulator.ts";
import {
  isTestGatewayCallbackPath,
  testGatewayRoutes,
} from "./payments-sim/test-gateway.routes.ts";
import { createTestGateway } from "./payments-sim/test-gateway.ts";
import { devRoutes } from "./routes/dev.routes.ts";
import { putInDevInbox } from "./sms-sim/dev-inbox.ts";
import { startMsg91Simulator } from "./sms-sim/start-msg91-simulator.ts";

export const development = {
  startMsg91Simulator: ({ db, clock }) =>
    startMsg91Simulator({
      deliver: ({ mobile, text }) => putInDevInbox(db, { mobile, text, at: clock() }),
    }),
  startCrmSimulator,
  createTestGateway: (options) => {
    const gateway = createTestGateway(options);
    return {
      ...gateway,
      routes: (deps) => testGatewayRoutes(deps, gateway),
      isCallbackPath: isTestGatewayCallbackPath,
    };
  },
  startLegacySimulator: () => startLegacySimulator(),
  openEmbeddedDatabase,
  migrateEmbeddedDatabase,
  devRoutes,
  seedDemoData: async (db, now) => {
    const added = await seedDemoData(db, now);
    const pathologist = await ensureDemoPathologist(db, now);
    return pathologist ? { added, pathologist: DEMO_PATHOLOGIST.email } : { added };
  },
} satisfies Development;
