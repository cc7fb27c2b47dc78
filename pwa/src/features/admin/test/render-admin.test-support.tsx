import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AdminLoginPage } from "../admin-login.page.tsx";
import { TransactionsHistoryPage } from "../transactions-history.page.tsx";

/** The two admin routes (as pwa/src/app/routes.tsx mounts them) in a memory router, at `path`. */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Home</h1> },
      { path: "/admin-login", Component: AdminLoginPage },
      { path: "/transactions-history", Component: TransactionsHistoryPage },
    ],
    { initialEntries: ["/", path], initialIndex: 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Go offline (or back online) as the browser does: the flag, then the event. */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}
