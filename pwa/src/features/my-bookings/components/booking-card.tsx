import {
  myBookingsMessages as messages,
  scanSlotMessages,
  timelineText,
} from "@vyom/catalog/contract";
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { useState } from "react";
import { formatDateTime, formatDayWindow, formatPrice } from "@/lib/format.ts";
import {
  type Alternative,
  type ChangeOutcome,
  cancelBooking,
  fetchWindows,
  NeedsConnection,
  rescheduleBooking,
} from "../data/my-bookings-api.ts";
import { ReschedulePanel } from "./reschedule-panel.tsx";

/**
 * How the booking is paid and how much, in the confirmation page's words: an amount still owed
 * never reads as paid, and says how it is paid ("To pay at collection: ₹2,249 (cash or UPI to
 * the technician)").
 */
function paymentWords(booking: MyBooking): string {
  if (booking.payment === "none") return "";
  if (booking.amount === null) return noAmountWords[booking.payment];
  if (booking.payment === "paid-at-collection" && booking.centre) {
    return `Amount paid: ${formatPrice(booking.amount)} (at the centre)`;
  }
  const amount = formatPrice(booking.amount);
  switch (booking.payment) {
    case "paid-online":
      return `Amount paid: ${amount} (online)`;
    case "pay-at-collection":
      return booking.centre
        ? `To pay at the centre: ${amount} (cash, card or UPI at the desk)`
        : `To pay at collection: ${amount} (cash or UPI to the technician)`;
    case "paid-at-collection":
      return `Amount paid: ${amount} (at collection)`;
    case "unpaid":
      return `Not paid: ${amount}`;
  }
}

const noAmountWords: Record<Exclude<MyBooking["payment"], "none">, string> = {
  "paid-online": "Paid online",
  "pay-at-collection": "To pay at collection (cash or UPI to the technician)",
  "paid-at-collection": "Paid at collection",
  unpaid: "Not paid",
};

/** "For Kavya Shetty (My Self): CBC; Meena Shetty (Mother): HbA1c". */
function membersLine(booking: MyBooking): string {
  return booking.members
    .map((member) => {
      const who = member.relation ? `${member.name} (${member.relation})` : member.name;
      return member.tests.length > 0 ? `${who}: ${member.tests.join(", ")}` : who;
    })
    .join("; ");
}

/** A slot's start and end ("09:00-11:00" → ["09:00", "11:00"]). */
const slotEnds = (slot: string): [string, string] => [slot.slice(0, 5), slot.slice(6, 11)];

type Panel = "none" | "reschedule" | "cancel";

/**
 * One booking with its timeline, and (online, before the cut-off) its reschedule and cancel.
 * `onChanged` receives the booking as the server answered it after a change.
 */
export function BookingCard({
  booking,
  online,
  onChanged,
}: {
  booking: MyBooking;
  online: boolean;
  onChanged: (booking: MyBooking) => void;
}) {
  const [panel, setPanel] = useState<Panel>("none");
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const visit = booking.visit;
  const changeable = visit?.canChange === true && booking.status !== "cancelled";

  async function run(action: () => Promise<ChangeOutcome>, done: string) {
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await action();
      if (outcome.kind === "done") {
        setPanel("none");
        setMessage(done);
        onChanged(outcome.booking);
      } else {
        setMessage(outcome.message);
        if (outcome.alternatives.length > 0) setAlternatives(outcome.alternatives);
      }
    } catch (error) {
      setMessage(
        error instanceof NeedsConnection
          ? messages.needsConnection
          : "Something went wrong. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  const [day, setDay] = useState(visit?.window?.day ?? "");
  const [alternatives, setAlternatives] = useState<Alternative[]>();

  async function loadWindows(forDay: string) {
    if (!visit?.pincode) return;
    setDay(forDay);
    setMessage(undefined);
    try {
      const windows = await fetchWindows(visit.pincode, forDay);
      setAlternatives(windows);
      if (windows.length === 0) setMessage(messages.noWindows);
    } catch (error) {
      setMessage(error instanceof NeedsConnection ? messages.needsConnection : String(error));
    }
  }

  return (
    <li className="my-booking" data-booking={booking.key}>
      <header className="my-booking-head">
        <strong className="my-booking-reference">{booking.reference}</strong>
        <span className="my-booking-status">{booking.status.replaceAll("-", " ")}</span>
      </header>
      {booking.members.length > 0 ? (
        <p className="my-booking-members">For {membersLine(booking)}</p>
      ) : null}
      <p className="my-booking-payment">
        {[
          paymentWords(booking),
          visit?.window
            ? `Collection ${formatDayWindow(visit.window.day, visit.window.startsAt, visit.window.endsAt)}`
            : "",
          booking.centre
            ? `At ${booking.centre.name}, ${booking.centre.address}, ${formatDayWindow(booking.centre.day, ...slotEnds(booking.centre.timeSlot))}`
            : "",
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {booking.centre?.slotLapsed ? (
        <p className="my-booking-lapsed" role="status">
          {scanSlotMessages.lapsed}
        </p>
      ) : null}
      <ol className="my-booking-timeline" aria-label={`Timeline of ${booking.reference}`}>
        {booking.timeline.map((entry) => (
          <li key={`${entry.kind}-${entry.at}-${entry.test ?? ""}`} data-kind={entry.kind}>
            <span className="my-booking-step">{timelineText(entry)}</span>{" "}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </li>
        ))}
      </ol>
      {changeable ? (
        <div className="my-booking-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={!online || busy || visit.reschedulesLeft === 0}
            onClick={() => {
              setPanel("reschedule");
              void loadWindows(day);
            }}
          >
            Reschedule
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!online || busy}
            onClick={() => setPanel("cancel")}
          >
            Cancel booking
          </button>
          {!online ? (
            <p className="my-booking-offline" role="note">
              {messages.needsConnection}
            </p>
          ) : null}
        </div>
      ) : null}
      {online && changeable && panel === "cancel" ? (
        <fieldset className="my-booking-panel">
          <legend>Cancel booking</legend>
          <p>{messages.cancelConfirm}</p>
          {booking.payment === "paid-online" ? <p>{messages.paidRefundNote}</p> : null}
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void run(() => cancelBooking(visit.id), messages.cancelled)}
          >
            Yes, cancel
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPanel("none")}
          >
            Keep it
          </button>
        </fieldset>
      ) : null}
      {online && changeable && panel === "reschedule" ? (
        <ReschedulePanel
          day={day}
          current={visit.window}
          alternatives={alternatives ?? []}
          busy={busy}
          onDay={(next) => void loadWindows(next)}
          onMove={(window) =>
            void run(
              () => rescheduleBooking(visit.id, { day: window.day, startsAt: window.startsAt }),
              messages.rescheduled,
            )
          }
          onClose={() => setPanel("none")}
        />
      ) : null}
      {message ? (
        <p className="my-booking-message" role="status">
          {message}
        </p>
      ) : null}
    </li>
  );
}
