import { NavLink } from "@/components/link.tsx";
import { loadAfterPage } from "../load-after-page.ts";
import { AfterPageLoad } from "./after-page-load.tsx";

// The language button comes with the after-page chunk (app/after-page.ts): an English first load
// carries none of it. Its item keeps its place meanwhile, so the links do not move.
const LanguageControl = lazy(() => loadAfterPage().then((m) => ({ default: m.LanguageControl })));

import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";

const links = [
  { to: "/corporate", label: msg`Corporate` },
  { to: "/business-enquiry", label: msg`Franchise Enquiry` },
  { to: "/careers", label: msg`Careers` },
] as const;

/**
 * The thin bar above the header: the language button, then the quick links; the current page's
 * link is highlighted (aria-current).
 */
export function QuickLinksBar() {
  const { i18n, t } = useLingui();
  return (
    <nav className="quick-links on-dark" aria-label={t`Quick links`}>
      <ul className="container quick-links-row">
        <li className="language-item">
          <AfterPageLoad>
            <LanguageControl />
          </AfterPageLoad>
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="quick-link">
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
