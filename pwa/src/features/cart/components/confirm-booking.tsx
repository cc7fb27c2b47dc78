import { t as translate } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { WINDOW_HOLD_MINUTES } from "@vyom/catalog/contract";
import { useMachine } from "@xstate/react";
import { useEffect, useState } from "react";
import { Link } from "@/components/link.tsx";
import { formatPrice, formatTime } from "@/lib/format.ts";
import { failureMessage, type Order } from "../data/checkout-api.ts";
import { confirmBookingMachine } from "../machines/confirm-booking.machine.ts";
import { OrderDetails } from "./order-details.tsx";

interface ConfirmBookingProps {
  order: Order;
  onConfirmed: (order: Order) => void;
  machine?: typeof confirmBookingMachine;
}

/** How long the place is kept, in words, as the API said when the page was read. */
function holdNotice(heldUntil: string | undefined, now: number): string {
  if (heldUntil && Date.parse(heldUntil) > now) {
    const minutes = WINDOW_HOLD_MINUTES;
    const until = formatTime(heldUntil);
    return translate`We hold this time for you for ${minutes} minutes, until ${until}. Nothing is booked until you confirm.`;
  }
  return translate`The time we held for you has passed. Confirm now, and we book it if it is still free.`;
}

/**
 * An order paid at collection, placed but not booked: what the person is confirming (the date
 * and window, the address, who each test is for, the amount to pay at collection), how long the
 * place is held, and one "Confirm booking". A place taken meanwhile is said in words, with the way
 * back to checkout to choose another time.
 */
export function ConfirmBooking({
  order,
  onConfirmed,
  machine = confirmBookingMachine,
}: ConfirmBookingProps) {
  const [snapshot, send] = useMachine(machine, { input: { orderId: order.orderId } });
  const [readAt] = useState(() => Date.now());
  const { failure, order: confirmed } = snapshot.context;
  const busy = snapshot.matches("confirming");
  const { t } = useLingui();
  const amount = formatPrice(order.amount);

  useEffect(() => {
    if (confirmed) onConfirmed(confirmed);
  }, [confirmed, onConfirmed]);

  return (
    <section className="checkout-section" aria-labelledby="confirm-booking-title">
      <h2 id="confirm-booking-title">{t`Check and confirm`}</h2>
      <p className="checkout-note" role="status">
        {holdNotice(order.heldUntil, readAt)}
      </p>
      <OrderDetails order={order} />
      <p>{t`Pay ${amount} at collection, in cash or by UPI to the technician.`}</p>
      {failure ? (
        <div className="checkout-alert" role="alert">
          <p>{failureMessage(failure)}</p>
          {failure.kind === "no-longer-free" ? (
            <Link className="button button-secondary" to="/cart-form">
              {t`Choose another time`}
            </Link>
          ) : null}
        </div>
      ) : null}
      {failure?.kind === "no-longer-free" ? null : (
        <div className="checkout-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => send({ type: "CONFIRM" })}
          >
            {busy ? t`Confirming…` : t`Confirm booking`}
          </button>
        </div>
      )}
    </section>
  );
}
