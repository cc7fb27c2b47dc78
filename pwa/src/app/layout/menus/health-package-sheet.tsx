import { useLingui } from "@lingui/react/macro";
import "./menus.css";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useUiActions } from "@/lib/ui-state.tsx";
import { HealthPackageLinks } from "./health-package-links.tsx";

/**
 * The bottom bar's health package menu (layout/bottom-bar.tsx renders it while open). Escape or
 * a navigation closes it, Escape giving focus back to its toggle: this lives here, with the
 * menu's own code, so the first load does not carry it.
 */
export function HealthPackageSheet() {
  const { closeHealthMenu } = useUiActions();
  const location = useLocation();
  const { t } = useLingui();
  // Open, it closes on a navigation (a link in it, or any other).
  const opened = useRef(location);
  useEffect(() => {
    if (location !== opened.current) closeHealthMenu();
  }, [location, closeHealthMenu]);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeHealthMenu();
      document.querySelector<HTMLElement>("[aria-controls='health-package-menu']")?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [closeHealthMenu]);
  return (
    <>
      <h2 className="health-sheet-title">{t`Health Packages`}</h2>
      <HealthPackageLinks />
    </>
  );
}
