/**
 * The development SMS inbox (table dev_sms_outbox): where the MSG91 simulator
 * (start-msg91-simulator.ts, wired in ../development.ts) puts each message it "delivers", so
 * `GET /api/dev/sms-outbox` (../routes/dev.routes.ts) lets a person or a test read the OTP. Only
 * the simulator writes here, production refuses to start with it (src/env.ts), and the compiled
 * server carries neither: an OTP never reaches a production table.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../src/db/client.ts";
import { devSmsOutbox } from "../../src/db/schema.ts";

export async function putInDevInbox(
  db: Database,
  message: { mobile: string; text: string; at: Date },
): Promise<void> {
  await db
    .insert(devSmsOutbox)
    .values({ mobileNumber: message.mobile, message: message.text, createdAt: message.at });
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
