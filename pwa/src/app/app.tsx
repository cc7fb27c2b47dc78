// The design tokens and base styles are the app's first CSS, in one file with the layout's: the
// entry (main.tsx) has no stylesheet of its own, one request and gzip stream fewer on every first
// load (docs/performance.md, figure 1). The empty shell (index.html) shows nothing before the app.
import "@/styles/tokens.css";
import "@/styles/base.css";
import { type ReactNode, use, useEffect } from "react";
import { BrowserRouter } from "react-router-dom";
import { storedLanguage } from "@/i18n/stored-language.ts";
import { UiStateProvider } from "@/lib/ui-state.tsx";
import { AppRoutes } from "./routes.tsx";

export { preloadPageAt } from "./routes.tsx";

// The reader's language when it is not English (i18n/stored-language.ts). One that cannot load
// (offline before its chunk was cached) leaves English.
const language = import.meta.env.SSR ? undefined : storedLanguage();
const applyLanguage = (code: string) =>
  import("@/i18n/language.ts").then((m) => m.applyLanguage(code)).catch(() => undefined);
// Without prerendered markup (a repeat visit, offline), the first render waits for it; a
// prerendered page (English) is hydrated in English, then switches.
const beforeRender =
  language && !document.getElementById("root")?.firstElementChild
    ? applyLanguage(language)
    : undefined;

/** What every render of the app needs around its router (the browser's, a test's, a prerender's). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <UiStateProvider>{children}</UiStateProvider>;
}

export function App() {
  if (beforeRender) use(beforeRender);
  useEffect(() => {
    if (language && !beforeRender) void applyLanguage(language);
  }, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
