import { z } from "zod";
import { locationSchema } from "./location.ts";

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

/** What a centre can do on site; `lab` is sample collection and the laboratory. */
export const centreServices = [
  "lab",
  "x-ray",
  "ultrasound",
  "ct",
  "mri",
  "ecg",
  "echo",
  "tmt",
  "mammography",
  "dexa",
] as const;
export type CentreService = (typeof centreServices)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time HH:mm");

/** A day's opening hours; null when the centre is closed that day. */
export const openingHoursSchema = z
  .object({ open: clock, close: clock })
  .refine((hours) => hours.open < hours.close, "opens before it closes")
  .nullable();

export const centreSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  location: locationSchema,
  name: z.string().min(3),
  address: z.string().min(10),
  pincode: z.string().regex(/^\d{6}$/),
  /** WGS84 degrees, within India. */
  latitude: z.number().min(6).max(37),
  longitude: z.number().min(68).max(98),
  /** E.164 (+91…): the call link dials it as is. */
  phone: z.string().regex(/^\+91\d{10}$/),
  hours: z.object(Object.fromEntries(weekdays.map((day) => [day, openingHoursSchema]))),
  services: z.array(z.enum(centreServices)).min(1),
  homeCollection: z.boolean(),
});

export type OpeningHours = { open: string; close: string } | null;
export type Centre = Omit<z.infer<typeof centreSchema>, "hours" | "services"> & {
  hours: Record<Weekday, OpeningHours>;
  services: CentreService[];
};

/** A pincode's approximate centre point: enough to rank centres by distance, offline. */
export const pincodePointSchema = z.object({
  pincode: z.string().regex(/^\d{6}$/),
  area: z.string().min(2),
  location: locationSchema,
  latitude: z.number().min(6).max(37),
  longitude: z.number().min(68).max(98),
});
export type PincodePoint = z.infer<typeof pincodePointSchema>;
