/**
 * A technician's actions over HTTP on a real database (docs/product.md#technicians-page): a
 * refusal is stored under its Idempotency-Key, so a replay of that key is answered the same, even
 * once the step would be allowed, while a fresh key for a later valid step is not refused; and one
 * account (a technician's, or a stolen session's) that floods the route gets 429 with Retry-After,
 * counted before the body is read, until the window ends.
 */
import { deskMessages } from "@vyom/catalog/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { seedTechnicianWalk, type TechnicianWalk } from "../../../test/support/desk-fixtures.ts";
import { admins, visitEvents } from "../../db/schema.ts";
import { createAdminSession } from "../../services/admin/sessions.ts";
import { technicianLimits } from "../../services/technician/technician-limits.ts";

// 08:00 in India on the visit's day, and the same hour the day before.
const ON_THE_DAY = new Date("2026-12-02T02:30:00Z");
const DAY_BEFORE = new Date("2026-12-01T02:30:00Z");

let ctx: TestContext;
let walk: TechnicianWalk;

async function technicianCookie() {
  const [account] = await ctx.db.select().from(admins).where(eq(admins.email, walk.email));
  if (!account) throw new Error("no technician account");
  return `vyom-admin=${(await createAdminSession(ctx.db, account.id, ctx.clock())).token}`;
}

const act = (cookie: string, key: string, body: unknown) =>
  ctx.postJson("/api/technician/actions", body, {
    headers: { cookie, "idempotency-key": key },
  });

const eventsOf = async (kind: "on-the-way" | "collected") =>
  (
    await ctx.db
      .select()
      .from(visitEvents)
      .where(and(eq(visitEvents.visitId, walk.visitId), eq(visitEvents.kind, kind)))
  ).length;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(DAY_BEFORE);
  await ctx.db.transaction(seedDemoServiceAreas);
  walk = await seedTechnicianWalk(ctx.db, ON_THE_DAY);
});
afterAll(() => ctx.close());

describe("a refused technician action", () => {
  it("is answered the same on replay, and does not refuse a later valid action with a fresh key", async () => {
    const start = { visitId: walk.visitId, action: "start-visit" };
    let cookie = await technicianCookie();
    const early = await act(cookie, "start-early", start);
    expect(early.status).toBe(409);
    const refusal = await early.json();
    expect(refusal).toMatchObject({ message: deskMessages.startBeforeVisitDay(walk.day) });
    const replay = await act(cookie, "start-early", start);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual(refusal);

    ctx.clock.set(ON_THE_DAY);
    cookie = await technicianCookie();
    // The key's first answer stands, even now that the step would be allowed: nothing steps.
    const lateReplay = await act(cookie, "start-early", start);
    expect(lateReplay.status).toBe(409);
    expect(await lateReplay.json()).toEqual(refusal);
    expect(await eventsOf("on-the-way")).toBe(0);
    // The page's next tap has a key of its own: it is the step, done once.
    const fresh = await act(cookie, "start-on-the-day", start);
    expect(fresh.status).toBe(201);
    expect(await eventsOf("on-the-way")).toBe(1);
    const collected = await act(cookie, "collect-1", { ...start, action: "mark-collected" });
    expect(collected.status).toBe(201);
    expect(await eventsOf("collected")).toBe(1);
  });
});

describe("a flood of technician actions", () => {
  it("is a 429 with Retry-After once the account's budget is spent, until the window ends", async () => {
    const { limit, windowMs } = technicianLimits.actions;
    ctx.clock.set(new Date((Math.floor(ctx.clock().getTime() / windowMs) + 1) * windowMs));
    const cookie = await technicianCookie();
    const body = { visitId: walk.visitId, action: "mark-collected" };
    // Replays of one done step: answered from the key, yet each one counted.
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await act(cookie, "collect-1", body)).status);
    expect(new Set(statuses)).toEqual(new Set([201]));
    const refused = await act(cookie, "collect-1", body);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect(await refused.json()).toMatchObject({ error: "rate-limited", retryAfter });
    // Counted before the body is read: a malformed one is refused the same.
    expect((await act(cookie, "k-2", "{")).status).toBe(429);
    expect(await eventsOf("collected")).toBe(1);

    ctx.clock.advance(retryAfter * 1000);
    expect((await act(cookie, "collect-1", body)).status).toBe(201);
  });
});
