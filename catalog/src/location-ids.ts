/**
 * The location identifiers (docs/product.md#locations-and-prices) as plain constants, with no zod:
 * the app shell (location selector, stored location) imports these on every page, and the schemas
 * beside them must not pull zod into the first load. schemas/location.ts builds its schema from
 * this list.
 */
export const locationIds = [
  "chennai",
  "banglore",
  "andhraPradesh",
  "tirunelveli",
  "mysore",
] as const;

/** The misspelling `banglore` is the stored value (docs/product.md#locations-and-prices). */
export type Location = (typeof locationIds)[number];

export const defaultLocation: Location = "chennai";

/** The per-city price field of a test entry, e.g. `chennaiPrice`. */
export type CityPriceField = `${Location}Price`;

export const cityPriceField = (location: Location): CityPriceField => `${location}Price`;
