import { catalogueIds, packagesListedIn } from "@vyom/catalog";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { formatPrice } from "@/lib/format.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";

/** The packages listed in the selected location (Basic and Classic only in Andhra Pradesh). */
export function HealthPackageLinks() {
  const location = useSelectedLocation();
  return (
    <ul className="menu-list">
      {packagesListedIn(location).map((pkg) => (
        <li key={pkg.slug}>
          <Link to={`/${pkg.slug}`} className="menu-link menu-link-priced">
            <span>
              <CatalogueName id={catalogueIds.packageName(pkg.slug)} english={pkg.packageName} />
            </span>
            <span className="menu-link-price">{formatPrice(pkg.currentPrice)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
