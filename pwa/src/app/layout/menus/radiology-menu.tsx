import { catalogueIds, type RadiologyMenuKey, radiologyHref, radiologyMenu } from "@vyom/catalog";
import { useState } from "react";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Disclosure } from "@/components/disclosure.tsx";
import { Link } from "@/components/link.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { radiologyLabel } from "./radiology-label.tsx";

/**
 * X-ray & Scans: the X-ray, USG, CT and MRI groups and the direct ECG, Echo, TMT and Mammogram
 * links. docs/product.md#other-flags: exactly one radiology group is open at a time, or none.
 */
export function RadiologyMenu() {
  const [openKey, setOpenKey] = useState<RadiologyMenuKey | null>(null);
  const text = useCatalogueText();
  return (
    <ul className="submenu">
      {radiologyMenu.map((entry) =>
        entry.kind === "group" ? (
          <li key={entry.key}>
            <Disclosure
              label={radiologyLabel(text, entry)}
              open={openKey === entry.key}
              onToggle={() => setOpenKey((key) => (key === entry.key ? null : entry.key))}
            >
              <ul className="menu-list">
                {entry.items.map((item) => (
                  <li key={item.id}>
                    <Link to={radiologyHref(item)} className="menu-link">
                      <CatalogueName
                        id={catalogueIds.scanName(item.pageLink)}
                        english={item.name}
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </Disclosure>
          </li>
        ) : (
          <li key={entry.key}>
            <Link to={radiologyHref(entry.item)} className="menu-link">
              {radiologyLabel(text, entry)}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
