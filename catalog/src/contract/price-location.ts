/**
 * Which city an order is priced for (docs/product.md#checkout-and-payment): the city of the place
 * the sample is taken, never the one the client says. A home collection is priced at its address's
 * service area's city, a centre visit at the centre's. Zod-free: the checkout says these words too.
 */
import { brand } from "../brand.ts";
import type { Location } from "../location-ids.ts";
import { locationNames } from "../locations.ts";

/** Where the sample is taken: the collection address, or the centre visited. */
export type PricedPlace = "address" | "centre";

export const priceLocationMessages = {
  /** A served pincode whose area the lab has not given a city's prices yet. */
  notPriced: `We cannot price a home collection at this pincode yet. Please call us on ${brand.phone.display} to book.`,
} as const;

/** The refusal of an order sent with another city's prices than its place's. */
export function pricedElsewhereMessage(
  shown: Location,
  priced: Location,
  place: PricedPlace,
): string {
  return `Prices shown were for ${locationNames[shown]}; this ${place} in ${locationNames[priced]} is priced for ${locationNames[priced]}. Check the prices and place the order again.`;
}

/** Said once a legacy customer's first login selected the city their pincode is priced for. */
export function pincodeCityNotice(location: Location, pincode: string): string {
  return `Prices are now for ${locationNames[location]}: your pincode ${pincode} is in ${locationNames[location]}. You can change the city at the top of the page.`;
}
