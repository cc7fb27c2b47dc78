/**
 * The booking's per-client budget, counted in the booking's own statement
 * (services/outbox-writes/write-booking.ts) with `budgetCountedByWrite`
 * (services/rate-limit/form-limits.ts): every request is counted once, wherever it is answered; a
 * booking over the budget writes nothing; a client refused once is refused before its body is
 * read or its captcha checked, and without a statement.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/clock.ts";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { fetchSolvedCaptcha } from "../../../test/support/captcha/solve-captcha.ts";
import { bookings, idempotencyRecords, usedCaptchaChallenges } from "../../db/schema.ts";
import { formLimits } from "../../services/rate-limit/form-limits.ts";
import { peek } from "../../services/rate-limit/rate-limit.ts";

const clock = createTestClock(new Date(Date.UTC(2030, 4, 6, 10, 1)));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx?.close());

const rule = formLimits.booking;
const counted = async (address: string) => (await peek(ctx.db, rule, address, clock())).count;
const solvedCaptcha = () => fetchSolvedCaptcha((path) => ctx.get(path));

async function book(address: string, options: { key?: string; captcha?: string } = {}) {
  const captcha = options.captcha ?? (await solvedCaptcha());
  return ctx.postJson(
    "/api/booking/",
    { ...bookingBody({ mobile: "9000011111" }), captcha },
    { address, headers: { "idempotency-key": options.key ?? randomUUID() } },
  );
}

const rowsOf = async (table: typeof bookings | typeof usedCaptchaChallenges) =>
  (await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("the booking's budget, counted in its write", () => {
  it("counts a booking once, and a replay of its key once more", async () => {
    const address = freshAddress();
    const key = randomUUID();
    expect((await book(address, { key })).status).toBe(201);
    expect(await counted(address)).toBe(1);
    const replay = await book(address, { key });
    expect(replay.status).toBe(201);
    expect(await counted(address)).toBe(2);
  });

  it("counts requests answered before the write: an invalid body, a missing captcha, a bad key", async () => {
    const address = freshAddress();
    expect((await ctx.postJson("/api/booking/", { name: 1 }, { address })).status).toBe(400);
    expect((await ctx.postJson("/api/booking/", bookingBody(), { address })).status).toBe(403);
    const badKey = { address, headers: { "idempotency-key": "not a key" } };
    expect((await ctx.postJson("/api/booking/", bookingBody(), badKey)).status).toBe(400);
    expect(await counted(address)).toBe(3);
  });

  it("writes nothing for a valid booking over the budget: no row, no claim, the captcha unspent", async () => {
    const address = freshAddress();
    for (let i = 0; i < rule.limit; i++) {
      expect((await ctx.postJson("/api/booking/", bookingBody(), { address })).status).toBe(403);
    }
    const [bookingsBefore, captchasBefore] = [
      await rowsOf(bookings),
      await rowsOf(usedCaptchaChallenges),
    ];
    const captcha = await solvedCaptcha();
    const key = randomUUID();
    const refused = await book(address, { key, captcha });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate-limited" });
    expect(await rowsOf(bookings)).toBe(bookingsBefore);
    expect(await rowsOf(usedCaptchaChallenges)).toBe(captchasBefore);
    expect(
      await ctx.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key)),
    ).toEqual([]);
    // The captcha was not redeemed: another client may still book with it.
    expect((await book(freshAddress(), { captcha })).status).toBe(201);
  });

  it("counts once a booking the database refused whole, its count rolled back with it", async () => {
    const address = freshAddress();
    expect((await book(freshAddress())).status).toBe(201);
    const [taken] = await ctx.db.select({ reference: bookings.reference }).from(bookings).limit(1);
    // Every draw is a taken reference: each attempt of the statement fails whole.
    const app = ctx.appWith({ newReference: () => taken?.reference ?? "" });
    const before = await rowsOf(bookings);
    const refused = await app.request(
      "/api/booking/",
      {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({
          ...bookingBody({ mobile: "9000011111" }),
          captcha: await solvedCaptcha(),
        }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
    expect(refused.status).toBe(500);
    expect(await rowsOf(bookings)).toBe(before);
    expect(await counted(address)).toBe(1);
  });

  it("answers 429 to an invalid body once the budget is spent, as the count-first limit did", async () => {
    const address = freshAddress();
    for (let i = 0; i < rule.limit; i++) {
      expect((await ctx.postJson("/api/booking/", { name: 1 }, { address })).status).toBe(400);
    }
    const refused = await ctx.postJson("/api/booking/", { name: 1 }, { address });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "rate-limited" });
  });

  it("refuses a client the database refused, before its body and without counting, until the window ends", async () => {
    const address = freshAddress();
    for (let i = 0; i < rule.limit; i++) {
      await ctx.postJson("/api/booking/", bookingBody(), { address });
    }
    expect((await book(address)).status).toBe(429);
    expect(await counted(address)).toBe(rule.limit + 1);
    // Malformed JSON would be a 400 if it were read; a valid booking would be written.
    const malformed = await ctx.postJson("/api/booking/", undefined, {
      address,
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(429);
    const valid = await book(address);
    expect(valid.status).toBe(429);
    const retryAfter = Number(valid.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await counted(address)).toBe(rule.limit + 1);
    // The next window is the database's to judge again.
    clock.advance(retryAfter * 1000);
    expect((await book(address)).status).toBe(201);
    expect(await counted(address)).toBe(1);
  });

  it("lets only the budget's bookings through a concurrent burst from one client", async () => {
    const address = freshAddress();
    const captchas = await Promise.all(
      Array.from({ length: rule.limit + 10 }, () => solvedCaptcha()),
    );
    const before = await rowsOf(bookings);
    const statuses = await Promise.all(
      captchas.map(async (captcha) => (await book(address, { captcha })).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(rule.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect((await rowsOf(bookings)) - before).toBe(rule.limit);
  });
});
