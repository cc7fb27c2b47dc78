import { defaultLocation, type Location } from "@vyom/catalog";
import { useStoredLive } from "./stored-live.ts";

const readLocation = (storage: typeof import("@/db/live.ts")) => storage.readLocation();

/** What readLocation answers from an empty store. */
const noLocation = () => defaultLocation;

/** The selected location, live; the default (Chennai) until the stored one has been read. */
export function useSelectedLocation(): Location {
  return useStoredLive(readLocation, defaultLocation, noLocation);
}
