import { cityPriceField, type Location } from "./location-ids.ts";
import type { HealthPackage } from "./schemas/health-package.ts";
import type { ImagingItem } from "./schemas/imaging-item.ts";
import type { CityPrice } from "./schemas/location.ts";
import type { TestEntry } from "./schemas/test-entry.ts";

export type Priceable = TestEntry | ImagingItem | HealthPackage;

/** An item's price in one city; not offered where the data says `'NA'`. */
export type PriceAt = { offered: true; price: number } | { offered: false };

const fromCityPrice = (price: CityPrice): PriceAt =>
  price === "NA" ? { offered: false } : { offered: true, price };

/**
 * Lab tests carry `${location}Price` fields, imaging items a `prices` record, and packages one
 * `currentPrice` for every city (docs/product.md#locations-and-prices).
 */
export function priceOf(item: Priceable, location: Location): PriceAt {
  if ("prices" in item) return fromCityPrice(item.prices[location]);
  if (item.type === "healthPackage") return { offered: true, price: item.currentPrice };
  return fromCityPrice(item[cityPriceField(location)]);
}

/**
 * Indian digit grouping: 1699 → "₹1,699", 100000 → "₹1,00,000", whole rupees. By hand on
 * purpose: building `Intl.NumberFormat("en-IN", { style: "currency" })` loads locale data that
 * cost 88 ms of one blocking task on Lighthouse's slowed phone, on every page that shows a price.
 * pricing.test.ts checks it against Intl.
 */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}₹${rest ? `${rest},` : ""}${lastThree}`;
}
