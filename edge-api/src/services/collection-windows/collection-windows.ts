/**
 * Home-collection windows with real capacity (docs/product.md#collection-windows). A window of a
 * day has the capacity the lab set for it (else its area's plan); a place in it is a claim:
 * `held` for the person while they pay, `booked` once the order is confirmed, `released` when
 * given back. A held place that ran out counts for nobody, so an abandoned payment frees its
 * place without a sweeper.
 *
 * Claims of one window take turns on that window's row (`for update`), so the count a claim reads
 * is the count it writes against: 100 people racing for the last 5 places get exactly 5.
 */
import type { Location } from "@vyom/catalog";
import { indiaDate, indiaTime, suitsFasting, WINDOW_HOLD_MINUTES } from "@vyom/catalog/contract";
import { and, asc, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  auditLog,
  collectionWindowPlans,
  collectionWindows,
  serviceAreaPincodes,
  serviceAreas,
  windowClaims,
} from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How far ahead a full window's alternatives are looked for. */
const ALTERNATIVE_DAYS = 7;
const ALTERNATIVES = 3;

export interface ServiceArea {
  id: string;
  name: string;
  /** The city whose prices an order collected here pays; null until the lab sets it. */
  priceLocation: Location | null;
}

export interface WindowPlaces {
  day: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  placesLeft: number;
  suitsFasting: boolean;
}

export interface WindowRef {
  areaId: string;
  day: string;
  startsAt: string;
}

export type ClaimOutcome =
  | { kind: "held"; claimId: string; heldUntil: Date }
  | { kind: "full"; alternatives: WindowPlaces[] }
  | { kind: "started" }
  | { kind: "no-such-window" };

export type ConfirmOutcome =
  | { kind: "booked"; window: WindowRef }
  | { kind: "lapsed"; window: WindowRef }
  | { kind: "no-claim" };

export async function areaOfPincode(
  db: Database,
  pincode: string,
): Promise<ServiceArea | undefined> {
  const [area] = await db
    .select({
      id: serviceAreas.id,
      name: serviceAreas.name,
      priceLocation: serviceAreas.priceLocation,
    })
    .from(serviceAreaPincodes)
    .innerJoin(serviceAreas, eq(serviceAreas.id, serviceAreaPincodes.areaId))
    .where(eq(serviceAreaPincodes.pincode, pincode));
  return area;
}

/** Claims that keep a place: booked, or held and not yet run out. */
const keepsAPlace = (now: Date) =>
  or(
    eq(windowClaims.state, "booked"),
    and(eq(windowClaims.state, "held"), gt(windowClaims.heldUntil, now)),
  );

/** A window has started once its start time has come, India time. */
export const windowHasStarted = (day: string, startsAt: string, now: Date) =>
  day < indiaDate(now) || (day === indiaDate(now) && startsAt <= indiaTime(now));

/**
 * An area's windows of one day by start time: its plan, where the desk's row for the day wins and
 * may add a window the plan lacks. A day's row is made from the plan at the first claim, so it
 * differs from the plan (`setForDay`) only when the desk set it.
 */
async function windowsOfAreaDay(db: Database | Transaction, areaId: string, day: string) {
  // One statement after the other, here and in the readers below: `db` may be a transaction, one
  // connection, which pg refuses a second statement while it runs one (deprecated now, an error in
  // pg 9); a claim's "full" answer reads the alternatives inside the claim's transaction.
  const plans = await db
    .select()
    .from(collectionWindowPlans)
    .where(eq(collectionWindowPlans.areaId, areaId));
  const set = await db
    .select()
    .from(collectionWindows)
    .where(and(eq(collectionWindows.areaId, areaId), eq(collectionWindows.day, day)));
  const windows = new Map<string, { endsAt: string; capacity: number; setForDay: boolean }>();
  for (const { startsAt, endsAt, capacity } of plans) {
    windows.set(startsAt, { endsAt, capacity, setForDay: false });
  }
  for (const { startsAt, endsAt, capacity } of set) {
    const plan = windows.get(startsAt);
    const setForDay = !plan || plan.capacity !== capacity || plan.endsAt !== endsAt;
    windows.set(startsAt, { endsAt, capacity, setForDay });
  }
  return windows;
}

/** The places kept (held for someone paying, or booked) in each window of an area's day. */
async function placesKept(db: Database | Transaction, areaId: string, day: string, now: Date) {
  const rows = await db
    .select({
      startsAt: windowClaims.startsAt,
      state: windowClaims.state,
      count: sql<number>`count(*)::int`,
    })
    .from(windowClaims)
    .where(and(eq(windowClaims.areaId, areaId), eq(windowClaims.day, day), keepsAPlace(now)))
    .groupBy(windowClaims.startsAt, windowClaims.state);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * The windows of one day in an area with the places left, earliest first; windows that have
 * started are left out.
 */
export async function windowsOfDay(
  db: Database | Transaction,
  input: { areaId: string; day: string; now: Date },
): Promise<WindowPlaces[]> {
  const { areaId, day, now } = input;
  const windows = await windowsOfAreaDay(db, areaId, day);
  const kept = await placesKept(db, areaId, day, now);
  const takenAt = (startsAt: string) =>
    kept.filter((row) => row.startsAt === startsAt).reduce((sum, row) => sum + row.count, 0);
  return [...windows]
    .filter(([startsAt]) => !windowHasStarted(day, startsAt, now))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([startsAt, { endsAt, capacity }]) => ({
      day,
      startsAt,
      endsAt,
      capacity,
      placesLeft: Math.max(0, capacity - takenAt(startsAt)),
      suitsFasting: suitsFasting(startsAt),
    }));
}

/** The next windows with a place, from the given one on (later that day, then the days after). */
export async function nextWindowsWithPlaces(
  db: Database | Transaction,
  input: WindowRef & { now: Date },
): Promise<WindowPlaces[]> {
  const found: WindowPlaces[] = [];
  const first = Date.parse(`${input.day}T00:00:00Z`);
  for (let offset = 0; offset < ALTERNATIVE_DAYS && found.length < ALTERNATIVES; offset++) {
    const day = new Date(first + offset * DAY_MS).toISOString().slice(0, 10);
    const windows = await windowsOfDay(db, { areaId: input.areaId, day, now: input.now });
    for (const window of windows) {
      if (offset === 0 && window.startsAt <= input.startsAt) continue;
      if (window.placesLeft > 0) found.push(window);
    }
  }
  return found.slice(0, ALTERNATIVES);
}

/** The window's row of that day, made from the plan if nobody has claimed in it yet; locked. */
async function lockWindow(tx: Transaction, ref: WindowRef) {
  const where = and(
    eq(collectionWindows.areaId, ref.areaId),
    eq(collectionWindows.day, ref.day),
    eq(collectionWindows.startsAt, ref.startsAt),
  );
  const [existing] = await tx.select().from(collectionWindows).where(where).for("update");
  if (existing) return existing;
  const [plan] = await tx
    .select()
    .from(collectionWindowPlans)
    .where(
      and(
        eq(collectionWindowPlans.areaId, ref.areaId),
        eq(collectionWindowPlans.startsAt, ref.startsAt),
      ),
    );
  if (!plan) return undefined;
  await tx
    .insert(collectionWindows)
    .values({ ...ref, endsAt: plan.endsAt, capacity: plan.capacity })
    .onConflictDoNothing();
  const [made] = await tx.select().from(collectionWindows).where(where).for("update");
  return made;
}

/** Places kept in the window by others than `holder`. */
async function placesTaken(tx: Transaction, ref: WindowRef, now: Date, holder: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(windowClaims)
    .where(
      and(
        eq(windowClaims.areaId, ref.areaId),
        eq(windowClaims.day, ref.day),
        eq(windowClaims.startsAt, ref.startsAt),
        keepsAPlace(now),
        ne(windowClaims.holder, holder),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Holds a place in a window for `holder` (an order or a booking) for WINDOW_HOLD_MINUTES. A holder
 * has one place at a time: claiming another window gives back the one it had.
 */
export async function claimWindow(
  db: Database | Transaction,
  input: WindowRef & { holder: string; now: Date },
): Promise<ClaimOutcome> {
  const { holder, now, ...ref } = input;
  if (windowHasStarted(ref.day, ref.startsAt, now)) return { kind: "started" };
  const outcome = await db.transaction(async (tx): Promise<ClaimOutcome | "full"> => {
    const window = await lockWindow(tx, ref);
    if (!window) return { kind: "no-such-window" };
    if ((await placesTaken(tx, ref, now, holder)) >= window.capacity) return "full";
    await tx
      .update(windowClaims)
      .set({ state: "released", updatedAt: now })
      .where(and(eq(windowClaims.holder, holder), ne(windowClaims.state, "released")));
    const heldUntil = new Date(now.getTime() + WINDOW_HOLD_MINUTES * MINUTE_MS);
    const [claim] = await tx
      .insert(windowClaims)
      .values({ ...ref, holder, state: "held", heldUntil, createdAt: now, updatedAt: now })
      .returning({ id: windowClaims.id });
    if (!claim) throw new Error("window claim insert returned no row");
    return { kind: "held", claimId: claim.id, heldUntil };
  });
  if (outcome !== "full") return outcome;
  // Read after the transaction: the alternatives need no lock, only a fresh count.
  return { kind: "full", alternatives: await nextWindowsWithPlaces(db, { ...ref, now }) };
}

/**
 * The holder's place becomes booked (its payment succeeded, or it pays at collection). A hold
 * that ran out is booked still if the window has a place; otherwise it has lapsed and the desk
 * must offer another window.
 */
export async function confirmClaim(
  db: Database | Transaction,
  input: { holder: string; now: Date },
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [claim] = await tx
      .select()
      .from(windowClaims)
      .where(and(eq(windowClaims.holder, input.holder), ne(windowClaims.state, "released")))
      .orderBy(asc(windowClaims.createdAt));
    if (!claim) return { kind: "no-claim" };
    const window: WindowRef = { areaId: claim.areaId, day: claim.day, startsAt: claim.startsAt };
    if (claim.state === "booked") return { kind: "booked", window };
    const locked = await lockWindow(tx, window);
    const stillHeld = claim.heldUntil !== null && claim.heldUntil > input.now;
    if (!stillHeld) {
      const taken = await placesTaken(tx, window, input.now, input.holder);
      if (!locked || taken >= locked.capacity) return { kind: "lapsed", window };
    }
    await tx
      .update(windowClaims)
      .set({ state: "booked", heldUntil: null, updatedAt: input.now })
      .where(eq(windowClaims.id, claim.id));
    return { kind: "booked", window };
  });
}

/** Gives the holder's place back (a failed payment, a cancellation, a reschedule). */
export async function releaseClaim(
  db: Database | Transaction,
  input: { holder: string; now: Date },
): Promise<boolean> {
  const released = await db
    .update(windowClaims)
    .set({ state: "released", updatedAt: input.now })
    .where(and(eq(windowClaims.holder, input.holder), ne(windowClaims.state, "released")))
    .returning({ id: windowClaims.id });
  return released.length > 0;
}

export interface WindowLoad {
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  held: number;
  setForDay: boolean;
}

/**
 * The desk's view of one area's day (docs/product.md#booking-desk): every window, started or not,
 * with its capacity and the places booked and held in it.
 */
export async function loadOfDay(
  db: Database | Transaction,
  input: { areaId: string; day: string; now: Date },
): Promise<WindowLoad[]> {
  const { areaId, day, now } = input;
  const windows = await windowsOfAreaDay(db, areaId, day);
  const kept = await placesKept(db, areaId, day, now);
  const count = (startsAt: string, state: string) =>
    kept.find((row) => row.startsAt === startsAt && row.state === state)?.count ?? 0;
  return [...windows]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([startsAt, window]) => ({
      startsAt,
      endsAt: window.endsAt,
      capacity: window.capacity,
      booked: count(startsAt, "booked"),
      held: count(startsAt, "held"),
      setForDay: window.setForDay,
    }));
}

export type CapacityOutcome =
  | { kind: "set"; before: number; after: number }
  | { kind: "below-taken"; taken: number }
  | { kind: "no-such-window" };

/**
 * The desk sets one window's capacity for one day. It locks the window's row like a claim does,
 * so a claim and a capacity change take turns: the capacity never ends below the places kept
 * (booked, or held for someone paying) in it.
 */
export async function setDayCapacity(
  db: Database | Transaction,
  input: WindowRef & { capacity: number; actor: string; now: Date },
): Promise<CapacityOutcome> {
  const { capacity, actor, now, ...ref } = input;
  return db.transaction(async (tx): Promise<CapacityOutcome> => {
    const window = await lockWindow(tx, ref);
    if (!window) return { kind: "no-such-window" };
    // Nobody's holder is "": every place kept in the window counts.
    const taken = await placesTaken(tx, ref, now, "");
    if (capacity < taken) return { kind: "below-taken", taken };
    await tx
      .update(collectionWindows)
      .set({ capacity })
      .where(
        and(
          eq(collectionWindows.areaId, ref.areaId),
          eq(collectionWindows.day, ref.day),
          eq(collectionWindows.startsAt, ref.startsAt),
        ),
      );
    await tx.insert(auditLog).values({
      actor,
      action: "set-capacity",
      subject: `window:${ref.areaId}/${ref.day}/${ref.startsAt}`,
      before: { capacity: window.capacity },
      after: { capacity },
      at: now,
    });
    return { kind: "set", before: window.capacity, after: capacity };
  });
}
