import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router-dom";
import { routes } from "@/app/routes.tsx";
import { UiStateProvider } from "@/lib/ui-state.tsx";

/** The whole app (chrome and routes) at `path`, in memory. */
export function renderApp(path = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <UiStateProvider>
      <RouterProvider router={router} />
    </UiStateProvider>,
  );
  return { router, ...view };
}

/** One component with the providers the chrome needs. */
export function renderWithProviders(ui: ReactNode, path = "/") {
  return render(
    <UiStateProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </UiStateProvider>,
  );
}
