import { Trans, useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";

/** When the search finds nothing: the exact "No tests found", then three ways on. */
export function SearchNoMatch() {
  const { t } = useLingui();
  const phone = brand.phone.display;
  return (
    <div className="test-search-none">
      <p className="test-search-empty">{t`No tests found`}</p>
      <p className="test-search-ways-title">{t`We can still help:`}</p>
      <ul className="test-search-ways">
        <li>
          <a href={brand.phone.tel}>
            <Trans>Call us on {phone}</Trans>
          </a>
        </li>
        <li>
          <Link to="/prescription">{t`Upload a prescription`}</Link>
        </li>
        <li>
          <Link to="/#health-packages">{t`See health packages`}</Link>
        </li>
      </ul>
    </div>
  );
}
