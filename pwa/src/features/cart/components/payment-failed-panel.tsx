import { Trans, useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { failureMessage } from "../data/checkout-api.ts";
import { checkoutMachine } from "../machines/checkout.machine.ts";

interface PaymentFailedPanelProps {
  orderId: string;
  amount?: string;
  machine?: typeof checkoutMachine;
}

/** 'Payment failed' with Retry: a new payment attempt for the SAME order (never a new order). */
export function PaymentFailedPanel({
  orderId,
  amount,
  machine = checkoutMachine,
}: PaymentFailedPanelProps) {
  const [snapshot, send] = useMachine(machine);
  const busy = !snapshot.matches("idle");
  const failure = snapshot.context.failure;
  const { t } = useLingui();
  const amountShown = amount ? ` (${amount})` : "";
  return (
    <section className="checkout-alert checkout-section" aria-labelledby="payment-failed-title">
      <h2 id="payment-failed-title">{t`Payment failed`}</h2>
      <p>
        <Trans>
          Your order <strong>{orderId}</strong>
          {amountShown} is saved, but its payment did not go through. You can try paying again: the
          same order is paid, never a second one.
        </Trans>
      </p>
      {failure ? <p role="alert">{failureMessage(failure)}</p> : null}
      <div className="checkout-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => send({ type: "RETRY", orderId })}
        >
          {busy ? t`Opening payment…` : t`Retry payment`}
        </button>
      </div>
    </section>
  );
}
