import { useLingui } from "@lingui/react/macro";
import { type Location, packagesListedIn, popularTests } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";

/** An empty cart says so and offers the popular tests and the packages of the city. */
export function EmptyCart({ location }: { location: Location }) {
  const { t } = useLingui();
  return (
    <div className="checkout-main">
      <p className="page-lead">{t`Your cart is empty.`}</p>
      <section className="checkout-section" aria-labelledby="empty-tests-title">
        <h2 id="empty-tests-title">{t`Popular tests`}</h2>
        <ul className="checkout-links">
          {popularTests.map((test) => (
            <li key={test.corpId}>
              <Link to={test.testDetailsPageLink}>{test.testName}</Link>
            </li>
          ))}
          <li>
            <Link to="/book-your-test">{t`Search all tests`}</Link>
          </li>
        </ul>
      </section>
      <section className="checkout-section" aria-labelledby="empty-packages-title">
        <h2 id="empty-packages-title">{t`Health packages`}</h2>
        <ul className="checkout-links">
          {packagesListedIn(location).map((pkg) => (
            <li key={pkg.corpId}>
              <Link to={`/${pkg.slug}`}>{pkg.packageName}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
