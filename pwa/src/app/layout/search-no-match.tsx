import { brand } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";

/** When the search finds nothing: the exact "No tests found", then three ways on. */
export function SearchNoMatch() {
  return (
    <div className="test-search-none">
      <p className="test-search-empty">No tests found</p>
      <p className="test-search-ways-title">We can still help:</p>
      <ul className="test-search-ways">
        <li>
          <a href={brand.phone.tel}>Call us on {brand.phone.display}</a>
        </li>
        <li>
          <Link to="/prescription">Upload a prescription</Link>
        </li>
        <li>
          <Link to="/#health-packages">See health packages</Link>
        </li>
      </ul>
    </div>
  );
}
