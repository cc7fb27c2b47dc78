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
 * The secondary menu, only above 1145 px (docs/product.md#shared-chrome). Phones never download it;
 * on desktop its bar keeps its height while the code arrives, so nothing below jumps.
 */
export function DesktopMenu() {
  const wide = useMediaQuery(breakpoints.desktopMenu);
  if (!wide) return null;
  return (
    <div className="secondary-menu-slot">
      <Suspense fallback={null}>
        <SecondaryMenu />
      </Suspense>
    </div>
  );
}
