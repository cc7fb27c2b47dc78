import "./menus.css";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { Disclosure } from "@/components/disclosure.tsx";
import { PhoneIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { useSession } from "@/lib/use-session.ts";
import { useLogout } from "../use-logout.ts";
import { HealthPackageLinks } from "./health-package-links.tsx";
import { LabTestsMenu } from "./lab-tests-menu.tsx";
import { RadiologyMenu } from "./radiology-menu.tsx";

const links: readonly { to: string; label: MessageDescriptor }[] = [
  { to: "/download-report", label: msg`Download Reports` },
  { to: "/prescription", label: msg`Upload Prescription` },
  { to: "/book-your-test", label: msg`Book Your Test` },
  { to: `/${brand.slug}-center`, label: msg`Nearest Center` },
];

/**
 * The side menu's contents (docs/product.md#shared-chrome), loaded with the catalogue when first
 * opened.
 */
export function SideMenuContent() {
  const session = useSession();
  const logout = useLogout();
  const { t, i18n } = useLingui();
  const phone = brand.phone.display;
  return (
    <nav className="side-menu-nav" aria-label={t`Main menu`}>
      <ul className="menu-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="menu-link menu-link-main">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <a href={brand.phone.tel} className="menu-link menu-link-main">
            <PhoneIcon width={20} height={20} />
            <span>
              <Trans>
                Call <span className="menu-phone-number">{phone}</span>
              </Trans>
            </span>
          </a>
        </li>
      </ul>
      <Disclosure
        label={<span className="menu-section-title">{t`X-ray & Scans`}</span>}
        className="menu-section"
      >
        <RadiologyMenu />
      </Disclosure>
      <Disclosure
        label={<span className="menu-section-title">{t`Lab Tests`}</span>}
        className="menu-section"
      >
        <LabTestsMenu />
      </Disclosure>
      <Disclosure
        label={<span className="menu-section-title">{t`Health Packages`}</span>}
        className="menu-section"
      >
        <HealthPackageLinks />
      </Disclosure>
      {session?.isUserLoggedIn ? (
        <div className="menu-logout">
          <Link to="/my-bookings" className="button button-secondary">
            {t`My bookings`}
          </Link>
          <button type="button" className="button button-secondary" onClick={() => logout()}>
            {t`Logout`}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => logout("all-devices")}
          >
            {t`Log out on all devices`}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
