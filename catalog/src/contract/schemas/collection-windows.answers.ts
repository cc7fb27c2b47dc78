/**
 * `GET /api/collection-windows`' answer, zod/mini: the app checks it without the query's classic
 * zod (collection-windows.ts).
 */
import * as z from "zod/mini";

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
    area: z.object({ id: z.string(), name: z.string() }),
    windows: z.array(CollectionWindow),
  }),
]);
export type CollectionWindowsAnswer = z.infer<typeof CollectionWindowsAnswer>;
