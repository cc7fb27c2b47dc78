import "./components/details.css";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand, catalogueIds, packageBySlug } from "@vyom/catalog";
import { useLocation } from "react-router-dom";
import { AddToCartButton } from "@/components/add-to-cart-button.tsx";
import { nameWithEnglish } from "@/components/catalogue-name.tsx";
import { Disclosure } from "@/components/disclosure.tsx";
import { NotFoundPage } from "@/components/not-found.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { PriceTag } from "@/components/price-tag.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { IconNotes } from "./components/icon-notes.tsx";
import { Rating } from "./components/rating.tsx";

/**
 * The one page of all 12 /health-package-* routes (docs/product.md#routes); the package is the
 * path. Every package is sold in every city (Basic and Classic are only *listed* in Andhra
 * Pradesh's menus), so the page always offers it.
 */
export function HealthPackagePage() {
  const { pathname } = useLocation();
  const location = useSelectedLocation();
  const pkg = packageBySlug(pathname);
  const { t } = useLingui();
  const text = useCatalogueText();
  if (!pkg) return <NotFoundPage />;
  const nameId = catalogueIds.packageName(pkg.slug);
  const testCount = pkg.parameters.reduce((sum, group) => sum + group.tests.length, 0);
  const groupCount = pkg.parameters.length;
  const ageRange = pkg.ageRange;
  const phone = brand.phone.display;
  return (
    <PageShell
      title={text(nameId, pkg.packageName)}
      heading={nameWithEnglish(text, nameId, pkg.packageName)}
      className="details"
    >
      <div className="details-layout">
        <div className="details-intro">
          {ageRange ? <p className="details-kicker">{t`Age group: ${ageRange}`}</p> : null}
          <Rating value={pkg.rating} />
          <p>{text(catalogueIds.packageDescription(pkg.slug), pkg.description)}</p>
        </div>
        <aside className="details-buy card" aria-label={t`Price and booking`}>
          <PriceTag price={pkg.currentPrice} originalPrice={pkg.originalPrice} />
          <p className="details-buy-note">
            <Trans>
              Blood is collected at home. Questions? Call <a href={brand.phone.tel}>{phone}</a>.
            </Trans>
          </p>
          <AddToCartButton item={pkg} location={location} />
        </aside>
        <div className="details-more">
          <IconNotes items={pkg.iconWithText} />
          <section className="details-section" aria-labelledby="package-tests">
            <h2 id="package-tests">{t`What is included`}</h2>
            <p className="details-kicker">
              {t`${plural(testCount, { one: "# test", other: "# tests" })} in ${plural(groupCount, { one: "# group", other: "# groups" })}`}
            </p>
            <div className="package-groups">
              {pkg.parameters.map((group) => (
                <Disclosure
                  key={group.title}
                  label={`${text(catalogueIds.packageGroup(group.title), group.title)} (${group.tests.length})`}
                >
                  <ul>
                    {group.tests.map((test) => (
                      <li key={test}>{test}</li>
                    ))}
                  </ul>
                </Disclosure>
              ))}
            </div>
          </section>
          {pkg.free_consultation?.length ? (
            <section className="details-section free-extras" aria-labelledby="package-free">
              <h2 id="package-free">{t`Free for senior citizens`}</h2>
              <ul>
                {pkg.free_consultation.map((extra) => (
                  <li key={extra}>{extra}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </PageShell>
  );
}
