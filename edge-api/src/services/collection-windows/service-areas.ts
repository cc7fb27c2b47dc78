/**
 * The lab's service areas as an operator loads them (`npm run service-areas -- <file.json>`,
 * docs/deploy.md): each area's name, the city whose prices its orders pay, the pincodes it serves
 * and its usual windows with their capacity. Loading is an upsert in one transaction: a file loaded again changes what it says and
 * keeps everything else (a day's capacity the desk set, claims, visits). A pincode moves to the
 * area that names it; nothing is deleted, so a booked visit never loses its area.
 */

import { locationIds } from "@vyom/catalog";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { collectionWindowPlans, serviceAreaPincodes, serviceAreas } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time is HH:MM (India time)");

export const ServiceAreasFile = z
  .array(
    z
      .object({
        id: z
          .string()
          .regex(/^[a-z][a-z0-9-]{1,39}$/, "an area id is lowercase letters, digits, -"),
        name: z.string().trim().min(1).max(80),
        // Required, even when loading an area again: an area with no city cannot be priced, and
        // orders collected in it are refused (docs/product.md#checkout-and-payment).
        priceLocation: z.enum(locationIds, {
          error: `priceLocation is the city whose prices the area pays: ${locationIds.join(", ")}`,
        }),
        pincodes: z.array(z.string().regex(/^\d{6}$/, "a pincode is 6 digits")).min(1),
        windows: z
          .array(
            z
              .object({ startsAt: time, endsAt: time, capacity: z.number().int().min(0).max(500) })
              .refine((w) => w.startsAt < w.endsAt, "a window ends after it starts"),
          )
          .min(1),
      })
      .strict(),
  )
  .min(1)
  .refine(
    (areas) =>
      new Set(areas.flatMap((a) => a.pincodes)).size === areas.flatMap((a) => a.pincodes).length,
    "a pincode is served by one area only",
  );
export type ServiceAreasFile = z.infer<typeof ServiceAreasFile>;

export async function loadServiceAreas(tx: Transaction, areas: ServiceAreasFile) {
  await tx
    .insert(serviceAreas)
    .values(areas.map(({ id, name, priceLocation }) => ({ id, name, priceLocation })))
    .onConflictDoUpdate({
      target: serviceAreas.id,
      set: { name: sql`excluded.name`, priceLocation: sql`excluded.price_location` },
    });
  const pincodes = areas.flatMap(({ id, pincodes }) =>
    pincodes.map((pincode) => ({ pincode, areaId: id })),
  );
  await tx
    .insert(serviceAreaPincodes)
    .values(pincodes)
    .onConflictDoUpdate({
      target: serviceAreaPincodes.pincode,
      set: { areaId: sql`excluded.area_id` },
    });
  const windows = areas.flatMap(({ id, windows }) => windows.map((w) => ({ areaId: id, ...w })));
  await tx
    .insert(collectionWindowPlans)
    .values(windows)
    .onConflictDoUpdate({
      target: [collectionWindowPlans.areaId, collectionWindowPlans.startsAt],
      set: { endsAt: sql`excluded.ends_at`, capacity: sql`excluded.capacity` },
    });
  return { areas: areas.length, pincodes: pincodes.length, windows: windows.length };
}
