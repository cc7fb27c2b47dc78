/**
 * Scan slots at a centre (docs/product.md#scan-booking), kept as home-collection windows are
 * (services/collection-windows/collection-windows.ts): a slot of a centre's machine on a day has
 * its kind of machine's capacity (catalog/src/contract/scan-slots.ts) unless the lab set that day
 * otherwise; a place in it is a claim, `held` for the person while they pay, `booked` once paid or
 * chosen to pay at the centre, `released` when given back. A held place that ran out counts for
 * nobody, so an abandoned payment frees its place without a sweeper.
 *
 * Claims of one slot take turns on that slot's row (`for update`), so the count a claim reads is
 * the count it writes against: two people racing for the last place get one place between them.
 */
import type { Centre, CentreService } from "@vyom/catalog";
import {
  indiaDate,
  indiaTime,
  scanSlotCapacity,
  scanSlotsOfDay,
  WINDOW_HOLD_MINUTES,
} from "@vyom/catalog/contract";
import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { centreSlotClaims, centreSlots, orders } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";

const MINUTE_MS = 60_000;

export interface SlotRef {
  centreId: string;
  modality: CentreService;
  day: string;
  timeSlot: string;
}

export interface SlotPlaces {
  day: string;
  timeSlot: string;
  placesLeft: number;
}

export type SlotClaimOutcome =
  | { kind: "held"; heldUntil: Date }
  | { kind: "full" }
  | { kind: "started" }
  | { kind: "closed" };

/** A slot has started once its start time has come, India time. */
export const slotHasStarted = (day: string, timeSlot: string, now: Date) =>
  day < indiaDate(now) || (day === indiaDate(now) && timeSlot.slice(0, 5) <= indiaTime(now));

/** Claims that keep a place: booked, or held and not yet run out. */
const keepsAPlace = (now: Date) =>
  or(
    eq(centreSlotClaims.state, "booked"),
    and(eq(centreSlotClaims.state, "held"), gt(centreSlotClaims.heldUntil, now)),
  );

const ofCentreDay = (centreId: string, modality: string, day: string) =>
  and(
    eq(centreSlotClaims.centreId, centreId),
    eq(centreSlotClaims.modality, modality),
    eq(centreSlotClaims.day, day),
  );

/**
 * The slots of a day at a centre for one machine, with the places left, earliest first; slots
 * that have started are left out, and so is every slot of a day the centre is closed.
 */
export async function slotsOfDay(
  db: Database | Transaction,
  input: { centre: Centre; modality: CentreService; day: string; now: Date },
): Promise<SlotPlaces[]> {
  const { centre, modality, day, now } = input;
  // One statement after the other: `db` may be a transaction (one connection).
  const set = await db
    .select({ timeSlot: centreSlots.timeSlot, capacity: centreSlots.capacity })
    .from(centreSlots)
    .where(
      and(
        eq(centreSlots.centreId, centre.id),
        eq(centreSlots.modality, modality),
        eq(centreSlots.day, day),
      ),
    );
  const kept = await db
    .select({ timeSlot: centreSlotClaims.timeSlot, count: sql<number>`count(*)::int` })
    .from(centreSlotClaims)
    .where(and(ofCentreDay(centre.id, modality, day), keepsAPlace(now)))
    .groupBy(centreSlotClaims.timeSlot);
  const capacityOf = (timeSlot: string) =>
    set.find((row) => row.timeSlot === timeSlot)?.capacity ?? scanSlotCapacity[modality];
  const takenAt = (timeSlot: string) =>
    Number(kept.find((row) => row.timeSlot === timeSlot)?.count ?? 0);
  return scanSlotsOfDay(centre, day)
    .filter((timeSlot) => !slotHasStarted(day, timeSlot, now))
    .map((timeSlot) => ({
      day,
      timeSlot,
      placesLeft: Math.max(0, capacityOf(timeSlot) - takenAt(timeSlot)),
    }));
}

/** The slot's row of that day, made with its machine's capacity on the first claim; locked. */
export async function lockSlot(tx: Transaction, ref: SlotRef) {
  const where = and(
    eq(centreSlots.centreId, ref.centreId),
    eq(centreSlots.modality, ref.modality),
    eq(centreSlots.day, ref.day),
    eq(centreSlots.timeSlot, ref.timeSlot),
  );
  const [existing] = await tx.select().from(centreSlots).where(where).for("update");
  if (existing) return existing;
  await tx
    .insert(centreSlots)
    .values({ ...ref, capacity: scanSlotCapacity[ref.modality] })
    .onConflictDoNothing();
  const [made] = await tx.select().from(centreSlots).where(where).for("update");
  if (!made) throw new Error("centre slot row missing after insert");
  return made;
}

/** Places kept in the slot by others than `holder`. */
async function placesTaken(tx: Transaction, ref: SlotRef, now: Date, holder: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(centreSlotClaims)
    .where(
      and(
        ofCentreDay(ref.centreId, ref.modality, ref.day),
        eq(centreSlotClaims.timeSlot, ref.timeSlot),
        keepsAPlace(now),
        ne(centreSlotClaims.holder, holder),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Holds a place in the slot for `holder` for WINDOW_HOLD_MINUTES, or books it at once
 * (`book: true`, a visit paid at the centre). Call inside the placing transaction: a full slot
 * then books nothing. The centre must do the scan (the order schema checks it).
 */
export async function claimSlot(
  tx: Transaction,
  input: SlotRef & { centre: Centre; holder: string; book: boolean; now: Date },
): Promise<SlotClaimOutcome> {
  const { centre, holder, book, now, ...ref } = input;
  if (!(scanSlotsOfDay(centre, ref.day) as string[]).includes(ref.timeSlot)) {
    return { kind: "closed" };
  }
  if (slotHasStarted(ref.day, ref.timeSlot, now)) return { kind: "started" };
  const slot = await lockSlot(tx, ref);
  if ((await placesTaken(tx, ref, now, holder)) >= slot.capacity) return { kind: "full" };
  const heldUntil = new Date(now.getTime() + WINDOW_HOLD_MINUTES * MINUTE_MS);
  await tx.insert(centreSlotClaims).values({
    ...ref,
    holder,
    state: book ? "booked" : "held",
    heldUntil: book ? null : heldUntil,
    createdAt: now,
    updatedAt: now,
  });
  return { kind: "held", heldUntil };
}

export type SlotConfirmOutcome = "booked" | "lapsed" | "no-claim";

/**
 * The holder's place becomes booked (its payment succeeded). A hold that ran out is booked still
 * if the slot has a place; otherwise it has lapsed, and the centre's desk offers another slot.
 */
export async function confirmSlot(
  tx: Transaction,
  input: { holder: string; now: Date },
): Promise<SlotConfirmOutcome> {
  const [claim] = await tx
    .select()
    .from(centreSlotClaims)
    .where(and(eq(centreSlotClaims.holder, input.holder), ne(centreSlotClaims.state, "released")));
  if (!claim) return "no-claim";
  if (claim.state === "booked") return "booked";
  const ref: SlotRef = {
    centreId: claim.centreId,
    modality: claim.modality as CentreService,
    day: claim.day,
    timeSlot: claim.timeSlot,
  };
  const slot = await lockSlot(tx, ref);
  const stillHeld = claim.heldUntil !== null && claim.heldUntil > input.now;
  if (!stillHeld && (await placesTaken(tx, ref, input.now, input.holder)) >= slot.capacity) {
    return "lapsed";
  }
  await tx
    .update(centreSlotClaims)
    .set({ state: "booked", heldUntil: null, updatedAt: input.now })
    .where(eq(centreSlotClaims.id, claim.id));
  return "booked";
}

/** When the holder's place stops being held (none once booked or released). */
export async function slotHeldUntil(
  db: Database | Transaction,
  holder: string,
): Promise<Date | undefined> {
  const [claim] = await db
    .select({ heldUntil: centreSlotClaims.heldUntil })
    .from(centreSlotClaims)
    .where(and(eq(centreSlotClaims.holder, holder), eq(centreSlotClaims.state, "held")));
  return claim?.heldUntil ?? undefined;
}

/**
 * A centre machine's day: all its places, and those booked by orders to pay at the centre (no
 * payment behind them). Locks the day's first slot row, so concurrent orders to pay at the centre
 * that day are counted one after another (services/orders/order-limits.ts).
 */
export async function unpaidPlacesOfDay(
  tx: Transaction,
  input: { centre: Centre; modality: CentreService; day: string },
): Promise<{ places: number; unpaid: number }> {
  const { centre, modality, day } = input;
  const slots = scanSlotsOfDay(centre, day);
  const [first] = slots;
  if (!first) return { places: 0, unpaid: 0 };
  await lockSlot(tx, { centreId: centre.id, modality, day, timeSlot: first });
  const set = await tx
    .select({ timeSlot: centreSlots.timeSlot, capacity: centreSlots.capacity })
    .from(centreSlots)
    .where(
      and(
        eq(centreSlots.centreId, centre.id),
        eq(centreSlots.modality, modality),
        eq(centreSlots.day, day),
      ),
    );
  const places = slots.reduce(
    (sum, timeSlot) =>
      sum + (set.find((row) => row.timeSlot === timeSlot)?.capacity ?? scanSlotCapacity[modality]),
    0,
  );
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(centreSlotClaims)
    .innerJoin(orders, sql`${centreSlotClaims.holder} = 'order:' || ${orders.orderId}`)
    .where(
      and(
        ofCentreDay(centre.id, modality, day),
        eq(centreSlotClaims.state, "booked"),
        eq(orders.status, "pay-at-collection"),
      ),
    );
  return { places, unpaid: Number(row?.count ?? 0) };
}
