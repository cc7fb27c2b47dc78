import "./components/details.css";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  brand,
  catalogueIds,
  type ImagingCategory,
  imagingBySlug,
  locationNames,
  priceOf,
} from "@vyom/catalog";
import { useParams } from "react-router-dom";
import { nameWithEnglish } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { NotFoundPage } from "@/components/not-found.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { PriceTag } from "@/components/price-tag.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { ScanBookingLoader } from "./scan-booking/scan-booking-loader.tsx";

const categoryNames: Record<ImagingCategory, MessageDescriptor> = {
  xray: msg`X-ray`,
  ultrasound: msg`Ultrasound (USG)`,
  ct: msg`CT scan`,
  mri: msg`MRI scan`,
  ecg: msg`ECG`,
  echo: msg`Echocardiogram (Echo)`,
  tmt: msg`Treadmill test (TMT)`,
  mammogram: msg`Mammogram`,
};

/**
 * /radilogy/:slug (docs/product.md#imaging: the `?id=` query is only a hint, the slug finds the
 * scan): what it is, how to prepare, how long it takes, the price in the selected city or "Call for
 * price", and how to book it: at a centre and a slot (/radilogy/:slug/book,
 * docs/product.md#scan-booking), never a home collection. An unknown slug shows the 404 content in
 * place.
 */
export function RadiologyDetailsPage() {
  const { slug = "", "*": rest = "" } = useParams();
  const location = useSelectedLocation();
  const item = imagingBySlug(slug);
  const { t, i18n } = useLingui();
  const text = useCatalogueText();
  if (!item || (rest !== "" && rest !== "book")) return <NotFoundPage />;
  if (rest === "book") {
    return (
      // Its own chunk, loaded only when booking.
      <ScanBookingLoader fallback={<p className="page-lead">{t`Loading…`}</p>} />
    );
  }
  const price = priceOf(item, location);
  const city = locationNames[location];
  const shortName = brand.shortName;
  const phone = brand.phone.display;
  const nameId = catalogueIds.scanName(item.pageLink);
  return (
    <PageShell
      title={text(nameId, item.name)}
      heading={nameWithEnglish(text, nameId, item.name)}
      className="details"
    >
      <div className="details-layout">
        <div className="details-intro">
          <p className="details-kicker">{i18n._(categoryNames[item.category])}</p>
          <p>{text(catalogueIds.scanDescription(item.pageLink), item.description)}</p>
        </div>
        <aside className="details-buy card" aria-label={t`Price and booking`}>
          {price.offered ? (
            <>
              <PriceTag price={price.price} />
              <p className="details-buy-note">
                {t`Price at our ${city} centres. The scan is done at your nearest ${shortName} centre.`}
              </p>
            </>
          ) : (
            <>
              <p className="price">{t`Call for price`}</p>
              <p className="details-buy-note">
                {t`Our ${city} centres arrange this scan on request: call us for the price and the nearest centre that does it.`}
              </p>
            </>
          )}
          <div className="details-actions">
            <a className="button button-primary" href={brand.phone.tel}>
              {t`Call ${phone}`}
            </a>
            <Link className="button button-secondary" to={`/radilogy${item.pageLink}/book`}>
              {t`Book your test`}
            </Link>
          </div>
          <Link to={`/${brand.slug}-center`}>{t`Find your nearest centre`}</Link>
        </aside>
        <div className="details-more">
          <section className="details-section" aria-labelledby="scan-preparation">
            <h2 id="scan-preparation">{t`How to prepare`}</h2>
            <ol className="details-steps">
              {item.preparation.map((step) => (
                <li key={step}>{text(catalogueIds.note(step), step)}</li>
              ))}
            </ol>
          </section>
          <section className="details-section" aria-labelledby="scan-duration">
            <h2 id="scan-duration">{t`How long it takes`}</h2>
            <p>{text(catalogueIds.note(item.duration), item.duration)}</p>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
