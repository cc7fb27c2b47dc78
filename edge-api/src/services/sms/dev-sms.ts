/**
 * The development SMS adapter: instead of a gateway, each message goes to the server log and to
 * the dev_sms_outbox table, which `GET /api/dev/sms-outbox` reads so a person or a test can see
 * the OTP. With NODE_ENV=production it stores nothing and logs only a masked number (no text):
 * OTPs never reach a production log or table; production needs a real gateway adapter.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { devSmsOutbox } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { maskMobile, type SmsSender } from "./sms.ts";

export interface DevSmsDeps {
  db: Database;
  clock: () => Date;
  logger: Logger;
  production: boolean;
}

export function createDevSmsSender({ db, clock, logger, production }: DevSmsDeps): SmsSender {
  return {
    async send(mobile, text) {
      if (production) {
        logger.warn("sms.dev.not-delivered", { to: maskMobile(mobile), chars: text.length });
        return;
      }
      await db
        .insert(devSmsOutbox)
        .values({ mobileNumber: mobile, message: text, createdAt: clock() });
      logger.info("sms.dev.sent", { to: mobile, message: text });
    },
  };
}

export interface DevSmsMessage {
  message: string;
  createdAt: string;
}

/** The newest messages sent to a number, newest first. */
export async function readDevSmsOutbox(
  db: Database,
  mobile: string,
  limit = 20,
): Promise<DevSmsMessage[]> {
  const rows = await db
    .select({ message: devSmsOutbox.message, createdAt: devSmsOutbox.createdAt })
    .from(devSmsOutbox)
    .where(eq(devSmsOutbox.mobileNumber, mobile))
    .orderBy(desc(devSmsOutbox.createdAt), desc(devSmsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ message: r.message, createdAt: r.createdAt.toISOString() }));
}
