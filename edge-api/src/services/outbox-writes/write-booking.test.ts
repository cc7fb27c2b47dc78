/**
 * The booking's write (write-booking.ts) on the database itself: one transaction per booking, so
 * bookings sent at once race only where they share something (a key, a captcha, a reference), and
 * each comes out exactly as if it had been written alone.
 */
import { randomUUID } from "node:crypto";
import { BookingRequest } from "@vyom/catalog/contract/schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import type { Database } from "../../db/client.ts";
import { bookings, idempotencyRecords, usedCaptchaChallenges } from "../../db/schema.ts";
import { formLimits } from "../rate-limit/form-limits.ts";
import { newReference } from "../references/new-reference.ts";
import { type BookingBody, type BookingWrite, writeBookingOnce } from "./write-booking.ts";

const NOW = new Date("2026-11-27T10:00:00Z");

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database?.close());

/** The fixture as the route hands it on (parsed, without the captcha), named `name` as is. */
function body(name = "Priya Raman"): BookingBody {
  const { captcha: _captcha, ...parsed } = BookingRequest.parse(bookingBody());
  return { ...parsed, name };
}

interface Attempt {
  key?: string;
  signature?: string;
  name?: string;
  draw?: () => string;
}

function write(attempt: Attempt = {}): Promise<BookingWrite> {
  return writeBookingOnce(db, {
    key: attempt.key,
    body: body(attempt.name),
    now: NOW,
    bookingId: randomUUID(),
    newReference: attempt.draw ?? newReference,
    redemption:
      attempt.signature === undefined
        ? undefined
        : { signature: attempt.signature, expiresAt: new Date(NOW.getTime() + 600_000) },
    // Each write a client of its own: the budget's own promises are booking-budget.test.ts's.
    budget: { rule: formLimits.booking, subject: randomUUID() },
  });
}

const idOf = (written: BookingWrite | undefined) =>
  written?.kind === "fresh" || written?.kind === "replayed" ? written.body.id : undefined;

async function storedBookings(ids: Array<string | undefined>) {
  const rows = await db.select().from(bookings);
  return rows.filter((row) => ids.includes(row.id));
}

const claimOf = (key: string) =>
  db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key));

describe("a booking written in one transaction", () => {
  it("redeems a captcha sent with two bookings at once for one of them only; the other claims nothing", async () => {
    const signature = `sig-${randomUUID()}`;
    const keys = [randomUUID(), randomUUID()];
    const written = await Promise.all(keys.map((key) => write({ key, signature })));
    const kinds = written.map((answer) => answer.kind).sort();
    expect(kinds).toEqual(["captcha-replayed", "fresh"]);
    const booked = written.find((answer) => answer.kind === "fresh");
    expect(await storedBookings([idOf(booked)])).toHaveLength(1);
    const used = await db
      .select()
      .from(usedCaptchaChallenges)
      .where(eq(usedCaptchaChallenges.signature, signature));
    expect(used).toHaveLength(1);
    // The refused one's key was rolled back with it: sent again with a fresh captcha, it books.
    const refusedKey = keys[written.findIndex((answer) => answer.kind === "captcha-replayed")];
    expect(await claimOf(refusedKey ?? "")).toEqual([]);
    const again = await write({ key: refusedKey, signature: `sig-${randomUUID()}` });
    expect(again.kind).toBe("fresh");
  });

  it("books a key sent twice at once once; the other answers the same booking", async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      write({ key, signature: `sig-${randomUUID()}` }),
      write({ key, signature: `sig-${randomUUID()}` }),
    ]);
    expect([first?.kind, second?.kind].sort()).toEqual(["fresh", "replayed"]);
    expect(idOf(first)).toBe(idOf(second));
    const rows = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("refuses a key sent again with another body", async () => {
    const key = randomUUID();
    expect((await write({ key, name: "Priya Raman" })).kind).toBe("fresh");
    expect(await write({ key, name: "Someone Else" })).toEqual({ kind: "key-reused" });
  });

  it("stores the booking as it came, its answer in its key's claim, due for its CRM delivery at once", async () => {
    const key = randomUUID();
    const written = await write({ key, signature: `sig-${randomUUID()}`, name: "Anitha K" });
    const [row] = await storedBookings([idOf(written)]);
    expect(row?.name).toBe("Anitha K");
    expect(row?.status).toBe("received");
    expect(row?.crmNextAttemptAt?.getTime()).toBe(NOW.getTime());
    expect(row?.createdAt.getTime()).toBe(NOW.getTime());
    expect(row?.payload).toMatchObject({ bookingData: { FullName: "Priya Raman" } });
    const [claim] = await claimOf(key);
    expect(claim?.statusCode).toBe(201);
    expect(claim?.responseBody).toEqual({
      status: "success",
      id: row?.id,
      reference: row?.reference,
    });
  });

  it("leaves nothing of a booking the database refuses, and writes the others beside it", async () => {
    // A NUL cannot be stored in PostgreSQL text (the routes refuse one before it gets here).
    const poisonedKey = randomUUID();
    const poisonedSignature = `sig-${randomUUID()}`;
    const [good, poisoned] = await Promise.allSettled([
      write({ key: randomUUID(), signature: `sig-${randomUUID()}`, name: "Devi R" }),
      write({ key: poisonedKey, signature: poisonedSignature, name: "Bad\u0000Name" }),
    ]);
    expect(poisoned?.status).toBe("rejected");
    expect(good?.status).toBe("fulfilled");
    const answer = good?.status === "fulfilled" ? good.value : undefined;
    expect(await storedBookings([idOf(answer)])).toHaveLength(1);
    expect(await claimOf(poisonedKey)).toEqual([]);
    const used = await db
      .select()
      .from(usedCaptchaChallenges)
      .where(eq(usedCaptchaChallenges.signature, poisonedSignature));
    expect(used).toEqual([]);
  });

  it("draws again when a reference is taken, by a row before or by a booking beside it: every booking gets its own", async () => {
    const taken = newReference();
    await db.insert(bookings).values({
      name: "Holder",
      mobileNumber: "9840000009",
      collectionDate: "2026-11-29",
      pincode: "600020",
      policyValue: "true",
      payload: {},
      reference: taken,
    });
    // The first draws clash: with the row above, or with the burst's own earlier draws. One
    // booking may lose several in turn: at most four here, within the five draws it makes.
    const fresh = Array.from({ length: 3 }, () => newReference());
    const draws = [taken, ...fresh.flatMap((reference) => [reference, reference])];
    const draw = () => draws.shift() ?? newReference();
    const written = await Promise.all(
      Array.from({ length: 7 }, () =>
        write({ key: randomUUID(), signature: `sig-${randomUUID()}`, draw }),
      ),
    );
    expect(written.map((answer) => answer.kind)).toEqual(Array(7).fill("fresh"));
    const rows = await storedBookings(written.map(idOf));
    const references = rows.map((row) => row.reference);
    expect(new Set(references).size).toBe(7);
    expect(references).not.toContain(taken);
    for (const answer of written) {
      const row = rows.find((r) => r.id === idOf(answer));
      expect(answer.kind === "fresh" && answer.body.reference).toBe(row?.reference);
    }
  });
});
