// The design tokens and base styles are the app's first CSS, in one file with the layout's: the
// entry (main.tsx) has no stylesheet of its own, one request and gzip stream fewer on every first
// load (docs/performance.md, figure 1). The empty shell (index.html) shows nothing before the app.
import "@/styles/tokens.css";
import "@/styles/base.css";
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
