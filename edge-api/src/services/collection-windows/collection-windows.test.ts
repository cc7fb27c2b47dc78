import { windowMessages } from "@vyom/catalog/contract";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import type { Database } from "../../db/client.ts";
import {
  collectionWindowPlans,
  collectionWindows,
  serviceAreaPincodes,
  serviceAreas,
  windowClaims,
} from "../../db/schema.ts";
import {
  areaOfPincode,
  claimWindow,
  confirmClaim,
  loadOfDay,
  nextWindowsWithPlaces,
  releaseClaim,
  windowsOfDay,
} from "./collection-windows.ts";

// 06:00 in India on 2026-12-01; tomorrow is the day booked.
const NOW = new Date("2026-12-01T00:30:00Z");
const TODAY = "2026-12-01";
const DAY = "2026-12-02";
const MINUTE = 60_000;
const AREA = "chennai-central";

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.close());

beforeEach(async () => {
  await db.delete(windowClaims);
  await db.delete(collectionWindows);
  await db.delete(collectionWindowPlans);
  await db.delete(serviceAreaPincodes);
  await db.delete(serviceAreas);
  await db
    .insert(serviceAreas)
    .values({ id: AREA, name: "Chennai Central", priceLocation: "chennai" });
  await db.insert(serviceAreaPincodes).values({ pincode: "600001", areaId: AREA });
  await db.insert(collectionWindowPlans).values([
    { areaId: AREA, startsAt: "07:00", endsAt: "09:00", capacity: 3 },
    { areaId: AREA, startsAt: "09:00", endsAt: "11:00", capacity: 2 },
    { areaId: AREA, startsAt: "17:00", endsAt: "19:00", capacity: 2 },
  ]);
});

const window = (startsAt: string, day = DAY) => ({ areaId: AREA, day, startsAt });

describe("collection windows", () => {
  it("a served pincode names its area and the city it is priced for; any other is not served", async () => {
    expect(await areaOfPincode(db, "600001")).toEqual({
      id: AREA,
      name: "Chennai Central",
      priceLocation: "chennai",
    });
    expect(await areaOfPincode(db, "600002")).toBeUndefined();
  });

  it("lists a day's windows with places left, the desk's capacity over the plan, fasting ones marked", async () => {
    await db.insert(collectionWindows).values({ ...window("09:00"), endsAt: "11:00", capacity: 5 });
    await claimWindow(db, { ...window("07:00"), holder: "order:A", now: NOW });
    const day = { day: DAY };
    expect(await windowsOfDay(db, { areaId: AREA, day: DAY, now: NOW })).toEqual([
      {
        ...day,
        startsAt: "07:00",
        endsAt: "09:00",
        capacity: 3,
        placesLeft: 2,
        suitsFasting: true,
      },
      {
        ...day,
        startsAt: "09:00",
        endsAt: "11:00",
        capacity: 5,
        placesLeft: 5,
        suitsFasting: true,
      },
      {
        ...day,
        startsAt: "17:00",
        endsAt: "19:00",
        capacity: 2,
        placesLeft: 2,
        suitsFasting: false,
      },
    ]);
  });

  it("leaves out today's windows that have started, and refuses to hold one", async () => {
    const at0930 = new Date("2026-12-01T04:00:00Z");
    const today = await windowsOfDay(db, { areaId: AREA, day: TODAY, now: at0930 });
    expect(today.map((w) => w.startsAt)).toEqual(["17:00"]);
    expect(
      await claimWindow(db, { ...window("09:00", TODAY), holder: "order:A", now: at0930 }),
    ).toEqual({ kind: "started" });
  });

  it("a window the area does not have cannot be held", async () => {
    expect(await claimWindow(db, { ...window("12:00"), holder: "order:A", now: NOW })).toEqual({
      kind: "no-such-window",
    });
  });

  it("a hold keeps its place for 10 minutes; after that the place is free again", async () => {
    const held = await claimWindow(db, { ...window("09:00"), holder: "order:A", now: NOW });
    expect(held).toMatchObject({ kind: "held", heldUntil: new Date(NOW.getTime() + 10 * MINUTE) });
    await claimWindow(db, { ...window("09:00"), holder: "order:B", now: NOW });
    const full = await claimWindow(db, { ...window("09:00"), holder: "order:C", now: NOW });
    expect(full).toMatchObject({ kind: "full" });

    const later = new Date(NOW.getTime() + 10 * MINUTE + 1);
    expect(
      await claimWindow(db, { ...window("09:00"), holder: "order:C", now: later }),
    ).toMatchObject({ kind: "held" });
  });

  it("a full window offers the next windows with a place, later that day and then the next", async () => {
    for (const holder of ["order:A", "order:B"]) {
      await claimWindow(db, { ...window("17:00"), holder, now: NOW });
    }
    const full = await claimWindow(db, { ...window("17:00"), holder: "order:C", now: NOW });
    expect(full.kind).toBe("full");
    if (full.kind !== "full") return;
    expect(full.alternatives.map((w) => `${w.day} ${w.startsAt}`)).toEqual([
      "2026-12-03 07:00",
      "2026-12-03 09:00",
      "2026-12-03 17:00",
    ]);
  });

  it("a holder has one place: holding another window gives the first back", async () => {
    await claimWindow(db, { ...window("09:00"), holder: "order:A", now: NOW });
    await claimWindow(db, { ...window("17:00"), holder: "order:A", now: NOW });
    const places = await windowsOfDay(db, { areaId: AREA, day: DAY, now: NOW });
    expect(places.map((w) => [w.startsAt, w.placesLeft])).toEqual([
      ["07:00", 3],
      ["09:00", 2],
      ["17:00", 1],
    ]);
    // Holding the same window again is not counted against itself.
    expect(
      await claimWindow(db, { ...window("17:00"), holder: "order:A", now: NOW }),
    ).toMatchObject({ kind: "held" });
  });

  it("confirming books the held place; a hold that ran out is booked only if the place is still free", async () => {
    await claimWindow(db, { ...window("09:00"), holder: "order:A", now: NOW });
    expect(await confirmClaim(db, { holder: "order:A", now: NOW })).toEqual({
      kind: "booked",
      window: window("09:00"),
    });
    // A booked place never runs out.
    const muchLater = new Date(NOW.getTime() + 60 * MINUTE);
    const left = await windowsOfDay(db, { areaId: AREA, day: DAY, now: muchLater });
    expect(left.find((w) => w.startsAt === "09:00")?.placesLeft).toBe(1);

    await claimWindow(db, { ...window("09:00"), holder: "order:B", now: NOW });
    const afterHold = new Date(NOW.getTime() + 11 * MINUTE);
    // B's hold ran out and C took the last place: B has lapsed.
    await claimWindow(db, { ...window("09:00"), holder: "order:C", now: afterHold });
    expect(await confirmClaim(db, { holder: "order:B", now: afterHold })).toEqual({
      kind: "lapsed",
      window: window("09:00"),
    });
    // D's hold ran out but nobody took the place: D is booked.
    await claimWindow(db, { ...window("07:00"), holder: "order:D", now: NOW });
    expect(await confirmClaim(db, { holder: "order:D", now: afterHold })).toMatchObject({
      kind: "booked",
    });
    expect(await confirmClaim(db, { holder: "order:E", now: NOW })).toEqual({ kind: "no-claim" });
  });

  it("releasing gives the place back", async () => {
    await claimWindow(db, { ...window("09:00"), holder: "order:A", now: NOW });
    await confirmClaim(db, { holder: "order:A", now: NOW });
    expect(await releaseClaim(db, { holder: "order:A", now: NOW })).toBe(true);
    expect(await releaseClaim(db, { holder: "order:A", now: NOW })).toBe(false);
    const places = await windowsOfDay(db, { areaId: AREA, day: DAY, now: NOW });
    expect(places.find((w) => w.startsAt === "09:00")?.placesLeft).toBe(2);
  });

  it("100 people racing for the last 5 places of a window: exactly 5 are held, the rest are offered the next windows", async () => {
    await db
      .insert(collectionWindows)
      .values({ ...window("07:00"), endsAt: "09:00", capacity: 10 });
    for (let i = 0; i < 5; i++) {
      await claimWindow(db, { ...window("07:00"), holder: `order:early-${i}`, now: NOW });
      await confirmClaim(db, { holder: `order:early-${i}`, now: NOW });
    }
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        claimWindow(db, { ...window("07:00"), holder: `order:racer-${i}`, now: NOW }),
      ),
    );
    expect(outcomes.filter((o) => o.kind === "held")).toHaveLength(5);
    const full = outcomes.filter((o) => o.kind === "full");
    expect(full).toHaveLength(95);
    for (const outcome of full) {
      expect(outcome.alternatives[0]).toMatchObject({ day: DAY, startsAt: "09:00" });
    }
    const kept = await db
      .select()
      .from(windowClaims)
      .where(and(eq(windowClaims.startsAt, "07:00"), eq(windowClaims.day, DAY)));
    expect(kept.filter((c) => c.state !== "released")).toHaveLength(10);
    expect(windowMessages.full).toBe("This window just filled. Please choose another.");
  });

  it("reads windows inside a transaction one statement at a time (pg refuses a second on a busy connection)", async () => {
    // pg's own test for a client already running a statement (its private fields); on PGlite no
    // pg client runs, and the reads must simply answer.
    type BusyClient = { _activeQuery: unknown; _queryQueue: unknown[] };
    const query = pg.Client.prototype.query;
    const whileBusy: unknown[] = [];
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
      this: BusyClient,
      ...args: unknown[]
    ) {
      if (this._activeQuery || this._queryQueue.length > 0) whileBusy.push(args[0]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    try {
      await db.transaction(async (tx) => {
        expect(await windowsOfDay(tx, { areaId: AREA, day: DAY, now: NOW })).toHaveLength(3);
        expect(await loadOfDay(tx, { areaId: AREA, day: DAY, now: NOW })).toHaveLength(3);
        const next = await nextWindowsWithPlaces(tx, { ...window("07:00"), now: NOW });
        expect(next[0]).toMatchObject({ day: DAY, startsAt: "09:00" });
      });
    } finally {
      spy.mockRestore();
    }
    expect(whileBusy).toEqual([]);
  });
});
