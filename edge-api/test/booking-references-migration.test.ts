/**
 * Migration 0028 (drizzle/0028_booking_references.sql) on a database that already holds bookings
 * and orders: each gets its own short reference, no two alike across both kinds, each registered;
 * afterwards the database refuses a reference either kind holds, and gives one to a row written
 * without it. On PGlite and on PostgreSQL, each migrated in two steps.
 */
import { referencePattern } from "@vyom/catalog/contract";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import { wantsPostgres } from "./database.ts";
import {
  migratePostgresToLatest,
  migrateToLatest,
  openMigratedBefore,
  openPostgresMigratedBefore,
} from "./support/migrated-before.ts";

const TAG = "0028_";

/** The rows of a statement, on either driver (both answer `{ rows }`). */
async function rowsOf<Row>(handle: DatabaseHandle, query: SQL): Promise<Row[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function openBefore(): Promise<{ handle: DatabaseHandle; migrate(): Promise<void> }> {
  if (wantsPostgres()) {
    const handle = await openPostgresMigratedBefore(TAG);
    return { handle, migrate: () => migratePostgresToLatest(handle) };
  }
  const handle = await openMigratedBefore(TAG);
  return { handle, migrate: () => migrateToLatest(handle) };
}

const booking = (n: number) => sql`
  insert into bookings (name, mobile_number, collection_date, pincode, policy_value, payload)
  values (${`Booker ${n}`}, '9840000001', '2026-11-29', '600020', 'true', '{}')`;

const order = (userId: string, n: number) => sql`
  insert into orders (order_id, user_id, idempotency_key, location, lines, members, amount, appointment)
  values (${`VYO-20261129-00000${n}`}, ${userId}, ${`key-${n}`}, 'chennai', '[]', '[]', 500,
    '{"place":"home","date":"2026-11-29","timeSlot":"07:00-09:00"}')`;

describe("each booking's and order's reference, on a database with both", () => {
  it("gives each row its own registered reference and refuses a taken one afterwards", async () => {
    const { handle, migrate } = await openBefore();
    const { db } = handle;
    const [user] = await rowsOf<{ id: string }>(
      handle,
      sql`
      insert into users (vyom_id, mobile_number, name) values ('VYOM1', '9840000001', 'Kavya')
      returning id`,
    );
    const userId = user?.id as string;
    for (let n = 1; n <= 5; n++) await db.execute(booking(n));
    for (let n = 1; n <= 3; n++) await db.execute(order(userId, n));

    await migrate();

    const rows = await rowsOf<{ kind: string; reference: string }>(
      handle,
      sql`
      select 'booking' as kind, reference from bookings
      union all select 'order', reference from orders`,
    );
    expect(rows).toHaveLength(8);
    const references = rows.map((row) => row.reference);
    for (const reference of references) expect(reference).toMatch(referencePattern);
    expect(new Set(references).size).toBe(8);
    const registry = await rowsOf<{ kind: string; reference: string }>(
      handle,
      sql`select kind, reference from booking_references`,
    );
    expect(registry.map((row) => `${row.kind} ${row.reference}`).sort()).toEqual(
      rows.map((row) => `${row.kind} ${row.reference}`).sort(),
    );

    // A new row without one gets one of the database's own, registered.
    const [added] = await rowsOf<{ reference: string }>(
      handle,
      sql`${booking(6)} returning reference`,
    );
    const fresh = added?.reference as string;
    expect(fresh).toMatch(referencePattern);
    const registered = await rowsOf(
      handle,
      sql`select 1 from booking_references where reference = ${fresh} and kind = 'booking'`,
    );
    expect(registered).toHaveLength(1);
    // A booking's reference is refused to an order, and to another booking.
    const taken = references[0] as string;
    await expect(
      db.execute(sql`
        insert into orders (order_id, user_id, idempotency_key, location, lines, members, amount,
          appointment, reference)
        values ('VYO-20261129-000009', ${userId}, 'key-9', 'chennai', '[]', '[]', 500, '{}', ${taken})`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`
        insert into bookings (name, mobile_number, collection_date, pincode, policy_value, payload,
          reference)
        values ('Copy', '9840000002', '2026-11-29', '600020', 'true', '{}', ${fresh})`),
    ).rejects.toThrow();
  });
});
