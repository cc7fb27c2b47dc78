/**
 * "My bookings" (docs/product.md#my-bookings): the words both sides show for a booking's timeline
 * and its changes. Zod-free, so the app's screen imports it without zod.
 */
import { formatRupees } from "../pricing.ts";
import { clockWords, dayWindowWords } from "./display.ts";

export const timelineKinds = [
  "received",
  "confirmed",
  "technician-assigned",
  "collected",
  "in-lab",
  "report-ready",
  "rescheduled",
  "cancelled",
  "refund-started",
  "refunded",
  "refund-failed",
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** The SMS a customer may turn off; the others say what they must know about their booking. */
export const optionalSmsKinds = ["technician-on-the-way", "collected"] as const;
export type OptionalSmsKind = (typeof optionalSmsKinds)[number];

export const smsKindLabels: Record<OptionalSmsKind, string> = {
  "technician-on-the-way": "When the technician is on the way",
  collected: "When the sample is collected",
};

export const myBookingsMessages = {
  title: "My bookings",
  empty: "You have no bookings yet.",
  needsConnection: "Rescheduling and cancelling need a connection.",
  asOf: (time: string) => `As of ${time}`,
  cancelConfirm: "Cancel this booking? This cannot be undone.",
  paidRefundNote: "The amount you paid online is refunded to the same account.",
  notFound: "That booking was not found.",
  cancelled: "Your booking is cancelled.",
  rescheduled: "Your booking is moved.",
  chooseWindow: "Choose a new window",
  /** Asked before a reschedule moves the visit ("29 Nov 2026, 7:00-9:00 am"). */
  moveConfirm: (when: string) => `Move your visit to ${when}?`,
  noWindows: "No window has a place on this day. Please choose another day.",
  signIn: "Please log in to see your bookings.",
  smsTitle: "SMS about your bookings",
  smsSaved: "Your SMS choices are saved.",
} as const;

export interface TimelineWords {
  kind: TimelineKind;
  window?: { day: string; startsAt: string; endsAt?: string | undefined } | undefined;
  technician?: { firstName: string; phone: string; arrivingBy: string } | undefined;
  test?: string | undefined;
  amount?: number | undefined;
  by?: "customer" | "lab" | undefined;
}

const windowText = (window: TimelineWords["window"]) =>
  window ? ` for ${dayWindowWords(window.day, window.startsAt, window.endsAt)}` : "";

/** One line of a booking's timeline, as the customer reads it. */
export function timelineText(entry: TimelineWords): string {
  switch (entry.kind) {
    case "received":
      return "Booking received";
    case "confirmed":
      return `Confirmed${windowText(entry.window)}`;
    case "technician-assigned":
      return entry.technician
        ? `Technician ${entry.technician.firstName} (${entry.technician.phone}) arriving by ${clockWords(entry.technician.arrivingBy)}`
        : "Technician assigned";
    case "collected":
      return "Sample collected";
    case "in-lab":
      return "Sample in the lab";
    case "report-ready":
      return entry.test ? `Report ready: ${entry.test}` : "Report ready";
    case "rescheduled":
      return `Moved${windowText(entry.window)}`;
    case "cancelled":
      return entry.by === "lab" ? "Cancelled by the lab" : "Cancelled";
    case "refund-started":
      return entry.amount === undefined
        ? "Refund started"
        : `Refund started: ${formatRupees(entry.amount)}`;
    case "refunded":
      return entry.amount === undefined ? "Refunded" : `Refunded: ${formatRupees(entry.amount)}`;
    case "refund-failed":
      return "The refund failed. Our team will contact you.";
  }
}
