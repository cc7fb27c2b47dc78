import "./components/details.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand, catalogueIds, locationNames, priceOf, testBySlug } from "@vyom/catalog";
import { useParams } from "react-router-dom";
import { AddToCartButton } from "@/components/add-to-cart-button.tsx";
import { nameWithEnglish } from "@/components/catalogue-name.tsx";
import { NotFoundPage } from "@/components/not-found.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { PriceTag } from "@/components/price-tag.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { IconNotes } from "./components/icon-notes.tsx";
import { Rating } from "./components/rating.tsx";

/**
 * /:id, the generic test details page (docs/product.md#catalogue-pages): what the test is and
 * measures, its notes, and its price in the selected city (or that the city does not offer it). An
 * unknown id shows the 404 content in place.
 */
export function TestDetailsPage() {
  const { id = "" } = useParams();
  const location = useSelectedLocation();
  const test = testBySlug(id);
  const { t } = useLingui();
  const text = useCatalogueText();
  if (!test) return <NotFoundPage />;
  const nameId = catalogueIds.testName(test.corpId);
  const price = priceOf(test, location);
  const city = locationNames[location];
  const phone = brand.phone.display;
  return (
    <PageShell
      title={text(nameId, test.testName)}
      heading={nameWithEnglish(text, nameId, test.testName)}
      className="details"
    >
      <div className="details-layout">
        <div className="details-intro">
          {test.alternateTestName ? (
            <p className="details-kicker">{test.alternateTestName}</p>
          ) : null}
          <Rating value={test.rating} />
          <p>{text(catalogueIds.testDescription(test.corpId), test.description)}</p>
        </div>
        <aside className="details-buy card" aria-label={t`Price and booking`}>
          <img
            className="details-thumb"
            src={test.thumbnail}
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
          {price.offered ? (
            <PriceTag price={price.price} />
          ) : (
            <p className="price-na">{t`Not available in ${city}`}</p>
          )}
          <p className="details-buy-note">
            <Trans>
              Price for {city}. Home sample collection; questions? Call{" "}
              <a href={brand.phone.tel}>{phone}</a>.
            </Trans>
          </p>
          <AddToCartButton item={test} location={location} />
        </aside>
        <div className="details-more">
          <IconNotes items={test.iconWithText} />
          <section className="details-section" aria-labelledby="test-properties">
            <h2 id="test-properties">{test.propertiesTitle}</h2>
            <p className="details-kicker">{test.parameter}</p>
            <ul className="details-list">
              {test.properties.map((property) => (
                <li key={property}>{property}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
