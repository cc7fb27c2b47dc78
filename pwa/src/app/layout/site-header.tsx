import "./header.css";
import { brand } from "@vyom/catalog";
import { MenuIcon, PhoneIcon, ReportIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { Logo } from "@/components/logo.tsx";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";
import { AccountControl } from "./account-control.tsx";
import { CartLink } from "./cart-link.tsx";
import { LocationSelect } from "./location-select.tsx";
import { TestSearch } from "./test-search.tsx";

/**
 * Logo, location, test search, Download Reports, customer care, cart and account. Below 1146 px
 * the menu button opens the side menu and Download Reports moves into it.
 */
export function SiteHeader() {
  const { sideMenuOpen } = useUiState();
  const { openSideMenu } = useUiActions();
  return (
    <header className="site-header">
      <div className="container header-row">
        <button
          type="button"
          className="icon-button header-menu-button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          onClick={openSideMenu}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="header-logo" aria-label={`${brand.name}, home`}>
          <Logo />
        </Link>
        <div className="header-tools">
          <LocationSelect />
          <TestSearch />
        </div>
        <Link to="/download-report" className="header-link header-reports">
          <ReportIcon />
          <span>Download Reports</span>
        </Link>
        <a
          href={brand.phone.tel}
          className="header-link header-phone"
          aria-label={`Call customer care, ${brand.phone.display}`}
        >
          <PhoneIcon />
          <span className="header-phone-number">{brand.phone.display}</span>
        </a>
        <CartLink />
        <AccountControl />
      </div>
    </header>
  );
}
