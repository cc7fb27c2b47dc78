/**
 * Where and when an order's sample is collected, as the checkout offers it and the API's order
 * schema (schemas/orders.ts) takes it. Zod-free: the checkout form builds its choices from these.
 */

/** Home collection, or a visit to the centre. */
export const appointmentPlaces = ["home", "centre"] as const;
export type AppointmentPlace = (typeof appointmentPlaces)[number];

/** The collection windows offered, India time. */
export const timeSlots = [
  "07:00-09:00",
  "09:00-11:00",
  "11:00-13:00",
  "13:00-15:00",
  "15:00-17:00",
  "17:00-19:00",
] as const;
export type TimeSlot = (typeof timeSlots)[number];

export const isAppointmentPlace = (value: string): value is AppointmentPlace =>
  (appointmentPlaces as readonly string[]).includes(value);
export const isTimeSlot = (value: string): value is TimeSlot =>
  (timeSlots as readonly string[]).includes(value);
