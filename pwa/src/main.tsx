import "./styles/tokens.css";
import "./styles/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./app/register-service-worker.ts";
import { startOutboxAfterLoad } from "./app/start-outbox.ts";
import { listenForInstallPrompt } from "./lib/install-prompt.ts";

// Before anything else: the browser may offer installation before React has drawn.
listenForInstallPrompt();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
startOutboxAfterLoad();
