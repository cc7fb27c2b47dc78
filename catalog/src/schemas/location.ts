import { z } from "zod";

/** The spec's location identifiers (section 4). The misspelling `banglore` is the stored value. */
export const locationIds = [
  "chennai",
  "banglore",
  "andhraPradesh",
  "tirunelveli",
  "mysore",
] as const;

export const locationSchema = z.enum(locationIds);
export type Location = z.infer<typeof locationSchema>;

export const defaultLocation: Location = "chennai";

/** A city's price: rupees, or `'NA'` where the city does not offer the item. */
export const cityPriceSchema = z.union([z.number().int().positive(), z.literal("NA")]);
export type CityPrice = z.infer<typeof cityPriceSchema>;

/** The per-city price field of a test entry, e.g. `chennaiPrice`. */
export type CityPriceField = `${Location}Price`;

export const cityPriceField = (location: Location): CityPriceField => `${location}Price`;
