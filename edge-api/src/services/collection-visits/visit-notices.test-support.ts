/**
 * The setup the visit notices' tests share (visit-notices.test.ts, visit-notices-language.test.ts):
 * a migrated database with the demo service areas, the MSG91 simulator recording what it delivers
 * (test/support/recording-msg91-simulator.ts), and every test starting with no visit, notice,
 * report, window claim or counter.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { recordingMsg91Simulator } from "../../../test/support/recording-msg91-simulator.ts";
import type { Database } from "../../db/client.ts";
import {
  collectionVisits,
  labReports,
  rateLimitCounters,
  visitEvents,
  visitNotices,
  windowClaims,
} from "../../db/schema.ts";
import { createMemoryLogger } from "../../logger.ts";
import { createMsg91SmsSender } from "../sms/msg91-sms.ts";
import type { LanguageTemplateIds } from "../sms/sms-languages.ts";

// 06:00 in India on 2026-12-01; the visits are on 2026-12-02.
export const NOW = new Date("2026-12-01T00:30:00Z");
export const MOBILE = "9876543210";
export const DESK = "desk:desk@vyom.example";

export function visitNoticesSetup() {
  const msg91 = recordingMsg91Simulator();
  const logger = createMemoryLogger();
  let database: TestDatabase | undefined;
  const open = () => {
    if (!database) throw new Error("the database opens in the file's beforeAll");
    return database.handle.db;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.db.transaction(seedDemoServiceAreas);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    const db = open();
    await db.delete(visitNotices);
    await db.delete(visitEvents);
    await db.delete(labReports);
    await db.delete(collectionVisits);
    await db.delete(windowClaims);
    await db.delete(rateLimitCounters);
  });
  return {
    /** What the simulator delivered since the test began. */
    delivered: msg91.delivered,
    logger,
    get db(): Database {
      return open();
    },
    get sim() {
      return msg91.sim;
    },
    /** The MSG91 adapter over the simulator, with these languages' templates (none: English). */
    sender(templateIdsByLanguage?: LanguageTemplateIds) {
      return createMsg91SmsSender({
        apiUrl: msg91.sim.url,
        authKey: msg91.sim.authKey,
        otpTemplateId: msg91.sim.otpTemplateId,
        visitTemplateIds: msg91.sim.visitTemplateIds,
        templateIdsByLanguage,
        senderId: msg91.sim.senderId,
        logger,
        retryDelayMs: 1,
      });
    },
  };
}
