/**
 * The city an order is priced for: the city of the place its sample is taken (a home collection's
 * address, through its pincode's service area, or the centre visited), never the `location` the
 * client sends (docs/product.md#checkout-and-payment, docs/security.md#payments-razorpay). The
 * client's `location` must still name that city: its prices are the ones the customer saw, so an
 * order sent with another city's is refused for the app to price again, never charged other than
 * shown.
 */
import { type Location, sampleCentreById } from "@vyom/catalog";
import {
  type PricedPlace,
  pricedElsewhereMessage,
  priceLocationMessages,
  windowMessages,
} from "@vyom/catalog/contract";
import type { OrderRequest, PricedElsewhereAnswer } from "@vyom/catalog/contract/schemas";
import type { Database } from "../../db/client.ts";
import {
  areaOfPincode,
  type ServiceArea,
} from "../../services/collection-windows/collection-windows.ts";

export type PriceLocationOutcome =
  /** `area` is the home collection's service area (none for a visit to the centre). */
  | { kind: "priced"; location: Location; area: ServiceArea | undefined }
  | { kind: "not-served"; body: { error: "not-served"; message: string } }
  /** A served pincode whose area the lab has given no price city: the operator must set it. */
  | { kind: "not-priced"; areaId: string; body: { error: "not-priced"; message: string } }
  | { kind: "priced-elsewhere"; body: PricedElsewhereAnswer };

export async function priceLocationOf(
  db: Database,
  order: Pick<OrderRequest, "appointment" | "address" | "location">,
): Promise<PriceLocationOutcome> {
  let location: Location;
  let area: ServiceArea | undefined;
  let place: PricedPlace;
  if (order.appointment.place === "home") {
    // The order schema refuses a home collection without an address.
    const pincode = order.address?.pincode ?? "";
    area = await areaOfPincode(db, pincode);
    if (!area) {
      return {
        kind: "not-served",
        body: { error: "not-served", message: windowMessages.notServed },
      };
    }
    if (!area.priceLocation) {
      return {
        kind: "not-priced",
        areaId: area.id,
        body: { error: "not-priced", message: priceLocationMessages.notPriced },
      };
    }
    location = area.priceLocation;
    place = "address";
  } else {
    const centre = sampleCentreById(order.appointment.centreId ?? "");
    if (!centre) throw new Error("the order schema let a centre visit through without a centre");
    location = centre.location;
    place = "centre";
  }
  if (order.location !== location) {
    return {
      kind: "priced-elsewhere",
      body: {
        error: "priced-elsewhere",
        message: pricedElsewhereMessage(order.location, location, place),
        location,
        sentLocation: order.location,
      },
    };
  }
  return { kind: "priced", location, area };
}
