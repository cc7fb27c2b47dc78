import type { ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import { UiStateProvider } from "@/lib/ui-state.tsx";
import { AppRoutes } from "./routes.tsx";

export { preloadPageAt } from "./routes.tsx";

/** What every render of the app needs around its router (the browser's, a test's, a prerender's). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <UiStateProvider>{children}</UiStateProvider>;
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
