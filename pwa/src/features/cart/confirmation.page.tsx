import "./cart.css";
import { t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { removeOrderedLines } from "@/db/cart.ts";
import { formatPrice } from "@/lib/format.ts";
import { useSession } from "@/lib/use-session.ts";
import { ConfirmBooking } from "./components/confirm-booking.tsx";
import { LoginGate } from "./components/login-gate.tsx";
import { OrderDetails } from "./components/order-details.tsx";
import { OrderPreparation } from "./components/order-preparation.tsx";
import { PaymentFailedPanel } from "./components/payment-failed-panel.tsx";
import { failureMessage, type Order } from "./data/checkout-api.ts";
import { useOrder } from "./data/use-order.ts";

/**
 * /cart-form/confirmation?orderId=…: where the payment gateway sends the person. A paid order
 * shows its reference, amount, appointment, how to prepare for each test and the way to My
 * bookings, and its lines leave the cart, as does an order to be paid
 * at collection once confirmed (marked not paid yet). One to be paid at collection that is only
 * held shows what it books and "Confirm booking" first; an unpaid one shows 'Payment failed' with
 * Retry for the same order.
 */
export function CheckoutConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const session = useSession();
  const { t } = useLingui();

  if (!session) {
    return (
      <PageShell title={t`Your booking`}>
        <p className="page-lead">{t`Loading…`}</p>
      </PageShell>
    );
  }
  if (!orderId) {
    return (
      <PageShell title={t`Your booking`}>
        <p className="page-lead">
          <Trans>
            No order to show. <Link to="/cart">Go to your cart</Link>
          </Trans>
        </p>
      </PageShell>
    );
  }
  if (!session.isUserLoggedIn) {
    return (
      <PageShell title={t`Your booking`}>
        <LoginGate message={t`Please log in to see your booking.`} />
      </PageShell>
    );
  }
  return <OrderOutcome orderId={orderId} sessionKey={session.user} />;
}

function OrderOutcome({ orderId, sessionKey }: { orderId: string; sessionKey: unknown }) {
  const state = useOrder(orderId, sessionKey);
  const { t } = useLingui();
  // The order as the confirmation answered it, once the person confirmed it here.
  const [confirmed, setConfirmed] = useState<Order | null>(null);
  if (confirmed) return <Confirmed order={confirmed} />;
  if (state.status === "loading") {
    return (
      <PageShell title={t`Your booking`}>
        <p className="page-lead">{t`Loading your booking…`}</p>
      </PageShell>
    );
  }
  if (state.status === "failed") {
    return (
      <PageShell title={t`Your booking`}>
        {state.failure.kind === "login-required" ? (
          <LoginGate message={t`Your login has ended. Please log in again to see your booking.`} />
        ) : (
          <div className="checkout-alert" role="alert">
            <p>
              {state.failure.kind === "failed"
                ? t`We could not find this order.`
                : failureMessage(state.failure)}
            </p>
            <button type="button" className="button button-secondary" onClick={state.reload}>
              {t`Try again`}
            </button>
          </div>
        )}
      </PageShell>
    );
  }
  if (state.order.paid || state.order.status === "pay-at-collection") {
    return <Confirmed order={state.order} />;
  }
  if (state.order.status === "awaiting-confirmation") {
    return (
      <PageShell title={t`Confirm your booking`} className="checkout-page">
        <ConfirmBooking order={state.order} onConfirmed={setConfirmed} />
      </PageShell>
    );
  }
  return <NotPaid order={state.order} />;
}

/** What the confirmation says first: paid or not, and what happens next (at home, or at the centre). */
function confirmedWords(order: Order): string {
  const atCentre = order.appointment.place === "centre";
  if (order.paid) {
    return atCentre
      ? translate`Payment received. Thank you! Please come to the centre at the start of your slot.`
      : translate`Payment received. Thank you! We will call you to confirm the collection.`;
  }
  const amount = formatPrice(order.amount);
  return atCentre
    ? translate`Booking confirmed, not paid yet: pay ${amount} at the centre's desk when you arrive (cash, card or UPI).`
    : translate`Booking confirmed, not paid yet: pay ${amount} at collection, in cash or by UPI to the technician. We will call you to confirm the collection.`;
}

function Confirmed({ order }: { order: Order }) {
  const cleared = useRef(false);
  const { t } = useLingui();
  useEffect(() => {
    if (cleared.current) return;
    cleared.current = true;
    void removeOrderedLines(order.lines);
  }, [order]);
  return (
    <PageShell title={t`Booking confirmed`} className="checkout-page">
      <p className="checkout-alert checkout-success" role="status">
        {confirmedWords(order)}
      </p>
      <OrderDetails order={order} />
      <OrderPreparation lines={order.lines} />
      <div className="checkout-actions">
        <Link className="button button-primary" to="/my-bookings">
          {t`See it in My bookings`}
        </Link>
        <Link className="button button-secondary" to="/">
          {t`Go to Home`}
        </Link>
      </div>
    </PageShell>
  );
}

function NotPaid({ order }: { order: Order }) {
  const { t } = useLingui();
  return (
    <PageShell title={t`Your booking`} className="checkout-page">
      <PaymentFailedPanel orderId={order.orderId} amount={formatPrice(order.amount)} />
      <Link to="/cart">{t`Back to your cart`}</Link>
    </PageShell>
  );
}
