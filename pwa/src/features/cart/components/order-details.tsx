import { formatDate, formatPrice } from "@/lib/format.ts";
import { places, timeSlots } from "../data/checkout.rules.ts";
import type { Order } from "../data/checkout-api.ts";

const placeLabel = (value: string) => places.find((p) => p.value === value)?.label ?? value;
const slotLabel = (value: string) => timeSlots.find((s) => s.value === value)?.label ?? value;

/** The booking reference, amount, appointment, address and what was booked for whom. */
export function OrderDetails({ order }: { order: Order }) {
  const address = order.address;
  return (
    <dl className="confirmation-details">
      <div>
        <dt>Booking reference</dt>
        <dd className="confirmation-reference">{order.reference}</dd>
      </div>
      <div>
        <dt>{order.paid ? "Amount paid" : "To pay at collection"}</dt>
        <dd>
          {order.paid
            ? formatPrice(order.amount)
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
