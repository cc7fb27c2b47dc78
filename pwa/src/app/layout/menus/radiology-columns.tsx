import { radiologyHref, radiologyMenu } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";

/** Desktop X-ray & Scans panel: every group as a column, then the direct links. */
export function RadiologyColumns() {
  const groups = radiologyMenu.filter((entry) => entry.kind === "group");
  const direct = radiologyMenu.filter((entry) => entry.kind === "link");
  return (
    <div className="mega-panel">
      <div className="mega-columns">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`radiology-${group.key}`}>
            <h3 id={`radiology-${group.key}`} className="mega-heading">
              {group.label}
            </h3>
            <ul className="menu-list">
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link to={radiologyHref(item)} className="menu-link">
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ul className="mega-direct">
        {direct.map((entry) => (
          <li key={entry.key}>
            <Link to={radiologyHref(entry.item)} className="button button-secondary">
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
