/**
 * Distances for "nearest first": great-circle (haversine) distance from a point to each centre.
 * Straight-line, not road distance: enough to rank centres of one area; the directions link
 * gives the real route.
 */
import type { Centre } from "@vyom/catalog";

export interface Point {
  latitude: number;
  longitude: number;
}

export interface RankedCentre {
  centre: Centre;
  km: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every centre with its distance from `origin`, nearest first (ties by name, stable). */
export function nearestFirst(centres: readonly Centre[], origin: Point): RankedCentre[] {
  return centres
    .map((centre) => ({ centre, km: haversineKm(origin, centre) }))
    .sort((a, b) => a.km - b.km || a.centre.name.localeCompare(b.centre.name));
}

/** "800 m", "3.4 km", "212 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 100) * 100)} m`;
  return km < 20 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}
