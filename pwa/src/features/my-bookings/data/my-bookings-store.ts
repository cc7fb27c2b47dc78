/**
 * The device's copy of "My bookings" (docs/product.md#my-bookings): the last list the server
 * answered, so the screen opens offline "as of" that time. One person's at a time: saving one
 * customer's list removes any other's, and logout removes it (db/session.ts).
 */
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { db } from "@/db/database.ts";

export interface StoredBookings {
  bookings: MyBooking[];
  syncedAt: Date;
}

export async function saveBookings(
  owner: string,
  bookings: MyBooking[],
  syncedAt: Date,
): Promise<void> {
  await db.transaction("rw", db.myBookings, async () => {
    await db.myBookings.where("owner").notEqual(owner).delete();
    await db.myBookings.put({ owner, bookings, syncedAt: syncedAt.getTime() });
  });
}

/** Replaces one booking in the stored list (after a reschedule or a cancel). */
export async function saveBooking(owner: string, booking: MyBooking, at: Date): Promise<void> {
  await db.transaction("rw", db.myBookings, async () => {
    const stored = await db.myBookings.get(owner);
    if (!stored) return;
    const bookings = stored.bookings.map((b) => (b.key === booking.key ? booking : b));
    await db.myBookings.put({ owner, bookings, syncedAt: Math.max(stored.syncedAt, at.getTime()) });
  });
}

export async function readBookings(owner: string): Promise<StoredBookings | undefined> {
  const stored = await db.myBookings.get(owner);
  return stored && { bookings: stored.bookings, syncedAt: new Date(stored.syncedAt) };
}
