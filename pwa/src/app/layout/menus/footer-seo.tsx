import "./menus.css";
import { useLingui } from "@lingui/react/macro";
import {
  imagingItems,
  labTests,
  locationIds,
  locationNames,
  packagesListedIn,
  radiologyHref,
} from "@vyom/catalog";
import type { ReactNode } from "react";
import { Link } from "@/components/link.tsx";
import { useMediaQuery } from "@/lib/use-media-query.ts";

const popularTestCount = 24;

/**
 * A block of SEO links: open on wide screens, folded on phones so the footer is not a long
 * scroll of links there (the links stay in the page either way).
 */
function SeoBlock({ title, children }: { title: string; children: ReactNode }) {
  const wide = useMediaQuery("(min-width: 900px)");
  return (
    <details className="seo-block" open={wide}>
      <summary className="footer-title seo-summary">{title}</summary>
      {children}
    </details>
  );
}

/**
 * The footer's SEO text blocks (docs/product.md#shared-chrome): radiology tests, tests, packages by
 * city.
 */
export function FooterSeo() {
  const { t } = useLingui();
  return (
    <div className="footer-seo">
      <SeoBlock title={t`Popular radiology tests`}>
        <ul className="seo-links">
          {imagingItems.map((item) => (
            <li key={item.id}>
              <Link to={radiologyHref(item)}>{item.name}</Link>
            </li>
          ))}
        </ul>
      </SeoBlock>
      <SeoBlock title={t`Popular tests`}>
        <ul className="seo-links">
          {labTests.slice(0, popularTestCount).map((test) => (
            <li key={test.corpId}>
              <Link to={test.testDetailsPageLink}>{test.testName}</Link>
            </li>
          ))}
        </ul>
      </SeoBlock>
      <SeoBlock title={t`Health check packages by city`}>
        {locationIds.map((location) => (
          <p key={location} className="seo-city">
            <span className="seo-city-name">
              {t`Health check-up in ${locationNames[location]}:`}{" "}
            </span>
            {packagesListedIn(location).map((pkg, index) => (
              <span key={pkg.slug}>
                {index > 0 ? " · " : null}
                <Link to={`/${pkg.slug}`}>{pkg.packageName}</Link>
              </span>
            ))}
          </p>
        ))}
      </SeoBlock>
    </div>
  );
}
