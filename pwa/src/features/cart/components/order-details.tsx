import { sampleCentreById } from "@vyom/catalog";
import { formatDate, formatPrice, formatSlot } from "@/lib/format.ts";
import { places, timeSlots } from "../data/checkout.rules.ts";
import type { Order } from "../data/checkout-api.ts";

const placeLabel = (value: string) => places.find((p) => p.value === value)?.label ?? value;
// The slot in the reader's words (formatSlot), one the checkout offers, else as it came.
const slotLabel = (value: string) =>
  timeSlots.some((s) => s.value === value) ? formatSlot(value) : value;

/**
 * The booking reference, amount, appointment, address (or the centre visited) and what was booked
 * for whom. A visit to the centre is paid at its desk, never to a technician.
 */
export function OrderDetails({ order }: { order: Order }) {
  const address = order.address;
  const centre =
    order.appointment.place === "centre"
      ? sampleCentreById(order.appointment.centreId ?? "")
      : undefined;
  return (
    <dl className="confirmation-details">
      <div>
        <dt>Booking reference</dt>
        <dd className="confirmation-reference">{order.reference}</dd>
      </div>
      <div>
        <dt>
          {order.paid ? "Amount paid" : centre ? "To pay at the centre" : "To pay at collection"}
        </dt>
        <dd>
          {order.paid
            ? formatPrice(order.amount)
            : centre
              ? `${formatPrice(order.amount)} (cash, card or UPI at the centre's desk)`
              : `${formatPrice(order.amount)} (cash or UPI to the technician)`}
        </dd>
      </div>
      <div>
        <dt>Appointment</dt>
        <dd>
          {placeLabel(order.appointment.place)}, {formatDate(order.appointment.date)},{" "}
          {slotLabel(order.appointment.timeSlot)}
          {order.appointment.postMealTimeSlot
            ? `; post-meal sample ${slotLabel(order.appointment.postMealTimeSlot)}`
            : null}
        </dd>
      </div>
      {centre ? (
        <div>
          <dt>Centre</dt>
          <dd>
            {centre.name}, {centre.address}
          </dd>
        </div>
      ) : null}
      {address ? (
        <div>
          <dt>Address</dt>
          <dd>
            {[address.houseOrFlatNum, address.area, address.landmark, address.pincode]
              .filter(Boolean)
              .join(", ")}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Booked</dt>
        <dd>
          <ul className="cart-lines">
            {order.lines.map((line) => (
              <li key={`${line.kind}:${line.corpId}`}>
                {line.name} for {line.memberName}: {formatPrice(line.price)}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
