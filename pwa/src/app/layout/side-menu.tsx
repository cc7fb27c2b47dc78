import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { CloseIcon } from "@/components/icons.tsx";
import { ModalDialog } from "@/components/modal-dialog.tsx";
import { breakpoints } from "@/lib/breakpoints.ts";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { MenuLoading } from "./menu-loading.tsx";

const SideMenuContent = lazy(
  untilLoaded(() =>
    import("./menus/side-menu-content.tsx").then((m) => ({ default: m.SideMenuContent })),
  ),
);

/**
 * The drawer below 1146 px (docs/product.md#shared-chrome). Its menus and their catalogue data load
 * on open.
 */
export function SideMenu() {
  const { sideMenuOpen } = useUiState();
  const { closeSideMenu } = useUiActions();
  const { t } = useLingui();
  const location = useLocation();
  const wide = useMediaQuery(breakpoints.desktopMenu);

  // A followed link or a window grown past the breakpoint closes the drawer. Not on mount: the
  // drawer mounts after the page (overlays.tsx), possibly because a tap has just opened it.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    closeSideMenu();
  }, [location, closeSideMenu]);
  useEffect(() => {
    if (wide) closeSideMenu();
  }, [wide, closeSideMenu]);

  return (
    <ModalDialog
      id="side-menu"
      className="drawer"
      open={sideMenuOpen}
      onClose={closeSideMenu}
      labelledBy="side-menu-title"
    >
      <div className="drawer-header">
        <h2 id="side-menu-title" className="drawer-title">
          {t`Menu`}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Close menu`}
          onClick={closeSideMenu}
        >
          <CloseIcon />
        </button>
      </div>
      <Suspense fallback={<MenuLoading />}>
        <SideMenuContent />
      </Suspense>
    </ModalDialog>
  );
}
