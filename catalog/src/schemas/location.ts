import { z } from "zod";
import { locationIds } from "../location-ids.ts";

export {
  type CityPriceField,
  cityPriceField,
  defaultLocation,
  type Location,
  locationIds,
} from "../location-ids.ts";

export const locationSchema = z.enum(locationIds);

/** A city's price: rupees, or `'NA'` where the city does not offer the item. */
export const cityPriceSchema = z.union([z.number().int().positive(), z.literal("NA")]);
export type CityPrice = z.infer<typeof cityPriceSchema>;
