import "./cart.css";
import { useLingui } from "@lingui/react/macro";
import { catalogueIds, locationNames, packageIncluding } from "@vyom/catalog";
import { useState } from "react";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { removeAllPackages, removeAllTests, removeFromCart } from "@/db/cart.ts";
import { cartCount, cartSubtotal, hasUnavailableLines } from "@/db/cart-lines.ts";
import { formatPrice } from "@/lib/format.ts";
import { useCart } from "@/lib/use-cart.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { CartLineList } from "./components/cart-line-list.tsx";
import { EmptyCart } from "./components/empty-cart.tsx";

/**
 * /cart: the tests and packages priced for the selected city. A line the city does not offer stays
 * in the cart, flagged, and is left out of the total; a test a package in the cart already holds is
 * flagged with a button that removes it; remove one, all tests or all packages;
 * 'Proceed to book' leads to checkout (/cart-form).
 */
export function CartPage() {
  const cart = useCart();
  const location = useSelectedLocation();
  const [busy, setBusy] = useState(false);
  const cityName = locationNames[location];
  const { t } = useLingui();

  const run = (change: () => Promise<unknown>) => {
    setBusy(true);
    void change().finally(() => setBusy(false));
  };

  if (!cart) {
    return (
      <PageShell title={t`Cart`}>
        <p className="page-lead">{t`Loading your cart…`}</p>
      </PageShell>
    );
  }
  if (cartCount(cart) === 0) {
    return (
      <PageShell title={t`Cart`} className="checkout-page">
        <EmptyCart location={location} />
      </PageShell>
    );
  }

  const total = cartSubtotal(cart);
  // A test a package in the cart already holds (the catalogue's `includedTests`) is paid twice.
  const packageCorpIds = cart.healthPackages.map((line) => line.corpId);
  const bookable = [...cart.tests, ...cart.healthPackages].filter((line) => line.available).length;
  return (
    <PageShell title={t`Cart`} className="checkout-page">
      <p className="page-lead">{t`Prices for ${cityName}.`}</p>
      <div className="checkout-layout">
        <div className="checkout-main">
          <CartLineList
            id="cart-tests-title"
            title={t`Tests`}
            lines={cart.tests.map((line) => ({
              name: line.testName,
              nameId: catalogueIds.testName(line.corpId),
              price: line.testPrice,
              pageLink: line.pageLink,
              available: line.available,
              includedIn: packageIncluding(line.corpId, packageCorpIds)?.packageName,
            }))}
            cityName={cityName}
            busy={busy}
            onRemove={(name) => run(() => removeFromCart(name))}
            removeAllLabel={t`Remove all tests`}
            onRemoveAll={() => run(removeAllTests)}
          />
          <CartLineList
            id="cart-packages-title"
            title={t`Health packages`}
            lines={cart.healthPackages.map((line) => ({
              name: line.healthPackageName,
              // A package's page is its slug (`/health-package-basic`).
              nameId: catalogueIds.packageName(line.pageLink.slice(1)),
              price: line.healthPackagePrice,
              pageLink: line.pageLink,
              available: line.available,
            }))}
            cityName={cityName}
            busy={busy}
            onRemove={(name) => run(() => removeFromCart(name))}
            removeAllLabel={t`Remove all packages`}
            onRemoveAll={() => run(removeAllPackages)}
          />
        </div>
        <aside className="card checkout-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{t`Summary`}</h2>
          <dl className="summary-rows">
            <div className="summary-row">
              <dt>{t`Items to book`}</dt>
              <dd>{bookable}</dd>
            </div>
            <div className="summary-row summary-total">
              <dt>{t`Total payable`}</dt>
              <dd>{formatPrice(total)}</dd>
            </div>
          </dl>
          {hasUnavailableLines(cart) ? (
            <p className="checkout-note">
              {t`Items not available in ${cityName} are not included. Change the city in the header, or remove them.`}
            </p>
          ) : null}
          {bookable > 0 ? (
            <Link className="button button-primary" to="/cart-form">
              {t`Proceed to book`}
            </Link>
          ) : (
            <p className="checkout-note">{t`Nothing in your cart can be booked in ${cityName}.`}</p>
          )}
        </aside>
      </div>
    </PageShell>
  );
}
