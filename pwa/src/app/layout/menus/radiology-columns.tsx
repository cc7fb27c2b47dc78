import { catalogueIds, radiologyHref, radiologyMenu } from "@vyom/catalog";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { radiologyLabel } from "./radiology-label.tsx";

/** Desktop X-ray & Scans panel: every group as a column, then the direct links. */
export function RadiologyColumns() {
  const text = useCatalogueText();
  const groups = radiologyMenu.filter((entry) => entry.kind === "group");
  const direct = radiologyMenu.filter((entry) => entry.kind === "link");
  return (
    <div className="mega-panel">
      <div className="mega-columns">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`radiology-${group.key}`}>
            <h3 id={`radiology-${group.key}`} className="mega-heading">
              {radiologyLabel(text, group)}
            </h3>
            <ul className="menu-list">
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link to={radiologyHref(item)} className="menu-link">
                    <CatalogueName id={catalogueIds.scanName(item.pageLink)} english={item.name} />
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
              {radiologyLabel(text, entry)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
