import { StrictMode, startTransition } from "react";
import { loadAfterPage } from "./app/load-after-page.ts";
import { storedLanguage } from "./i18n/stored-language.ts";
import { listenForInstallPrompt } from "./lib/install-prompt.ts";
import { nextTask } from "./lib/next-task.ts";
import { pageShown } from "./lib/page-ready.ts";
import { replayTapsBeforeHydration } from "./lib/taps-before-hydration.ts";
import { keepTypedUntilHydrated } from "./lib/typed-before-hydration.ts";

// Before anything else: the browser may offer installation before React has drawn.
listenForInstallPrompt();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const prerendered = container.firstElementChild !== null;
// What a visitor types into the prerendered page before it is hydrated is put back after; then
// the taps and submits its inline script held back are replayed
// (docs/decisions/006-prerendered-pages.md), a task later, so that React has committed the put-back
// values a replayed submit reads.
if (prerendered) {
  void keepTypedUntilHydrated(container, pageShown()).then(() => {
    setTimeout(replayTapsBeforeHydration, 0);
  });
}

// React DOM and the app are two dynamic imports, so the browser runs them as two tasks rather
// than one: a prerendered page (docs/decisions/006-prerendered-pages.md) is already on screen when
// they arrive, and one ~50 ms evaluation on a slow phone is what Lighthouse's Total Blocking Time
// counts.
const reactDom = import("react-dom/client");
const app = import("./app/app.tsx");

// The first localStorage read of a visit opens the origin's storage: a wait that on a slow phone
// made the app's evaluation (app.tsx reads the language there) one long task. Read once here, in
// a task of its own while the chunks download, the app's read is quick.
setTimeout(storedLanguage, 0);

// Each step of the start that costs milliseconds (the app's evaluation, matching the route for
// the page's chunk, hydrateRoot's set-up) runs in its own task (nextTask): together they made one
// long task.

// The page's own chunk starts as soon as the router is here, beside React DOM.
void app.then(async ({ preloadPageAt }) => {
  await nextTask();
  preloadPageAt(window.location.pathname);
});

void Promise.all([reactDom, app]).then(async ([{ createRoot, hydrateRoot }, { App }]) => {
  await nextTask();
  const tree = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole shell and page at once (Total Blocking Time). A
  // prerendered page arrives with its markup in #root: React adopts it (hydrates) instead of
  // drawing it again; the shell's empty #root is rendered.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
});

// Tests (and anyone curious) can tell when the page answers taps at once: a tap on prerendered
// markup before hydration is held and acts only after it.
void pageShown().then(() => document.documentElement.setAttribute("data-hydrated", "true"));

// The service worker and the outbox start once the page is ready and their code has arrived.
void loadAfterPage().then(({ startAfterLoad }) => startAfterLoad());
