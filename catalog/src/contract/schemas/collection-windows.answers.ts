/**
 * `GET /api/collection-windows`' answer, zod/mini: the app checks it without the query's classic
 * zod (collection-windows.ts).
 */
import * as z from "zod/mini";
import { locationIds } from "../../location-ids.ts";

export const CollectionWindow = z.object({
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  placesLeft: z.int(),
  suitsFasting: z.boolean(),
});

export const CollectionWindowsAnswer = z.discriminatedUnion("served", [
  z.object({ served: z.literal(false), message: z.string() }),
  z.object({
    served: z.literal(true),
    /**
     * `priceLocation`: the city whose prices an order at this pincode pays (null while the lab has
     * not given the area one: such an order is refused). The API always sends it; an answer
     * without it is read as not known.
     */
    area: z.object({
      id: z.string(),
      name: z.string(),
      priceLocation: z.optional(z.nullable(z.enum(locationIds))),
    }),
    windows: z.array(CollectionWindow),
  }),
]);
export type CollectionWindowsAnswer = z.infer<typeof CollectionWindowsAnswer>;
