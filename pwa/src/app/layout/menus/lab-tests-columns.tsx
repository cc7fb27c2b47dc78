import { useLingui } from "@lingui/react/macro";
import {
  catalogueIds,
  itemsByOrgan,
  type OrganListKey,
  organMenu,
  popularTests,
} from "@vyom/catalog";
import { useState } from "react";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";

/** Desktop Lab Tests panel: Popular Search, the organs, and the chosen organ's tests. */
export function LabTestsColumns() {
  const [organ, setOrgan] = useState<OrganListKey>(organMenu[0]?.key ?? "kidney");
  const organTests = itemsByOrgan(organ);
  const { t } = useLingui();
  const text = useCatalogueText();
  const organName = text(
    catalogueIds.organList(organ),
    organMenu.find((entry) => entry.key === organ)?.name ?? "",
  );
  return (
    <div className="mega-panel mega-lab">
      <section aria-labelledby="lab-popular">
        <h3 id="lab-popular" className="mega-heading">
          {t`Popular Search`}
        </h3>
        <ul className="menu-list">
          {popularTests.map((test) => (
            <li key={test.corpId}>
              <Link to={test.testDetailsPageLink} className="menu-link">
                <CatalogueName id={catalogueIds.testName(test.corpId)} english={test.testName} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="lab-organs">
        <h3 id="lab-organs" className="mega-heading">
          {t`Search By Organs`}
        </h3>
        <ul className="organ-buttons">
          {organMenu.map((entry) => (
            <li key={entry.key}>
              <button
                type="button"
                className="organ-button"
                aria-pressed={entry.key === organ}
                onClick={() => setOrgan(entry.key)}
              >
                {text(catalogueIds.organList(entry.key), entry.name)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="lab-organ-tests" aria-live="polite">
        <h3 id="lab-organ-tests" className="mega-heading">
          {t`${organName} tests`}
        </h3>
        <ul className="menu-list organ-tests">
          {organTests.map((item) => (
            <li key={`${item.pageLink}-${item.name}`}>
              <Link to={item.pageLink} className="menu-link">
                {item.corpId ? (
                  <CatalogueName id={catalogueIds.testName(item.corpId)} english={item.name} />
                ) : (
                  item.name
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
