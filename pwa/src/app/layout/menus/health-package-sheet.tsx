import "./menus.css";
import { HealthPackageLinks } from "./health-package-links.tsx";

/** The bottom bar's health package menu. */
export function HealthPackageSheet() {
  return (
    <>
      <h2 className="health-sheet-title">Health Packages</h2>
      <HealthPackageLinks />
    </>
  );
}
