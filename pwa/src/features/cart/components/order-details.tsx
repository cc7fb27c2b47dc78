import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { sampleCentreById } from "@vyom/catalog";
import { i18n } from "@/i18n/runtime.tsx";
import { formatDate, formatPrice, formatSlot } from "@/lib/format.ts";
import { type Place, places, timeSlots } from "../data/checkout.rules.ts";
import type { Order } from "../data/checkout-api.ts";
import { placeWords } from "./checkout-words.ts";

// The place in the reader's words (checkout-words.ts), one the checkout offers, else as it came.
const placeLabel = (value: string) =>
  places.some((p) => p.value === value) ? i18n._(placeWords[value as Place]) : value;
// The slot in the reader's words (formatSlot), one the checkout offers, else as it came.
const slotLabel = (value: string) =>
  timeSlots.some((s) => s.value === value) ? formatSlot(value) : value;

// "CBC for Kavya Shetty: ₹350": the names are data, the sentence is the reader's.
function lineWords(name: string, member: string, price: string) {
  return i18n._(msg`${name} for ${member}: ${price}`);
}

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
  const { t } = useLingui();
  const amount = formatPrice(order.amount);
  const place = placeLabel(order.appointment.place);
  const date = formatDate(order.appointment.date);
  const slot = slotLabel(order.appointment.timeSlot);
  const postMeal = order.appointment.postMealTimeSlot;
  const postMealSlot = postMeal ? slotLabel(postMeal) : "";
  return (
    <dl className="confirmation-details">
      <div>
        <dt>{t`Booking reference`}</dt>
        <dd className="confirmation-reference">{order.reference}</dd>
      </div>
      <div>
        <dt>
          {order.paid ? t`Amount paid` : centre ? t`To pay at the centre` : t`To pay at collection`}
        </dt>
        <dd>
          {order.paid
            ? amount
            : centre
              ? t`${amount} (cash, card or UPI at the centre's desk)`
              : t`${amount} (cash or UPI to the technician)`}
        </dd>
      </div>
      <div>
        <dt>{t`Appointment`}</dt>
        <dd>
          {postMeal
            ? t`${place}, ${date}, ${slot}; post-meal sample ${postMealSlot}`
            : t`${place}, ${date}, ${slot}`}
        </dd>
      </div>
      {centre ? (
        <div>
          <dt>{t`Centre`}</dt>
          <dd>
            {centre.name}, {centre.address}
          </dd>
        </div>
      ) : null}
      {address ? (
        <div>
          <dt>{t`Address`}</dt>
          <dd>
            {[address.houseOrFlatNum, address.area, address.landmark, address.pincode]
              .filter(Boolean)
              .join(", ")}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t`Booked`}</dt>
        <dd>
          <ul className="cart-lines">
            {order.lines.map((line) => (
              <li key={`${line.kind}:${line.corpId}`}>
                {lineWords(line.name, line.memberName, formatPrice(line.price))}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
