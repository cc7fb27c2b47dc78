import { useLingui } from "@lingui/react/macro";
import { itemsByOrgan, type OrganListKey, organMenu, popularTests } from "@vyom/catalog";
import { useState } from "react";
import { Disclosure } from "@/components/disclosure.tsx";
import { Link } from "@/components/link.tsx";

/** Lab Tests: Popular Search, and Search By Organs with each organ's tests (one organ open). */
export function LabTestsMenu() {
  const [openOrgan, setOpenOrgan] = useState<OrganListKey | null>(null);
  const { t } = useLingui();
  return (
    <ul className="submenu">
      <li>
        <Disclosure label={t`Popular Search`}>
          <ul className="menu-list">
            {popularTests.map((test) => (
              <li key={test.corpId}>
                <Link to={test.testDetailsPageLink} className="menu-link">
                  {test.testName}
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
                  label={organ.name}
                  open={openOrgan === organ.key}
                  onToggle={() => setOpenOrgan((key) => (key === organ.key ? null : organ.key))}
                >
                  <ul className="menu-list">
                    {itemsByOrgan(organ.key).map((item) => (
                      <li key={`${item.pageLink}-${item.name}`}>
                        <Link to={item.pageLink} className="menu-link">
                          {item.name}
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
