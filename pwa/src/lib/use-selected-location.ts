import { defaultLocation, type Location } from "@vyom/catalog";
import { useStoredLive } from "./stored-live.ts";

const readLocation = (storage: typeof import("@/db/live.ts")) => storage.readLocation();

/** What readLocation answers from an empty store. */
const noLocation = () => defaultLocation;

/** The selected location, live; the default (Chennai) until the stored one has been read. */
export function useSelectedLocation(): Location {
  return useStoredLive(readLocation, defaultLocation, noLocation);
}

/**
 * The selected location once it has been read, undefined before: for what acts on it (checkout
 * moves the prices from it to the place's city, use-price-city.ts) and must not act on the
 * default while the stored one is on its way.
 */
export function useStoredLocation(): Location | undefined {
  return useStoredLive(readLocation, undefined, noLocation);
}
