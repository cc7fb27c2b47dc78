/**
 * The SMS sender the server uses: always the MSG91 adapter. With MSG91_AUTH_KEY set it talks to
 * MSG91 (MSG91_API_URL); unset (development and tests only: env.ts refuses it in production) it
 * talks to the MSG91 simulator (edge-api/dev/sms-sim/), started in-process on 127.0.0.1, which
 * puts each delivered text in the development inbox. Either way the OTP travels the real adapter
 * over HTTP. With MSG91_OTP_API_TEMPLATE_ID OTPs go through MSG91's OTP API and can be read out by
 * a call; the simulator always speaks it, so development offers "Get the code by call".
 */
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { startMsg91Simulator } from "../../simulators.ts";
import { createMsg91SmsSender } from "./msg91-sms.ts";
import type { SmsSender } from "./sms.ts";
import type { VisitMessageSender } from "./visit-messages.ts";

export interface SmsSenderDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
}

export async function createSmsSenderFromEnv(
  env: Env,
  { db, clock, logger }: SmsSenderDeps,
): Promise<{ sender: SmsSender & VisitMessageSender; close(): Promise<void> }> {
  if (env.MSG91_AUTH_KEY && env.MSG91_OTP_TEMPLATE_ID && env.MSG91_SENDER_ID) {
    const sender = createMsg91SmsSender({
      apiUrl: env.MSG91_API_URL,
      authKey: env.MSG91_AUTH_KEY,
      otpTemplateId: env.MSG91_OTP_TEMPLATE_ID,
      otpApiTemplateId: env.MSG91_OTP_API_TEMPLATE_ID,
      visitTemplateIds: env.MSG91_VISIT_TEMPLATE_IDS,
      scanTemplateId: env.MSG91_SCAN_TEMPLATE_ID,
      templateIdsByLanguage: env.MSG91_TEMPLATE_IDS_BY_LANGUAGE,
      senderId: env.MSG91_SENDER_ID,
      logger,
    });
    return { sender, close: async () => {} };
  }
  const sim = await startMsg91Simulator({ db, clock });
  logger.info("sms.simulator-started", { url: sim.url });
  const sender = createMsg91SmsSender({
    apiUrl: sim.url,
    authKey: sim.authKey,
    otpTemplateId: sim.otpTemplateId,
    otpApiTemplateId: sim.otpApiTemplateId,
    visitTemplateIds: sim.visitTemplateIds,
    scanTemplateId: sim.scanTemplateId,
    templateIdsByLanguage: sim.templateIdsByLanguage,
    senderId: sim.senderId,
    logger,
  });
  return { sender, close: () => sim.close() };
}
