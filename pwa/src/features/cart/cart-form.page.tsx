import { Trans, useLingui } from "@lingui/react/macro";
import "./cart.css";
import { locationNames } from "@vyom/catalog";
import { useSearchParams } from "react-router-dom";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { cartCount } from "@/db/cart-lines.ts";
import type { CartRecord, SessionUser } from "@/db/records.ts";
import { useCart } from "@/lib/use-cart.ts";
import { useStoredLocation } from "@/lib/use-selected-location.ts";
import { useSession } from "@/lib/use-session.ts";
import { CheckoutForm } from "./components/checkout-form.tsx";
import { LoginGate } from "./components/login-gate.tsx";
import { PaymentFailedPanel } from "./components/payment-failed-panel.tsx";
import { failureMessage } from "./data/checkout-api.ts";
import { useCustomer } from "./data/use-customer.ts";

/**
 * /cart-form: checkout. Needs a logged-in customer (the login dialog opens over this page and the
 * form appears once logged in). Coming back from a failed payment (`?payment=failed&orderId=`)
 * it offers Retry for that order above the form.
 */
export function CartFormPage() {
  const session = useSession();
  const cart = useCart();
  const [params] = useSearchParams();
  const failedOrderId = params.get("payment") === "failed" ? params.get("orderId") : null;
  const { t } = useLingui();
  const title = t`Checkout`;

  if (!session || !cart) {
    return (
      <PageShell title={title}>
        <p className="page-lead">{t`Loading…`}</p>
      </PageShell>
    );
  }
  const user = session.isUserLoggedIn ? session.user : null;
  return (
    <PageShell title={title} className="checkout-page">
      {failedOrderId ? <PaymentFailedPanel orderId={failedOrderId} /> : null}
      {user ? (
        <CustomerCheckout user={user} cart={cart} hasRetry={Boolean(failedOrderId)} />
      ) : (
        <LoginGate message={t`Please log in or sign up to book your tests.`} />
      )}
    </PageShell>
  );
}

function CustomerCheckout({
  user,
  cart,
  hasRetry,
}: {
  user: SessionUser;
  cart: CartRecord;
  hasRetry: boolean;
}) {
  // Not the default while the stored city is read: checkout would move the prices from the wrong
  // city, and say so (a centre picked in that moment read "not Chennai" for Andhra Pradesh).
  const location = useStoredLocation();
  const customer = useCustomer(user);
  const { t } = useLingui();

  if (cartCount(cart) === 0) {
    return hasRetry ? null : (
      <p className="page-lead">
        <Trans>
          Your cart is empty. <Link to="/book-your-test">Find a test</Link> or see the{" "}
          <Link to="/cart">cart</Link>.
        </Trans>
      </p>
    );
  }
  if (customer.status === "loading" || location === undefined) {
    return <p className="page-lead">{t`Loading your details…`}</p>;
  }
  if (customer.status === "failed") {
    if (customer.failure.kind === "login-required") {
      return <LoginGate message={t`Your login has ended. Please log in again to book.`} />;
    }
    return (
      <div className="checkout-alert" role="alert">
        <p>{failureMessage(customer.failure)}</p>
        <button type="button" className="button button-secondary" onClick={customer.reload}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  return (
    <CheckoutForm
      user={user}
      customer={customer.customer}
      cart={cart}
      location={location}
      cityName={locationNames[location]}
    />
  );
}
