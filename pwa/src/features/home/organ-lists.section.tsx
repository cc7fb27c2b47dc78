import "./home-sections.css";
import { useLingui } from "@lingui/react/macro";
import {
  catalogueIds,
  itemsByOrgan,
  type OrganListKey,
  organListKeys,
  organListNames,
} from "@vyom/catalog";
import { useState } from "react";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";

/**
 * Every organ list of the catalogue (docs/product.md#organ-lists), including the three that only
 * hold the 'No Test Found' placeholder (stomach, pancreas, intestine), which links home.
 */
export function OrganListsSection() {
  const [organ, setOrgan] = useState<OrganListKey>("kidney");
  const items = itemsByOrgan(organ);
  const { t } = useLingui();
  const text = useCatalogueText();
  const organName = (key: OrganListKey) => text(catalogueIds.organList(key), organListNames[key]);
  return (
    <section className="home-section" aria-labelledby="organ-lists-title">
      <div className="section-head">
        <h2 id="organ-lists-title" className="section-title">
          {t`Search Tests By Organ`}
        </h2>
      </div>
      <div className="organ-picker">
        <ul className="organ-chips" aria-label={t`Organs`}>
          {organListKeys.map((key) => (
            <li key={key}>
              <button
                type="button"
                className="organ-chip"
                aria-pressed={key === organ}
                aria-controls="organ-list-items"
                onClick={() => setOrgan(key)}
              >
                {organName(key)}
              </button>
            </li>
          ))}
        </ul>
        <div id="organ-list-items" className="organ-list" aria-live="polite">
          <h3 className="organ-list-title">{t`${organName(organ)} tests`}</h3>
          <ul className="organ-list-links">
            {items.map((item) => (
              <li key={`${item.pageLink}-${item.name}`}>
                <Link to={item.pageLink}>
                  {item.corpId ? (
                    <CatalogueName id={catalogueIds.testName(item.corpId)} english={item.name} />
                  ) : (
                    item.name
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
