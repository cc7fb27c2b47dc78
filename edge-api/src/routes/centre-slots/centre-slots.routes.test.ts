import { CentreSlotsAnswer } from "@vyom/catalog/contract/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";
import { centreSlots } from "../../db/schema.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // 08:30 in India on Tuesday 2026-12-01.
  ctx.clock.set("2026-12-01T03:00:00Z");
});
afterAll(() => ctx?.close());

const slots = (query: string, headers: Record<string, string> = {}) =>
  ctx.get(`/api/centre-slots?${query}`, { headers, address: freshAddress() });

// MRI Brain is imaging id 26; Jayanagar has an MRI, Indiranagar does not.
describe("GET /api/centre-slots", () => {
  it("lists the centre's slots of the day for the scan's machine, with the places left, never cached", async () => {
    const response = await slots("centreId=bengaluru-jayanagar&scan=26&date=2026-12-02");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = CentreSlotsAnswer.parse(await response.json());
    expect(answer.centre).toEqual({
      id: "bengaluru-jayanagar",
      name: "Vyom Diagnostics, Jayanagar",
      address: expect.stringContaining("Jayanagar"),
    });
    expect(answer.slots.map((slot) => [slot.timeSlot, slot.placesLeft])).toEqual([
      ["07:00-09:00", 3],
      ["09:00-11:00", 3],
      ["11:00-13:00", 3],
      ["13:00-15:00", 3],
      ["15:00-17:00", 3],
      ["17:00-19:00", 3],
    ]);
  });

  it("today, only slots that have not started; on Sunday, only the hours the centre opens", async () => {
    const today = CentreSlotsAnswer.parse(
      await (await slots("centreId=bengaluru-jayanagar&scan=26&date=2026-12-01")).json(),
    );
    expect(today.slots.map((slot) => slot.timeSlot)[0]).toBe("09:00-11:00");
    const sunday = CentreSlotsAnswer.parse(
      await (await slots("centreId=bengaluru-jayanagar&scan=1&date=2026-12-06")).json(),
    );
    expect(sunday.slots.map((slot) => slot.timeSlot)).toEqual([
      "07:00-09:00",
      "09:00-11:00",
      "11:00-13:00",
    ]);
  });

  it("counts the lab's capacity for the day when it set one", async () => {
    await ctx.db.insert(centreSlots).values({
      centreId: "bengaluru-jayanagar",
      modality: "ct",
      day: "2026-12-03",
      timeSlot: "11:00-13:00",
      capacity: 1,
    });
    const answer = CentreSlotsAnswer.parse(
      await (await slots("centreId=bengaluru-jayanagar&scan=18&date=2026-12-03")).json(),
    );
    expect(answer.slots.find((slot) => slot.timeSlot === "11:00-13:00")?.placesLeft).toBe(1);
  });

  it("a centre without the scan's machine, or an unknown one, is not found", async () => {
    expect((await slots("centreId=bengaluru-indiranagar&scan=26&date=2026-12-02")).status).toBe(
      404,
    );
    expect((await slots("centreId=nowhere&scan=26&date=2026-12-02")).status).toBe(404);
    expect((await slots("centreId=bengaluru-jayanagar&scan=99&date=2026-12-02")).status).toBe(404);
  });

  it("refuses malformed queries (NUL, lone surrogate, not a date) and cross-site requests", async () => {
    for (const query of [
      "centreId=bengaluru-jayanagar%00&scan=26&date=2026-12-02",
      "centreId=bengaluru-jayanagar&scan=26%00&date=2026-12-02",
      "centreId=%ED%A0%80&scan=26&date=2026-12-02",
      "centreId=bengaluru-jayanagar&scan=26&date=2026-02-30",
      "centreId=bengaluru-jayanagar&scan=26",
      `centreId=${"a".repeat(65)}&scan=26&date=2026-12-02`,
    ]) {
      expect((await slots(query)).status, query).toBe(400);
    }
    const crossSite = await slots("centreId=bengaluru-jayanagar&scan=26&date=2026-12-02", {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
  });

  it("limits one client address's lookups", async () => {
    const address = freshAddress();
    let last = 0;
    for (let i = 0; i < 301; i++) {
      const response = await ctx.get(
        "/api/centre-slots?centreId=bengaluru-jayanagar&scan=26&date=2026-12-02",
        { address },
      );
      last = response.status;
    }
    expect(last).toBe(429);
  });
});
