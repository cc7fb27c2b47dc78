import "./home-sections.css";
import { useLingui } from "@lingui/react/macro";
import { catalogueIds, locationNames, popularTests, priceOf, type TestEntry } from "@vyom/catalog";
import { AddToCartButton } from "@/components/add-to-cart-button.tsx";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { PriceTag } from "@/components/price-tag.tsx";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";

function TestCard({ test }: { test: TestEntry }) {
  const location = useSelectedLocation();
  const price = priceOf(test, location);
  const { t } = useLingui();
  return (
    <article className="test-card">
      <h3 className="test-card-title">
        <Link to={test.testDetailsPageLink}>
          <CatalogueName id={catalogueIds.testName(test.corpId)} english={test.testName} />
        </Link>
      </h3>
      <p className="test-card-alt">{test.alternateTestName}</p>
      <p className="test-card-meta">{test.parameter}</p>
      <div className="test-card-foot">
        {price.offered ? (
          <PriceTag price={price.price} className="price price-small" />
        ) : (
          <p className="price-na">{t`Not available in ${locationNames[location]}`}</p>
        )}
        <AddToCartButton
          item={test}
          location={location}
          className="button button-secondary button-small"
        />
      </div>
    </article>
  );
}

/** The eight featured tests (docs/product.md#popular-tests), priced for the selected city. */
export function PopularTestsSection() {
  const { t } = useLingui();
  return (
    <section className="home-section" aria-labelledby="popular-tests-title">
      <div className="section-head">
        <h2 id="popular-tests-title" className="section-title">
          {t`Popular Tests`}
        </h2>
        <p className="section-lead">{t`The tests doctors ask for most, collected at your home.`}</p>
      </div>
      <ul className="card-grid" aria-label={t`Popular tests`}>
        {popularTests.map((test) => (
          <li key={test.corpId}>
            <TestCard test={test} />
          </li>
        ))}
      </ul>
    </section>
  );
}
