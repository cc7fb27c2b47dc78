import "./bottom-bar.css";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { FlaskIcon, PackageIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { MenuLoading } from "./menu-loading.tsx";

const HealthPackageSheet = lazy(
  untilLoaded(() =>
    import("./menus/health-package-sheet.tsx").then((m) => ({ default: m.HealthPackageSheet })),
  ),
);

/**
 * The mobile bottom bar below 899 px (docs/product.md#shared-chrome). Book Test goes home and
 * scrolls to the booking form (`#book-test`); Health Package toggles the health package menu above
 * the bar.
 */
export function BottomBar() {
  const { healthMenuOpen } = useUiState();
  const { toggleHealthMenu, closeHealthMenu } = useUiActions();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation on purpose
  useEffect(() => closeHealthMenu(), [location, closeHealthMenu]);

  useEffect(() => {
    if (!healthMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeHealthMenu();
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [healthMenuOpen, closeHealthMenu]);

  return (
    <div className="bottom-bar-area">
      <section
        id="health-package-menu"
        className="health-sheet"
        aria-label="Health packages"
        hidden={!healthMenuOpen}
      >
        {healthMenuOpen ? (
          <Suspense fallback={<MenuLoading />}>
            <HealthPackageSheet />
          </Suspense>
        ) : null}
      </section>
      <nav className="bottom-bar on-dark" aria-label="Quick actions">
        <Link to={{ pathname: "/", hash: "#book-test" }} className="bottom-bar-item">
          <FlaskIcon />
          <span>Book Test</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="bottom-bar-item"
          aria-expanded={healthMenuOpen}
          aria-controls="health-package-menu"
          onClick={toggleHealthMenu}
        >
          <PackageIcon />
          <span>Health Package</span>
        </button>
      </nav>
    </div>
  );
}
