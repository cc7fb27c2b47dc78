import { render } from "@testing-library/react";
import { type ReactNode, useLayoutEffect } from "react";
import { type Location, MemoryRouter, useLocation } from "react-router-dom";
import { AppProviders } from "@/app/app.tsx";
import { AppRoutes } from "@/app/routes.tsx";

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/** The whole app (chrome and routes) at `path`, in memory; `location()` is where it is now. */
export function renderApp(path = "/") {
  let current: Location | undefined;
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onLocation={(location) => {
            current = location;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => {
    if (!current) throw new Error("the app has not rendered a location yet");
    return current;
  };
  return { location, ...view };
}

/** One component with the providers the chrome needs. */
export function renderWithProviders(ui: ReactNode, path = "/") {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/**
 * Loads the signed-in account menu, a lazy part (app/layout/account-control.tsx), ahead of a test
 * that opens it: Vite transforms a lazy part on its first import, which on a busy 2-core host took
 * longer than a findBy waits.
 */
export const loadAccountMenu = () => import("@/app/layout/account-menu.tsx");
