import { useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { lazy, Suspense } from "react";
import { Link } from "@/components/link.tsx";
import { Logo } from "@/components/logo.tsx";
import { WhenVisible } from "@/components/when-visible.tsx";
import { useUiActions } from "@/lib/ui-state.tsx";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { useSession } from "@/lib/use-session.ts";

const FooterSeo = lazy(
  untilLoaded(() => import("./menus/footer-seo.tsx").then((m) => ({ default: m.FooterSeo }))),
);

/**
 * The footer (docs/product.md#shared-chrome): SEO blocks (loaded near the viewport), blurb, links
 * and contact.
 */
export function SiteFooter() {
  const session = useSession();
  const { openLogin } = useUiActions();
  const { t } = useLingui();
  return (
    <footer className="site-footer on-dark">
      <div className="container">
        <WhenVisible>
          <Suspense fallback={null}>
            <FooterSeo />
          </Suspense>
        </WhenVisible>
        <div className="footer-main">
          <section className="footer-about" aria-label={t`About ${brand.name}`}>
            <Logo />
            <p>
              {t`${brand.name} runs diagnostic centres and home sample collection across Tamil Nadu, Karnataka, Andhra Pradesh and Pondicherry: blood tests, X-ray, ultrasound, CT and MRI scans and health check-ups, with trained technicians and reports you can download.`}
            </p>
          </section>
          <nav aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="footer-title">
              {t`Useful links`}
            </h2>
            <ul className="footer-links">
              <li>
                <Link to="/">{t`Our Services`}</Link>
              </li>
              {session && !session.isUserLoggedIn ? (
                <li>
                  <button type="button" className="footer-link-button" onClick={openLogin}>
                    {t`Login`}
                  </button>
                </li>
              ) : null}
              <li>
                <Link to="/corporate">{t`Corporate`}</Link>
              </li>
              <li>
                <a href="/privacy-policy.html">{t`Privacy Policy`}</a>
              </li>
              <li>
                <a href="/terms.html">{t`Terms of use`}</a>
              </li>
              <li>
                <Link to="/admin-login">{t`Admin Login`}</Link>
              </li>
              <li>
                <Link to="/careers">{t`Career`}</Link>
              </li>
              <li>
                <Link to={`/${brand.slug}-center`}>{t`Find your ${brand.shortName}`}</Link>
              </li>
              <li>
                <Link to="/business-enquiry">{t`Franchise Enquiry`}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title" className="footer-title">
              {t`Contact us`}
            </h2>
            <ul className="footer-links">
              <li>
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </li>
              <li>
                <a href={brand.phone.tel}>{brand.phone.display}</a>
              </li>
            </ul>
          </section>
        </div>
        {/* Prerendered pages carry the build's year (docs/decisions/006-prerendered-pages.md):
            after a New Year before the next build, hydration keeps it rather than reporting a
            mismatch. */}
        <p className="footer-bottom" suppressHydrationWarning>
          {t`© ${new Date().getFullYear()} ${brand.name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
