import "./header.css";
import { useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { lazy } from "react";
import { MenuIcon, PhoneIcon, ReportIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { Logo } from "@/components/logo.tsx";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";
import { loadAfterPage } from "../load-after-page.ts";
import { AfterPageLoad } from "./after-page-load.tsx";
import { CartLink } from "./cart-link.tsx";
import { LocationSelect } from "./location-select.tsx";
import { TestSearch } from "./test-search.tsx";

// Login or the account menu, with the after-page chunk (app/after-page.ts): either shows only once
// the session is read from storage, which starts after the page too. Its place is kept meanwhile.
const AccountControl = lazy(() => loadAfterPage().then((m) => ({ default: m.AccountControl })));
const accountPlace = <span className="header-account" aria-hidden="true" />;

/**
 * Logo, location, test search, Download Reports, customer care, cart and account. Below 1146 px
 * the menu button opens the side menu and Download Reports moves into it.
 */
export function SiteHeader() {
  const { sideMenuOpen } = useUiState();
  const { openSideMenu } = useUiActions();
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="container header-row">
        <button
          type="button"
          className="icon-button header-menu-button"
          aria-label={t`Open menu`}
          aria-haspopup="dialog"
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          onClick={openSideMenu}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="header-logo" aria-label={t`${brand.name}, home`}>
          <Logo />
        </Link>
        <div className="header-tools">
          <LocationSelect />
          <TestSearch />
        </div>
        <Link to="/download-report" className="header-link header-reports">
          <ReportIcon />
          <span>{t`Download Reports`}</span>
        </Link>
        <a
          href={brand.phone.tel}
          className="header-link header-phone"
          aria-label={t`Call customer care, ${brand.phone.display}`}
        >
          <PhoneIcon />
          <span className="header-phone-number">{brand.phone.display}</span>
        </a>
        <CartLink />
        <AfterPageLoad fallback={accountPlace}>
          <AccountControl />
        </AfterPageLoad>
      </div>
    </header>
  );
}
