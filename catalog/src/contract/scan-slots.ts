/**
 * A scan is booked at a centre that has its machine, in a slot of a day (docs/product.md#scan-booking):
 * the two-hour arrival slots of the appointments (appointments.ts) that fall inside the centre's
 * opening hours that day, each with a place per scan its machine does in two hours. Zod-free and
 * small: the scan booking page and the API read the same rules.
 */
import { centres } from "../data/centres.ts";
import type { Centre, CentreService, Weekday } from "../schemas/centre.ts";
import type { ImagingCategory } from "../schemas/imaging-item.ts";
import { type TimeSlot, timeSlots } from "./appointments.ts";

/** The machine (a centre's service) each kind of scan needs. */
export const scanModalities: Readonly<Record<ImagingCategory, CentreService>> = {
  xray: "x-ray",
  ultrasound: "ultrasound",
  ct: "ct",
  mri: "mri",
  ecg: "ecg",
  echo: "echo",
  tmt: "tmt",
  mammogram: "mammography",
};

/**
 * Scans a centre's machine takes in one two-hour slot, unless the lab sets a day otherwise: an
 * MRI takes 20-60 minutes, a CT or a mammogram about 15, an X-ray or an ECG a few.
 */
export const scanSlotCapacity: Readonly<Record<CentreService, number>> = {
  lab: 0,
  "x-ray": 12,
  ultrasound: 6,
  ct: 6,
  mri: 3,
  ecg: 12,
  echo: 4,
  tmt: 3,
  mammography: 6,
  dexa: 6,
};

/** The centres that do this kind of scan. */
export const centresForScan = (category: ImagingCategory): readonly Centre[] =>
  centres.filter((centre) => centre.services.includes(scanModalities[category]));

/** The centre, if it exists and does this kind of scan. */
export const scanCentreById = (id: string, category: ImagingCategory): Centre | undefined =>
  centresForScan(category).find((centre) => centre.id === id);

const weekdayOfIndex: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** The weekday of a `YYYY-MM-DD` calendar date. */
export const weekdayOf = (day: string): Weekday =>
  weekdayOfIndex[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? "sun";

/** The slots of a day the centre is open for from start to end (none on a day it is closed). */
export function scanSlotsOfDay(centre: Pick<Centre, "hours">, day: string): TimeSlot[] {
  const hours = centre.hours[weekdayOf(day)];
  if (!hours) return [];
  return timeSlots.filter(
    (slot) => slot.slice(0, 5) >= hours.open && slot.slice(6, 11) <= hours.close,
  );
}

export const scanSlotMessages = {
  full: "This slot just filled. Please choose another.",
  started: "This slot has already started. Please choose a later one.",
  closed: "The centre is not open for that slot. Please choose another.",
  notAtCentre: "This centre does not do this scan. Please choose another centre.",
  notAScan: "Only a scan is booked at a centre slot.",
  oneScan: "Book one scan at a time: each scan has its own slot.",
  lapsed:
    "Not booked yet: your payment arrived after this slot's 10-minute hold ran out, and the slot filled meanwhile. Your payment is safe. The lab will call you to choose another slot.",
  needsConnection:
    "Choosing a slot needs a connection: the places change by the minute. The centres and prices here work offline; choose the slot when you are back online.",
} as const;

/**
 * How to prepare, in the SMS's ##PREP## (at most 30 characters), by kind of scan; the scan's page
 * and the confirmation show the catalogue's full steps (catalog/src/data/imaging/).
 * Awaiting the lab's review: new medical texts, written from the catalogue's preparation steps.
 */
export const scanPreparationSms: Readonly<Record<ImagingCategory, string>> = {
  xray: "Remove metal near the area",
  ultrasound: "See the app for fasting",
  ct: "Fast 4 h if contrast planned",
  mri: "No metal; tell us of implants",
  ecg: "No preparation needed",
  echo: "No preparation needed",
  tmt: "Light meal 2 h before; shoes",
  mammogram: "No talc or deodorant",
};
