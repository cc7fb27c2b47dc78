/** The service areas and their usual windows, for the desk's filters and day view. */
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { collectionWindowPlans, serviceAreas } from "../../db/schema.ts";

export async function listAreas(db: Database) {
  const [areas, plans] = await Promise.all([
    db.select().from(serviceAreas).orderBy(asc(serviceAreas.name)),
    db.select().from(collectionWindowPlans).orderBy(asc(collectionWindowPlans.startsAt)),
  ]);
  return areas.map(({ id, name }) => ({
    id,
    name,
    windows: plans.filter((plan) => plan.areaId === id).map((plan) => plan.startsAt),
  }));
}
