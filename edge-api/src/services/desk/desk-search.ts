/**
 * The desk's search (docs/product.md#booking-desk) as one condition on `collection_visits`, each
 * kind answered through an index: a whole mobile number by `collection_visits_mobile_idx`, a
 * reference by the subject's unique index (a "VY-" reference by `bookings_reference_idx` and
 * `orders_reference_idx`, a booking's "BK-" form by a range of the bookings' primary key), and a name by `lower(name) LIKE 'prefix%'` on the `text_pattern_ops` expression
 * indexes `bookings_name_lower_idx` and `users_name_lower_idx` (db/schema.ts): the start of the
 * name, any case. An order is found by its account holder's name (its members' names live in
 * JSON, which no index reaches). Part of a mobile number scans within the other filters, as before.
 */
import type { DeskSearch } from "@vyom/catalog/contract";
import { and, eq, gte, inArray, like, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, collectionVisits, orders, users } from "../../db/schema.ts";
import { orderSubjects } from "../collection-visits/visit-subjects.ts";

export function searchCondition(db: Database, search: DeskSearch): SQL | undefined {
  switch (search.kind) {
    case "mobile":
      return search.digits.length === 10
        ? eq(collectionVisits.mobileNumber, search.digits)
        : like(collectionVisits.mobileNumber, `%${search.digits}%`);
    case "order":
      return inArray(collectionVisits.subject, orderSubjects(search.orderId));
    case "reference":
      return or(
        inArray(
          collectionVisits.subject,
          db
            .select({ subject: sql<string>`'booking:' || ${bookings.id}::text` })
            .from(bookings)
            .where(eq(bookings.reference, search.reference)),
        ),
        sql`${collectionVisits.subject} in (
          select 'order:' || ${orders.orderId} || suffix.text
          from ${orders}
          cross join (values (''), (':post-meal')) as suffix(text)
          where ${orders.reference} = ${search.reference})`,
      );
    case "booking":
      return eq(collectionVisits.subject, `booking:${search.id}`);
    case "booking-prefix":
      return inArray(
        collectionVisits.subject,
        db
          .select({ subject: sql<string>`'booking:' || ${bookings.id}::text` })
          .from(bookings)
          .where(
            and(
              gte(bookings.id, `${search.hex}-0000-0000-0000-000000000000`),
              lte(bookings.id, `${search.hex}-ffff-ffff-ffff-ffffffffffff`),
            ),
          ),
      );
    case "name": {
      // readDeskSearch lets no % or _ into a name, so the prefix is a LIKE pattern as it is.
      const pattern = `${search.prefix}%`;
      return or(
        inArray(
          collectionVisits.subject,
          db
            .select({ subject: sql<string>`'booking:' || ${bookings.id}::text` })
            .from(bookings)
            .where(like(sql`lower(${bookings.name})`, pattern)),
        ),
        // An order's visit and its post-meal one (visit-subjects.ts), by the orderer's name.
        sql`${collectionVisits.subject} in (
          select 'order:' || ${orders.orderId} || suffix.text
          from ${orders}
          join ${users} on ${users.id} = ${orders.userId}
          cross join (values (''), (':post-meal')) as suffix(text)
          where lower(${users.name}) like ${pattern})`,
      );
    }
  }
}
