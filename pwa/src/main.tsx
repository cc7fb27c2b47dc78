import "./styles/tokens.css";
import "./styles/base.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./app/register-service-worker.ts";
import { preloadPageAt } from "./app/routes.tsx";
import { startOutboxAfterLoad } from "./app/start-outbox.ts";
import { listenForInstallPrompt } from "./lib/install-prompt.ts";

// Before anything else: the browser may offer installation before React has drawn.
listenForInstallPrompt();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The page's own chunk starts now, beside the app's: React's first render reaches it later.
preloadPageAt(window.location.pathname);

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole shell and page at once: on a slow phone that is the
// difference between one long task and many short ones (Lighthouse's Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
startOutboxAfterLoad();
