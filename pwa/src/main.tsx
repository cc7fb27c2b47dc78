import "./styles/tokens.css";
import "./styles/base.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./app/register-service-worker.ts";
import { preloadPageAt } from "./app/routes.tsx";
import { startOutboxAfterLoad } from "./app/start-outbox.ts";
import { listenForInstallPrompt } from "./lib/install-prompt.ts";
import { pageShown } from "./lib/page-ready.ts";

// Before anything else: the browser may offer installation before React has drawn.
listenForInstallPrompt();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The page's own chunk starts now, beside the app's: React's first render reaches it later.
preloadPageAt(window.location.pathname);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole shell and page at once: on a slow phone that is the
// difference between one long task and many short ones (Lighthouse's Total Blocking Time).
// A page the build prerendered (docs/decisions/010) arrives with its markup in #root: React
// adopts it (hydrates) instead of drawing it again; the shell's empty #root is rendered.
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

// Tests (and anyone curious) can tell when the page answers taps: a tap on prerendered markup
// before hydration does nothing.
void pageShown().then(() => document.documentElement.setAttribute("data-hydrated", "true"));

registerServiceWorker();
startOutboxAfterLoad();
