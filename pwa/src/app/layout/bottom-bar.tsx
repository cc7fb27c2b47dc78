import "./bottom-bar.css";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
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
  const { toggleHealthMenu } = useUiActions();
  const { t } = useLingui();

  return (
    <div className="bottom-bar-area">
      <section
        id="health-package-menu"
        className="health-sheet"
        aria-label={t`Health packages`}
        hidden={!healthMenuOpen}
      >
        {healthMenuOpen ? (
          <Suspense fallback={<MenuLoading />}>
            <HealthPackageSheet />
          </Suspense>
        ) : null}
      </section>
      <nav className="bottom-bar on-dark" aria-label={t`Quick actions`}>
        <Link to={{ pathname: "/", hash: "#book-test" }} className="bottom-bar-item">
          <FlaskIcon />
          <span>{t`Book Test`}</span>
        </Link>
        <button
          type="button"
          className="bottom-bar-item"
          aria-expanded={healthMenuOpen}
          aria-controls="health-package-menu"
          onClick={toggleHealthMenu}
        >
          <PackageIcon />
          <span>{t`Health Package`}</span>
        </button>
      </nav>
    </div>
  );
}
