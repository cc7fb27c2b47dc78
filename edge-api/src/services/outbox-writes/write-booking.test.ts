/**
 * The booking's batched write (write-booking.ts) on the database itself: bookings sent at once
 * share a statement, and each must come out exactly as if it had been written alone. With one
 * statement in flight, the first booking of a burst goes alone and the rest share the next one.
 */
import { randomUUID } from "node:crypto";
import { BookingRequest } from "@vyom/catalog/contract/schemas";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import type { Database } from "../../db/client.ts";
import { bookings, rateLimitCounters, usedCaptchaChallenges } from "../../db/schema.ts";
import { counterKey, type RateLimitRule } from "../rate-limit/rate-limit.ts";
import { newReference } from "../references/new-reference.ts";
import { type BookingBody, type BookingWrite, writeBookingOnce } from "./write-booking.ts";

const NOW = new Date("2026-11-27T10:00:00Z");
const roomy: RateLimitRule = { name: "test-booking-budget", limit: 1_000, windowMs: 600_000 };

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
  subject?: string;
  rule?: RateLimitRule;
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
    budget: { rule: attempt.rule ?? roomy, subject: attempt.subject ?? randomUUID() },
  });
}

const idOf = (written: BookingWrite) =>
  written.kind === "fresh" || written.kind === "replayed" ? written.body.id : undefined;

async function storedBookings(ids: Array<string | undefined>) {
  const rows = await db.select().from(bookings);
  return rows.filter((row) => ids.includes(row.id));
}

describe("bookings written a batch per statement", () => {
  it("redeems a captcha sent twice in one batch for its first booking only", async () => {
    const signature = `sig-${randomUUID()}`;
    const [, first, second] = await Promise.all([
      write(),
      write({ key: randomUUID(), signature }),
      write({ key: randomUUID(), signature }),
    ]);
    expect(first?.kind).toBe("fresh");
    expect(second).toEqual({ kind: "captcha-replayed" });
    expect(await storedBookings([idOf(first as BookingWrite)])).toHaveLength(1);
    const used = await db
      .select()
      .from(usedCaptchaChallenges)
      .where(eq(usedCaptchaChallenges.signature, signature));
    expect(used).toHaveLength(1);
  });

  it("books a key sent twice in one batch once; the second answers the first's booking", async () => {
    const key = randomUUID();
    const [, first, repeat] = await Promise.all([
      write(),
      write({ key, signature: `sig-${randomUUID()}` }),
      write({ key, signature: `sig-${randomUUID()}` }),
    ]);
    expect(first?.kind).toBe("fresh");
    expect(repeat?.kind).toBe("replayed");
    expect(idOf(repeat as BookingWrite)).toBe(idOf(first as BookingWrite));
    const rows = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("refuses a key sent again in the same batch with another body", async () => {
    const key = randomUUID();
    const [, first, reused] = await Promise.all([
      write(),
      write({ key, signature: `sig-${randomUUID()}`, name: "Priya Raman" }),
      write({ key, signature: `sig-${randomUUID()}`, name: "Someone Else" }),
    ]);
    expect(first?.kind).toBe("fresh");
    expect(reused).toEqual({ kind: "key-reused" });
  });

  it("counts one client's burst in arrival order across batches: exactly the budget goes through", async () => {
    const rule: RateLimitRule = { name: "test-booking-burst", limit: 4, windowMs: 600_000 };
    const subject = `client-${randomUUID()}`;
    const written = await Promise.all(
      Array.from({ length: 9 }, () =>
        write({ key: randomUUID(), signature: `sig-${randomUUID()}`, subject, rule }),
      ),
    );
    expect(written.map((answer) => answer.kind)).toEqual([
      ...Array(4).fill("fresh"),
      ...Array(5).fill("rate-limited"),
    ]);
    const [counter] = await db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, counterKey(rule, subject)));
    expect(counter?.count).toBe(9);
    const ids = written.map(idOf).filter(Boolean);
    expect(await storedBookings(ids)).toHaveLength(4);
  });

  it("stores each booking of a batch as it came, due for its CRM delivery at once", async () => {
    const names = ["Anitha K", "Bala S", "Chitra V"];
    const written = await Promise.all(
      names.map((name) => write({ key: randomUUID(), signature: `sig-${randomUUID()}`, name })),
    );
    const rows = await storedBookings(written.map(idOf));
    expect(rows.map((row) => row.name).sort()).toEqual(names);
    for (const row of rows) {
      expect(row.status).toBe("received");
      expect(row.crmNextAttemptAt?.getTime()).toBe(NOW.getTime());
      expect(row.createdAt.getTime()).toBe(NOW.getTime());
      expect(row.payload).toMatchObject({ bookingData: { FullName: "Priya Raman" } });
    }
  });

  it("writes the rest of a batch when the database refuses one of its bookings", async () => {
    // A NUL cannot be stored in PostgreSQL text: the batch's statement fails as a whole, and
    // each booking is written again alone (the routes refuse a NUL before it gets here).
    const [, good, poisoned, alsoGood] = await Promise.allSettled([
      write(),
      write({ key: randomUUID(), signature: `sig-${randomUUID()}`, name: "Devi R" }),
      write({ key: randomUUID(), signature: `sig-${randomUUID()}`, name: "Bad\u0000Name" }),
      write({ key: randomUUID(), signature: `sig-${randomUUID()}`, name: "Ezhil M" }),
    ]);
    expect(poisoned?.status).toBe("rejected");
    for (const settled of [good, alsoGood]) {
      expect(settled?.status).toBe("fulfilled");
      const answer = settled?.status === "fulfilled" ? settled.value : undefined;
      expect(answer?.kind).toBe("fresh");
      expect(await storedBookings([idOf(answer as BookingWrite)])).toHaveLength(1);
    }
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.name, "Devi R"));
    expect(stored?.n).toBe(1);
  });

  it("draws again when a reference is taken, in the batch or before it: every booking gets its own", async () => {
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
    // Each draw clashes: with the row above, or with the burst's own earlier draws.
    const fresh = Array.from({ length: 6 }, () => newReference());
    const draws = [taken, taken, ...fresh.flatMap((reference) => [reference, reference])];
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
