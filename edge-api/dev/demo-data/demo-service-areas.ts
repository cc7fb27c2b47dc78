/**
 * The development database's service areas: the cities the demo serves, each priced for its city,
 * a few pincodes each, and the six two-hour windows of docs/product.md#collection-windows. A real
 * lab loads its own (`npm run service-areas`, services/collection-windows/service-areas.ts);
 * nothing here runs in production.
 */
import type { Location } from "@vyom/catalog";
import { collectionWindowPlans, serviceAreaPincodes, serviceAreas } from "../../src/db/schema.ts";
import type { Transaction } from "../../src/db/types.ts";

const AREAS: { id: string; name: string; priceLocation: Location; pincodes: string[] }[] = [
  {
    id: "chennai",
    name: "Chennai",
    priceLocation: "chennai",
    pincodes: ["600001", "600020", "600041", "600042"],
  },
  {
    id: "bengaluru",
    name: "Bengaluru",
    priceLocation: "banglore",
    pincodes: ["560017", "560034", "560076"],
  },
  { id: "vijayawada", name: "Vijayawada", priceLocation: "andhraPradesh", pincodes: ["520010"] },
  {
    id: "visakhapatnam",
    name: "Visakhapatnam",
    priceLocation: "andhraPradesh",
    pincodes: ["530017"],
  },
  {
    id: "tirunelveli",
    name: "Tirunelveli",
    priceLocation: "tirunelveli",
    pincodes: ["627002", "627011"],
  },
  { id: "mysuru", name: "Mysuru", priceLocation: "mysore", pincodes: ["570001", "570017"] },
];
const WINDOWS = [
  ["07:00", "09:00"],
  ["09:00", "11:00"],
  ["11:00", "13:00"],
  ["13:00", "15:00"],
  ["15:00", "17:00"],
  ["17:00", "19:00"],
] as const;
const CAPACITY = 8;

/** Adds the demo areas that are missing; returns how many areas were added. */
export async function seedDemoServiceAreas(tx: Transaction): Promise<number> {
  const added = await tx
    .insert(serviceAreas)
    .values(AREAS.map(({ id, name, priceLocation }) => ({ id, name, priceLocation })))
    .onConflictDoNothing()
    .returning({ id: serviceAreas.id });
  const fresh = AREAS.filter((area) => added.some((row) => row.id === area.id));
  if (fresh.length === 0) return 0;
  await tx
    .insert(serviceAreaPincodes)
    .values(
      fresh.flatMap(({ id, pincodes }) => pincodes.map((pincode) => ({ pincode, areaId: id }))),
    )
    .onConflictDoNothing();
  await tx
    .insert(collectionWindowPlans)
    .values(
      fresh.flatMap(({ id }) =>
        WINDOWS.map(([startsAt, endsAt]) => ({ areaId: id, startsAt, endsAt, capacity: CAPACITY })),
      ),
    )
    .onConflictDoNothing();
  return fresh.length;
}
