/**
 * The two builds every browser figure compares: the app (`npm run build -w @vyom/pwa`, as CI and
 * `npm start` build it) and the floor, a bare React 19 + react-dom page built in the same run by
 * Vite with the app's own build options and React plugin (no router, storage or service worker).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { createElement, type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { build, type InlineConfig } from "vite";
import { reactDomSentinelsWithoutStacks } from "../../pwa/scripts/react-dom-sentinels.ts";
import appConfig, { precompress } from "../../vite.config.ts";
import { repoRoot } from "./paths.ts";

export function buildApp(): void {
  const result = spawnSync("npm", ["run", "build", "-w", "@vyom/pwa"], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0)
    throw new Error(`the PWA build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The floor page: a heading, a paragraph and a controlled input (the search figure's floor). */
const floorHtml = (root: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Floor</title><meta name="description" content="The bare React page the bench compares to." />
</head><body><div id="root">${root}</div><script type="module" src="${script}"></script></body></html>`;

/** Plain JavaScript, so that this process can also render it to HTML (the hydrated floor's). */
const floorComponent = `import { createElement as h, useState } from "react";
export function Floor() {
  const [text, setText] = useState("");
  return h("main", null,
    h("h1", null, "Lab Tests, Scans & Health Check-ups at Home"),
    h("p", null, "Book blood tests and scans with home sample collection."),
    h("label", null, "Search tests ",
      h("input", { type: "search", value: text, onChange: (e) => setText(e.target.value) })),
    h("p", null, text));
}
`;

const floorMain = `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Floor } from "./floor.js";
createRoot(document.getElementById("root")).render(<StrictMode><Floor /></StrictMode>);
`;

/**
 * The prerendered pages' way (pwa/src/main.tsx, pwa/scripts/boot-script.ts): painted from the
 * HTML, React fetched once the page has loaded and painted a frame, hydrated as a transition. Only
 * this few-line module is in the HTML. With React's chunk in the HTML as a module script instead,
 * Lighthouse's simulation counted its download into the first paint (the chunk arrived before the
 * first paint on the host), so the floor's simulated FCP came after its own hydration and its TBT
 * read 0 whatever React cost: not the start a page that paints before its script makes.
 */
const hydratedMain = `function start() {
  Promise.all([import("react"), import("react-dom/client"), import("../floor.js")]).then(
    ([{ StrictMode, createElement, startTransition }, { hydrateRoot }, { Floor }]) => {
      startTransition(() => {
        hydrateRoot(document.getElementById("root"), createElement(StrictMode, null, createElement(Floor)));
      });
    },
  );
}
function afterPaint() {
  requestAnimationFrame(() => setTimeout(start, 0));
}
if (document.readyState === "complete") afterPaint();
else addEventListener("load", afterPaint, { once: true });
`;

/** Where the hydrated floor is served from the floor server: `${url}${hydratedFloorPath}`. */
export const hydratedFloorPath = "/hydrated/index.html";

/** Builds the floor page into a temporary folder and returns its dist folder. */
export async function buildFloor(): Promise<string> {
  // Under node_modules (never committed) so that Vite resolves react from the repository.
  const root = join(repoRoot, "node_modules/.cache/vyom-bench-floor");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "floor.js"), floorComponent);
  writeFileSync(join(root, "main.jsx"), floorMain);
  writeFileSync(join(root, "index.html"), floorHtml("", "/main.jsx"));
  // The same page rendered to HTML here, as the app's pages are at build time.
  const { Floor } = (await import(pathToFileURL(join(root, "floor.js")).href)) as {
    Floor: () => ReactNode;
  };
  const markup = renderToString(createElement(StrictMode, null, createElement(Floor)));
  mkdirSync(join(root, "hydrated"));
  writeFileSync(join(root, "hydrated/main.jsx"), hydratedMain);
  writeFileSync(join(root, "hydrated/index.html"), floorHtml(markup, "./main.jsx"));
  const outDir = join(root, "dist");
  const options: InlineConfig = {
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    // The same React DOM as the app's: its module-level errors made without a stack
    // (pwa/scripts/react-dom-sentinels.ts), so neither page pays what DevTools' stack capture adds.
    plugins: [reactDomSentinelsWithoutStacks(), react(), precompress()],
  };
  await build({ ...options, build: { ...appConfig.build, outDir, emptyOutDir: true } });
  // A build of its own, so the floor page stays one file as before; it writes the hydrated page
  // and its own chunk beside the floor's.
  await build({
    ...options,
    build: {
      ...appConfig.build,
      outDir,
      emptyOutDir: false,
      rolldownOptions: {
        ...appConfig.build?.rolldownOptions,
        input: join(root, "hydrated/index.html"),
      },
    },
  });
  return outDir;
}
