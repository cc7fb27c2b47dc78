/**
 * Whom the desk should assign a visit to (docs/product.md#booking-desk). A technician has room on
 * a day while fewer than TECHNICIAN_DAILY_CAPACITY of that day's visits (any not cancelled) are
 * assigned to them. The suggestion is the active technician of the visit's area with room and the
 * fewest visits that day (then by name); the others are listed after, so the dispatcher may still
 * choose anyone active. A visit without a window, or an area with nobody free, has no suggestion.
 */
import { TECHNICIAN_DAILY_CAPACITY } from "@vyom/catalog/contract";
import type { TechnicianSuggestions } from "@vyom/catalog/contract/schemas";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { collectionVisits, technicians } from "../../db/schema.ts";

export async function technicianSuggestions(
  db: Database,
  visitId: string,
): Promise<TechnicianSuggestions | undefined> {
  const [visit] = await db
    .select({ areaId: collectionVisits.areaId, day: collectionVisits.day })
    .from(collectionVisits)
    .where(eq(collectionVisits.id, visitId));
  if (!visit) return undefined;
  const team = await db
    .select({ id: technicians.id, name: technicians.name, areaId: technicians.areaId })
    .from(technicians)
    .where(eq(technicians.active, true))
    .limit(1000);
  const loads =
    visit.day === null || team.length === 0
      ? []
      : await db
          .select({ technicianId: collectionVisits.technicianId, visits: count() })
          .from(collectionVisits)
          .where(
            and(
              eq(collectionVisits.day, visit.day),
              ne(collectionVisits.status, "cancelled"),
              inArray(
                collectionVisits.technicianId,
                team.map((member) => member.id),
              ),
            ),
          )
          .groupBy(collectionVisits.technicianId);
  const listed = team
    .map((member) => {
      const visitsThatDay = loads.find((load) => load.technicianId === member.id)?.visits ?? 0;
      return {
        ...member,
        sameArea: visit.areaId !== null && member.areaId === visit.areaId,
        visitsThatDay,
        hasRoom: visitsThatDay < TECHNICIAN_DAILY_CAPACITY,
      };
    })
    .sort(
      (a, b) =>
        Number(b.sameArea) - Number(a.sameArea) ||
        Number(b.hasRoom) - Number(a.hasRoom) ||
        a.visitsThatDay - b.visitsThatDay ||
        a.name.localeCompare(b.name),
    );
  const best = listed[0];
  return {
    capacity: TECHNICIAN_DAILY_CAPACITY,
    suggested: visit.day !== null && best?.sameArea && best.hasRoom ? best.id : null,
    technicians: listed,
  };
}
