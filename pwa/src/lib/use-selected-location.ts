import { defaultLocation, type Location } from "@vyom/catalog";
import { useLiveQuery } from "dexie-react-hooks";
import { readLocation } from "@/db/location.ts";

/** The selected location, live; the default (Chennai) until the stored one has been read. */
export function useSelectedLocation(): Location {
  return useLiveQuery(readLocation, [], defaultLocation);
}
