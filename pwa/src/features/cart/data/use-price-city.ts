/**
 * Keeps checkout's prices those of the city where the sample is taken (price-city.ts): when the
 * address's pincode or the centre is priced for another city than the header's, the location is
 * switched (which re-prices the cart in the same transaction, pwa/src/db/location.ts) and the
 * person told, before anything is paid. When the API refuses the order as priced for another city,
 * its city is taken the same way, for the person to check the new total and place it again.
 */
import type { Location } from "@vyom/catalog";
import { useEffect, useState } from "react";
import { setLocation } from "@/db/location.ts";
import type { WindowsState } from "@/lib/collection-windows.ts";
import type { CheckoutFailure } from "./checkout-api.ts";
import {
  type PricedAppointment,
  priceCityOf,
  pricedPlaceOf,
  pricesNotSwitchedNotice,
  pricesSwitchedNotice,
} from "./price-city.ts";

export function usePriceCity(input: {
  /** The city prices are shown for now (the header's). */
  location: Location;
  appointment: PricedAppointment;
  windows: WindowsState;
  failure: CheckoutFailure | null;
}) {
  const { location, appointment, windows, failure } = input;
  const [notice, setNotice] = useState<string | null>(null);
  const target = priceCityOf(appointment, windows);
  const place = pricedPlaceOf(appointment);

  // biome-ignore lint/correctness/useExhaustiveDependencies: switches when the place's city or the shown one changes, not on the wording
  useEffect(() => {
    if (!target || target === location) return;
    setLocation(target).then(
      () => setNotice(pricesSwitchedNotice(location, target, place)),
      // The order stays unplaceable (switching) rather than be placed at the shown city's prices.
      () => setNotice(pricesNotSwitchedNotice(target)),
    );
  }, [target, location]);

  const refusedFor = failure?.kind === "priced-elsewhere" ? failure.location : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal, each a new object
  useEffect(() => {
    if (refusedFor) void setLocation(refusedFor);
  }, [failure]);

  return {
    /** Said once the prices moved to the place's city. */
    notice,
    /** The place's city is known and is not the one shown: nothing may be placed meanwhile. */
    switching: target !== undefined && target !== location,
  };
}
