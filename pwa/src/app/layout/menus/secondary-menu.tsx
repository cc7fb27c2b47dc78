import "./menus.css";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { ChevronIcon } from "@/components/icons.tsx";
import { NavLink } from "@/components/link.tsx";
import { HealthPackageLinks } from "./health-package-links.tsx";
import { LabTestsColumns } from "./lab-tests-columns.tsx";
import { RadiologyColumns } from "./radiology-columns.tsx";

type PanelKey = "radiology" | "lab-tests" | "packages";

const panels: { key: PanelKey; label: MessageDescriptor; content: () => ReactNode }[] = [
  { key: "radiology", label: msg`X-ray & Scans`, content: () => <RadiologyColumns /> },
  { key: "lab-tests", label: msg`Lab Tests`, content: () => <LabTestsColumns /> },
  {
    key: "packages",
    label: msg`Health Packages`,
    content: () => (
      <div className="mega-panel mega-packages">
        <HealthPackageLinks />
      </div>
    ),
  },
];

const links: readonly { to: string; label: MessageDescriptor }[] = [
  { to: "/book-your-test", label: msg`Book Your Test` },
  { to: "/prescription", label: msg`Upload Prescription` },
  { to: `/${brand.slug}-center`, label: msg`Nearest Center` },
];

/**
 * The desktop secondary menu (above 1145 px): three drop-down panels, one open at a time, closed
 * by Escape (focus returns to its button), a click elsewhere, or following a link.
 */
export function SecondaryMenu() {
  const [open, setOpen] = useState<PanelKey | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const { t, i18n } = useLingui();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation on purpose
  useEffect(() => setOpen(null), [location]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(null);
      document.getElementById(`menu-${open}-button`)?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <nav ref={navRef} className="secondary-menu" aria-label={t`Services`}>
      <ul className="container secondary-menu-row">
        {panels.map((panel) => (
          <li key={panel.key}>
            <button
              type="button"
              id={`menu-${panel.key}-button`}
              className="secondary-menu-item"
              aria-expanded={open === panel.key}
              aria-controls={`menu-${panel.key}-panel`}
              onClick={() => setOpen((key) => (key === panel.key ? null : panel.key))}
            >
              {i18n._(panel.label)}
              <ChevronIcon width={18} height={18} />
            </button>
          </li>
        ))}
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="secondary-menu-item">
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {panels.map((panel) => (
        <div
          key={panel.key}
          id={`menu-${panel.key}-panel`}
          className="secondary-menu-panel"
          hidden={open !== panel.key}
        >
          <div className="container">{open === panel.key ? panel.content() : null}</div>
        </div>
      ))}
    </nav>
  );
}
