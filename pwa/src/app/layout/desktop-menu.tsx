import { lazy, Suspense } from "react";
import { breakpoints } from "@/lib/breakpoints.ts";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";

const SecondaryMenu = lazy(
  untilLoaded(() =>
    import("./menus/secondary-menu.tsx").then((m) => ({ default: m.SecondaryMenu })),
  ),
);

/**
 * The secondary menu, only above 1145 px (docs/product.md#shared-chrome). Phones never download it.
 * Its bar is in every page's HTML, prerendered for no screen in particular, and CSS alone shows it
 * from 1146 px (header.css): on a desktop it holds its height from the first paint while the code
 * arrives, so nothing below moves under a tap once the app runs.
 */
export function DesktopMenu() {
  const wide = useMediaQuery(breakpoints.desktopMenu);
  return (
    <div className="secondary-menu-slot">
      {wide ? (
        <Suspense fallback={null}>
          <SecondaryMenu />
        </Suspense>
      ) : null}
    </div>
  );
}
