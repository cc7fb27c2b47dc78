import "./home-sections.css";
import { useLingui } from "@lingui/react/macro";
import { bestSellingPackages, catalogueIds, type HealthPackage } from "@vyom/catalog";
import { useRef } from "react";
import { AddToCartButton } from "@/components/add-to-cart-button.tsx";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { PriceTag } from "@/components/price-tag.tsx";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";

function PackageCard({ pkg }: { pkg: HealthPackage }) {
  const location = useSelectedLocation();
  const href = `/${pkg.slug}`;
  const { t } = useLingui();
  return (
    <article className="package-card">
      <h3 className="package-card-title">
        <Link to={href}>
          <CatalogueName id={catalogueIds.packageName(pkg.slug)} english={pkg.packageName} />
        </Link>
      </h3>
      {pkg.ageRange ? <p className="package-card-age">{pkg.ageRange}</p> : null}
      <ul className="package-card-items">
        {pkg.highlights.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <PriceTag price={pkg.currentPrice} originalPrice={pkg.originalPrice} />
      <div className="package-card-actions">
        <Link to={href} className="button button-secondary button-small">
          {t`View details`} <span className="visually-hidden">{t`of ${pkg.packageName}`}</span>
        </Link>
        <AddToCartButton
          item={pkg}
          location={location}
          className="button button-primary button-small"
        />
      </div>
    </article>
  );
}

/**
 * The best-selling packages (docs/product.md#health-packages: prices and line items) as a row that
 * scrolls by swipe, by keyboard (tabbing to a card's links scrolls it into view) or with the
 * buttons.
 */
export function BestSellersSection() {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const card = list.querySelector("li");
    const step = card ? card.getBoundingClientRect().width + 16 : list.clientWidth;
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * step, behavior: smooth ? "smooth" : "auto" });
  };
  return (
    <section id="health-packages" className="home-section" aria-labelledby="best-sellers-title">
      <div className="section-head section-head-row">
        <div>
          <h2 id="best-sellers-title" className="section-title">
            {t`Best Selling Health Packages`}
          </h2>
          <p className="section-lead">{t`Full body check-ups with a physician consultation.`}</p>
        </div>
        <div className="scroll-buttons">
          <button
            type="button"
            className="icon-button scroll-button"
            aria-label={t`Previous packages`}
            onClick={() => scrollBy(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="icon-button scroll-button"
            aria-label={t`Next packages`}
            onClick={() => scrollBy(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {/* Keyboard users scroll it by tabbing through the cards' links and buttons. */}
      <ul ref={track} className="package-track" aria-label={t`Best selling health packages`}>
        {bestSellingPackages.map((pkg) => (
          <li key={pkg.slug}>
            <PackageCard pkg={pkg} />
          </li>
        ))}
      </ul>
      <p className="footnote">
        {t`* Mind Health Assessment is a short questionnaire-based screening, not a diagnosis.`}
      </p>
    </section>
  );
}
