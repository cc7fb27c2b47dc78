/**
 * The centres that do a scan, nearest first when the person's place is known (a typed pincode,
 * from the catalogue's offline table), else the selected city's first: all from the cached
 * catalogue, so the list works offline.
 */
import { type Centre, type Location, pincodePoint } from "@vyom/catalog";
import { formatDistance, haversineKm } from "@/lib/nearest.ts";

export interface CentreChoice {
  centre: Centre;
  /** "3.4 km" from the typed pincode; undefined when no place is known. */
  distance: string | undefined;
}

export function rankCentres(
  centres: readonly Centre[],
  city: Location,
  pincode: string,
): CentreChoice[] {
  const point = pincodePoint(pincode);
  if (point) {
    return centres
      .map((centre) => ({ centre, km: haversineKm(point, centre) }))
      .sort((a, b) => a.km - b.km || a.centre.name.localeCompare(b.centre.name))
      .map(({ centre, km }) => ({ centre, distance: formatDistance(km) }));
  }
  const inCity = centres.filter((centre) => centre.location === city);
  const elsewhere = centres.filter((centre) => centre.location !== city);
  return [...inCity, ...elsewhere].map((centre) => ({ centre, distance: undefined }));
}
