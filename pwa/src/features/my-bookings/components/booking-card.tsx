import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { scanSlotMessages } from "@vyom/catalog/contract";
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { useState } from "react";
import { knownOrGeneric, knownText } from "@/i18n/known-text.ts";
import { formatDateTime, formatDayWindow, formatPrice } from "@/lib/format.ts";
import { relationShown } from "@/lib/relation-words.ts";
import {
  type Alternative,
  type ChangeOutcome,
  cancelBooking,
  fetchWindows,
  NeedsConnection,
  rescheduleBooking,
} from "../data/my-bookings-api.ts";
import {
  bookingWords as messages,
  refusedWords,
  statusWords,
  timelineWords,
} from "./my-bookings-words.ts";
import { ReschedulePanel } from "./reschedule-panel.tsx";

/**
 * How the booking is paid and how much, in the confirmation page's words: an amount still owed
 * never reads as paid, and says how it is paid ("To pay at collection: ₹2,249 (cash or UPI to
 * the technician)").
 */
function paymentWords(booking: MyBooking): MessageDescriptor | null {
  if (booking.payment === "none") return null;
  if (booking.amount === null) return noAmountWords[booking.payment];
  const amount = formatPrice(booking.amount);
  if (booking.payment === "paid-at-collection" && booking.centre) {
    return msg`Amount paid: ${amount} (at the centre)`;
  }
  switch (booking.payment) {
    case "paid-online":
      return msg`Amount paid: ${amount} (online)`;
    case "pay-at-collection":
      return booking.centre
        ? msg`To pay at the centre: ${amount} (cash, card or UPI at the desk)`
        : msg`To pay at collection: ${amount} (cash or UPI to the technician)`;
    case "paid-at-collection":
      return msg`Amount paid: ${amount} (at collection)`;
    case "unpaid":
      return msg`Not paid: ${amount}`;
  }
}

const noAmountWords: Record<Exclude<MyBooking["payment"], "none">, MessageDescriptor> = {
  "paid-online": msg`Paid online`,
  "pay-at-collection": msg`To pay at collection (cash or UPI to the technician)`,
  "paid-at-collection": msg`Paid at collection`,
  unpaid: msg`Not paid`,
};

/** "Kavya Shetty (My Self): CBC; Meena Shetty (Mother): HbA1c", after "For". */
function membersLine(booking: MyBooking, translate: (m: MessageDescriptor) => string): string {
  return booking.members
    .map((member) => {
      const relation = member.relation && relationShown(member.relation, translate);
      const who = relation ? `${member.name} (${relation})` : member.name;
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
  const [message, setMessage] = useState<MessageDescriptor>();
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const visit = booking.visit;
  const changeable = visit?.canChange === true && booking.status !== "cancelled";

  async function run(action: () => Promise<ChangeOutcome>, done: MessageDescriptor) {
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await action();
      if (outcome.kind === "done") {
        setPanel("none");
        setMessage(done);
        onChanged(outcome.booking);
      } else {
        // The API's words, in the reader's language where the catalogues hold them
        // (refusalWords), else a line of the app's own: never an English sentence among them.
        setMessage(knownOrGeneric(i18n, outcome.message, refusedWords));
        if (outcome.alternatives.length > 0) setAlternatives(outcome.alternatives);
      }
    } catch (error) {
      setMessage(
        error instanceof NeedsConnection
          ? messages.needsConnection
          : msg`Something went wrong. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  }

  const [day, setDay] = useState(visit?.window?.day ?? "");
  const payment = paymentWords(booking);
  const members = membersLine(booking, i18n._);
  const reference = booking.reference;
  const collection = visit?.window
    ? formatDayWindow(visit.window.day, visit.window.startsAt, visit.window.endsAt)
    : "";
  const centre = booking.centre && {
    name: booking.centre.name,
    address: booking.centre.address,
    when: formatDayWindow(booking.centre.day, ...slotEnds(booking.centre.timeSlot)),
  };
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
      setMessage(
        error instanceof NeedsConnection ? messages.needsConnection : knownText(String(error)),
      );
    }
  }

  return (
    <li className="my-booking" data-booking={booking.key}>
      <header className="my-booking-head">
        <strong className="my-booking-reference">{booking.reference}</strong>
        <span className="my-booking-status">{i18n._(statusWords[booking.status])}</span>
      </header>
      {booking.members.length > 0 ? (
        <p className="my-booking-members">{t`For ${members}`}</p>
      ) : null}
      <p className="my-booking-payment">
        {[
          payment ? i18n._(payment) : "",
          collection ? t`Collection ${collection}` : "",
          centre ? t`At ${centre.name}, ${centre.address}, ${centre.when}` : "",
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {booking.centre?.slotLapsed ? (
        <p className="my-booking-lapsed" role="status">
          {i18n._(knownText(scanSlotMessages.lapsed))}
        </p>
      ) : null}
      <ol className="my-booking-timeline" aria-label={t`Timeline of ${reference}`}>
        {booking.timeline.map((entry) => (
          <li key={`${entry.kind}-${entry.at}-${entry.test ?? ""}`} data-kind={entry.kind}>
            <span className="my-booking-step">{i18n._(timelineWords(entry))}</span>{" "}
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
            {t`Reschedule`}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!online || busy}
            onClick={() => setPanel("cancel")}
          >
            {t`Cancel booking`}
          </button>
          {!online ? (
            <p className="my-booking-offline" role="note">
              {i18n._(messages.needsConnection)}
            </p>
          ) : null}
        </div>
      ) : null}
      {online && changeable && panel === "cancel" ? (
        <fieldset className="my-booking-panel">
          <legend>{t`Cancel booking`}</legend>
          <p>{i18n._(messages.cancelConfirm)}</p>
          {booking.payment === "paid-online" ? <p>{i18n._(messages.paidRefundNote)}</p> : null}
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void run(() => cancelBooking(visit.id), messages.cancelled)}
          >
            {t`Yes, cancel`}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setPanel("none")}
          >
            {t`Keep it`}
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
          {i18n._(message)}
        </p>
      ) : null}
    </li>
  );
}
