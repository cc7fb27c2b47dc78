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
import { Disclosure } from "@/components/disclosure.tsx";
import { Link } from "@/components/link.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";

/** Lab Tests: Popular Search, and Search By Organs with each organ's tests (one organ open). */
export function LabTestsMenu() {
  const [openOrgan, setOpenOrgan] = useState<OrganListKey | null>(null);
  const { t } = useLingui();
  const text = useCatalogueText();
  return (
    <ul className="submenu">
      <li>
        <Disclosure label={t`Popular Search`}>
          <ul className="menu-list">
            {popularTests.map((test) => (
              <li key={test.corpId}>
                <Link to={test.testDetailsPageLink} className="menu-link">
                  <CatalogueName id={catalogueIds.testName(test.corpId)} english={test.testName} />
                </Link>
              </li>
            ))}
          </ul>
        </Disclosure>
      </li>
      <li>
        <Disclosure label={t`Search By Organs`}>
          <ul className="submenu">
            {organMenu.map((organ) => (
              <li key={organ.key}>
                <Disclosure
                  label={text(catalogueIds.organList(organ.key), organ.name)}
                  open={openOrgan === organ.key}
                  onToggle={() => setOpenOrgan((key) => (key === organ.key ? null : organ.key))}
                >
                  <ul className="menu-list">
                    {itemsByOrgan(organ.key).map((item) => (
                      <li key={`${item.pageLink}-${item.name}`}>
                        <Link to={item.pageLink} className="menu-link">
                          {item.corpId ? (
                            <CatalogueName
                              id={catalogueIds.testName(item.corpId)}
                              english={item.name}
                            />
                          ) : (
                            item.name
                          )}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Disclosure>
              </li>
            ))}
          </ul>
        </Disclosure>
      </li>
    </ul>
  );
}
