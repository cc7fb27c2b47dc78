import "./menus.css";
import { brand } from "@vyom/catalog";
import { Disclosure } from "@/components/disclosure.tsx";
import { PhoneIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { useSession } from "@/lib/use-session.ts";
import { useLogout } from "../use-logout.ts";
import { HealthPackageLinks } from "./health-package-links.tsx";
import { LabTestsMenu } from "./lab-tests-menu.tsx";
import { RadiologyMenu } from "./radiology-menu.tsx";

const links = [
  { to: "/download-report", label: "Download Reports" },
  { to: "/prescription", label: "Upload Prescription" },
  { to: "/book-your-test", label: "Book Your Test" },
  { to: `/${brand.slug}-center`, label: "Nearest Center" },
] as const;

/**
 * The side menu's contents (docs/product.md#shared-chrome), loaded with the catalogue when first
 * opened.
 */
export function SideMenuContent() {
  const session = useSession();
  const logout = useLogout();
  return (
    <nav className="side-menu-nav" aria-label="Main menu">
      <ul className="menu-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="menu-link menu-link-main">
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <a href={brand.phone.tel} className="menu-link menu-link-main">
            <PhoneIcon width={20} height={20} />
            <span>
              Call <span className="menu-phone-number">{brand.phone.display}</span>
            </span>
          </a>
        </li>
      </ul>
      <Disclosure
        label={<span className="menu-section-title">X-ray & Scans</span>}
        className="menu-section"
      >
        <RadiologyMenu />
      </Disclosure>
      <Disclosure
        label={<span className="menu-section-title">Lab Tests</span>}
        className="menu-section"
      >
        <LabTestsMenu />
      </Disclosure>
      <Disclosure
        label={<span className="menu-section-title">Health Packages</span>}
        className="menu-section"
      >
        <HealthPackageLinks />
      </Disclosure>
      {session?.isUserLoggedIn ? (
        <div className="menu-logout">
          <Link to="/my-bookings" className="button button-secondary">
            My bookings
          </Link>
          <button type="button" className="button button-secondary" onClick={() => logout()}>
            Logout
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => logout("all-devices")}
          >
            Log out on all devices
          </button>
        </div>
      ) : null}
    </nav>
  );
}
