/**
 * Which city checkout prices for (docs/product.md#checkout-and-payment): the city of the place the
 * sample is taken, as the API prices it (edge-api/src/routes/orders/order-price-location.ts). A
 * home collection's city is its pincode's service area's, known once the windows of the pincode
 * are read; a centre visit's is the centre's. Until it is known, the header's city stands and the
 * API refuses an order sent with another city's prices.
 */
import { type Location, locationNames, sampleCentreById } from "@vyom/catalog";
import type { PricedPlace } from "@vyom/catalog/contract";
import type { WindowsState } from "@/lib/collection-windows.ts";

export interface PricedAppointment {
  place: string;
  centreId?: string;
}

/** The city the appointment's place is priced for, or undefined while it is not known. */
export function priceCityOf(
  appointment: PricedAppointment,
  windows: WindowsState,
): Location | undefined {
  if (appointment.place === "centre") return sampleCentreById(appointment.centreId ?? "")?.location;
  if (appointment.place !== "home" || !("served" in windows) || !windows.served) return undefined;
  return windows.area.priceLocation ?? undefined;
}

export const pricedPlaceOf = (appointment: PricedAppointment): PricedPlace =>
  appointment.place === "centre" ? "centre" : "address";

/** What the person is told when checkout moves the prices to the place's city. */
export function pricesSwitchedNotice(from: Location, to: Location, place: PricedPlace): string {
  return `Prices are now for ${locationNames[to]}: this ${place} is in ${locationNames[to]}, not ${locationNames[from]}. Check the total before you pay.`;
}

/** When the device could not switch the prices itself: the person picks the city at the top. */
export function pricesNotSwitchedNotice(to: Location): string {
  return `The prices could not be switched to ${locationNames[to]}. Please choose ${locationNames[to]} as your city at the top of the page.`;
}
