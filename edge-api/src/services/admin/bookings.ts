/**
 * The admin's list of home-collection bookings (routes/admin/admin.routes.ts): newest first, a
 * page at a time, optionally only those whose mobile number contains some digits.
 */
import { count, desc, like } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema.ts";

export interface BookingsPage {
  /** Digits the booking's mobile number must contain. */
  mobile?: string;
  page: number;
  pageSize: number;
}

export async function listBookings(db: Database, { mobile, page, pageSize }: BookingsPage) {
  const where = mobile ? like(bookings.mobileNumber, `%${mobile}%`) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        name: bookings.name,
        mobileNumber: bookings.mobileNumber,
        date: bookings.collectionDate,
        pincode: bookings.pincode,
        policyValue: bookings.policyValue,
        status: bookings.status,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
