/**
 * The development SMS inbox (table dev_sms_outbox): where the MSG91 simulator
 * (start-msg91-simulator.ts, wired in ../development.ts) puts each message it "delivers", so
 * `GET /api/dev/sms-outbox` (../routes/dev.routes.ts) lets a person or a test read the OTP. Only
 * the simulator writes here, production refuses to start with it (src/env.ts), and the compiled
 * server carries neither: an OTP never reaches a production table.
 *
 * The table is not in the schema or the migrations (a production database never has it; the
 * migration drizzle/0032_drop_dev_sms_outbox.sql removed it from those that did): this module
 * creates it on first use, in the database the development server runs on, the embedded one or
 * PostgreSQL. It stays a table, not a list in memory, so a text sent by another process on the
 * same database (`npm run worker`'s visit messages) or before a restart can still be read.
 */
import { desc, eq, sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Database } from "../../src/db/client.ts";

const devSmsOutbox = pgTable(
  "dev_sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mobileNumber: text("mobile_number").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_sms_mobile_idx").on(t.mobileNumber, t.createdAt)],
);

/** Unqualified, like the migrations: the first schema on the search path (each test file's own). */
const CREATE_INBOX = [
  sql`create table if not exists dev_sms_outbox (
    id uuid primary key default gen_random_uuid(),
    mobile_number text not null,
    message text not null,
    created_at timestamp with time zone not null default now()
  )`,
  sql`create index if not exists dev_sms_mobile_idx on dev_sms_outbox (mobile_number, created_at)`,
];

const created = new WeakMap<Database, Promise<void>>();

/** Creates the inbox once per database handle (again after a failure). */
function ensureInbox(db: Database): Promise<void> {
  let done = created.get(db);
  if (!done) {
    done = createInbox(db).catch((error: unknown) => {
      created.delete(db);
      throw error;
    });
    created.set(db, done);
  }
  return done;
}

async function createInbox(db: Database): Promise<void> {
  try {
    for (const statement of CREATE_INBOX) await db.execute(statement);
  } catch (error) {
    // Two processes creating it at once (a server and its worker): the loser's `if not exists`
    // can still fail on PostgreSQL's catalogue. The table being there is all that matters.
    const found = await db.execute(sql`select to_regclass('dev_sms_outbox') is not null as found`);
    const [row] = (found as unknown as { rows: { found: boolean }[] }).rows;
    if (!row?.found) throw error;
  }
}

export async function putInDevInbox(
  db: Database,
  message: { mobile: string; text: string; at: Date },
): Promise<void> {
  await ensureInbox(db);
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
  await ensureInbox(db);
  const rows = await db
    .select({ message: devSmsOutbox.message, createdAt: devSmsOutbox.createdAt })
    .from(devSmsOutbox)
    .where(eq(devSmsOutbox.mobileNumber, mobile))
    .orderBy(desc(devSmsOutbox.createdAt), desc(devSmsOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ message: r.message, createdAt: r.createdAt.toISOString() }));
}
