import { type Location, locationIds } from "./location-ids.ts";

/** Proper names for the location identifiers (docs/product.md#locations-and-prices). */
export const locationNames: Record<Location, string> = {
  chennai: "Chennai",
  banglore: "Bengaluru",
  andhraPradesh: "Andhra Pradesh",
  tirunelveli: "Tirunelveli",
  mysore: "Mysuru",
};

export interface LocationOption {
  /** Unique among all options (values repeat across groups), for list keys. */
  id: string;
  label: string;
  value: Location;
}

export type LocationSelectorEntry =
  | ({ kind: "option" } & LocationOption)
  | { kind: "group"; label: string; options: readonly LocationOption[] };

/**
 * The header's location list (docs/product.md#locations-and-prices). Chennai and Bengaluru appear
 * twice on purpose: as top-level shortcuts and again inside their state's group. Labels are the
 * product's wording.
 */
export const locationSelector: readonly LocationSelectorEntry[] = [
  { kind: "option", id: "chennai", label: "Chennai", value: "chennai" },
  { kind: "option", id: "banglore", label: "Bengaluru", value: "banglore" },
  { kind: "option", id: "andhraPradesh", label: "Andhra Pradesh", value: "andhraPradesh" },
  {
    kind: "group",
    label: "Rest of Karnataka",
    options: [
      { id: "karnataka-banglore", label: "Bengaluru", value: "banglore" },
      { id: "karnataka-mysore", label: "Mysuru", value: "mysore" },
    ],
  },
  {
    kind: "group",
    label: "Rest of Tamil Nadu",
    options: [
      { id: "tamil-nadu-chennai", label: "Chennai", value: "chennai" },
      { id: "tamil-nadu-tirunelveli", label: "Tirunelveli", value: "tirunelveli" },
    ],
  },
];

const known: ReadonlySet<string> = new Set(locationIds);

export function isLocation(value: unknown): value is Location {
  return typeof value === "string" && known.has(value);
}

/**
 * docs/product.md#locations-and-prices: a known value is taken, any other value keeps the current
 * location.
 */
export function parseLocation(value: unknown, current: Location): Location {
  return isLocation(value) ? value : current;
}
