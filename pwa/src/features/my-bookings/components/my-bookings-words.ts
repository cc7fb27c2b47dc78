import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  DeskVisitStatus,
  OptionalSmsKind,
  TimelineKind,
  TimelineWords,
} from "@vyom/catalog/contract";
import { formatClock, formatDayWindow, formatPrice } from "@/lib/format.ts";

/*
 * "My bookings" in the reader's language. The English is the contract's
 * (catalog/src/contract/my-bookings.ts, shared with the API, which the app cannot compile macros
 * in): these say the same words through the catalogues, and my-bookings-words.test.ts holds
 * every one equal to the contract's in English.
 */

export const bookingWords = {
  title: msg`My bookings`,
  empty: msg`You have no bookings yet.`,
  needsConnection: msg`Rescheduling and cancelling need a connection.`,
  asOf: (time: string) => msg`As of ${time}`,
  cancelConfirm: msg`Cancel this booking? This cannot be undone.`,
  paidRefundNote: msg`The amount you paid online is refunded to the same account.`,
  cancelled: msg`Your booking is cancelled.`,
  rescheduled: msg`Your booking is moved.`,
  chooseWindow: msg`Choose a new window`,
  moveConfirm: (when: string) => msg`Move your visit to ${when}?`,
  noWindows: msg`No window has a place on this day. Please choose another day.`,
  signIn: msg`Please log in to see your bookings.`,
  smsTitle: msg`SMS about your bookings`,
  smsSaved: msg`Your SMS choices are saved.`,
};

/**
 * The API's refusals of a customer's change (edge-api's visit-steps.ts `stepMessages` and the
 * my-bookings routes), declared for the catalogues: the card shows one by its English
 * (known-text.ts), and my-bookings-words.test.ts holds every refusal the API can give in every
 * language's catalogue. Nothing reads this list.
 */
export const refusalWords = [
  msg`That booking was not found.`,
  msg`This booking has no window to move.`,
  msg`This booking was already moved 2 times. Please call us to change it.`,
  msg`The technician is on the way: this booking can no longer be changed online.`,
  msg`A collected booking cannot be moved.`,
  msg`An in-lab booking cannot be moved.`,
  msg`A report-ready booking cannot be moved.`,
  msg`A cancelled booking cannot be moved.`,
  msg`A collected booking cannot be cancelled.`,
  msg`An in-lab booking cannot be cancelled.`,
  msg`A report-ready booking cannot be cancelled.`,
  msg`A cancelled booking cannot be cancelled.`,
];

/** A refusal the catalogues have no words for, in the reader's language (saidOrGeneric). */
export const refusedWords = msg`This change was not accepted. Please call us to change your booking.`;

export const smsKindWords: Record<OptionalSmsKind, MessageDescriptor> = {
  "technician-on-the-way": msg`When the technician is on the way`,
  collected: msg`When the sample is collected`,
};

/** A booking's status as the card shows it (the status with its dashes read as spaces). */
export const statusWords: Record<DeskVisitStatus, MessageDescriptor> = {
  received: msg`received`,
  confirmed: msg`confirmed`,
  "technician-assigned": msg`technician assigned`,
  collected: msg`collected`,
  "in-lab": msg`in lab`,
  "report-ready": msg`report ready`,
  cancelled: msg`cancelled`,
};

const plain: Partial<Record<TimelineKind, MessageDescriptor>> = {
  received: msg`Booking received`,
  collected: msg`Sample collected`,
  "in-lab": msg`Sample in the lab`,
  "refund-failed": msg`The refund failed. Our team will contact you.`,
};

/** One line of a booking's timeline: the contract's timelineText, in the reader's language. */
export function timelineWords(entry: TimelineWords): MessageDescriptor {
  const when = entry.window
    ? formatDayWindow(entry.window.day, entry.window.startsAt, entry.window.endsAt)
    : undefined;
  const amount = entry.amount === undefined ? undefined : formatPrice(entry.amount);
  switch (entry.kind) {
    case "confirmed":
      return when ? msg`Confirmed for ${when}` : msg`Confirmed`;
    case "rescheduled":
      return when ? msg`Moved for ${when}` : msg`Moved`;
    case "technician-assigned": {
      if (!entry.technician) return msg`Technician assigned`;
      const { firstName, phone } = entry.technician;
      const by = formatClock(entry.technician.arrivingBy);
      return msg`Technician ${firstName} (${phone}) arriving by ${by}`;
    }
    case "report-ready": {
      const test = entry.test;
      return test ? msg`Report ready: ${test}` : msg`Report ready`;
    }
    case "cancelled":
      return entry.by === "lab" ? msg`Cancelled by the lab` : msg`Cancelled`;
    case "refund-started":
      return amount ? msg`Refund started: ${amount}` : msg`Refund started`;
    case "refunded":
      return amount ? msg`Refunded: ${amount}` : msg`Refunded`;
    default:
      return plain[entry.kind] ?? msg`Booking received`;
  }
}
