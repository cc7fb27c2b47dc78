/**
 * The two builds every browser figure compares: the app (`npm run build -w @vyom/pwa`, as CI and
 * `npm start` build it) and the floor, a bare React 19 + react-dom page built in the same run by
 * Vite with the app's own build options and React plugin (no router, storage or service worker).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
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
const floorHtml = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Floor</title><meta name="description" content="The bare React page the bench compares to." />
</head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>`;

const floorMain = `import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
function Floor() {
  const [text, setText] = useState("");
  return (
    <main>
      <h1>Lab Tests, Scans &amp; Health Check-ups at Home</h1>
      <p>Book blood tests and scans with home sample collection.</p>
      <label>Search tests <input type="search" value={text} onChange={(e) => setText(e.target.value)} /></label>
      <p>{text}</p>
    </main>
  );
}
createRoot(document.getElementById("root")).render(<StrictMode><Floor /></StrictMode>);
`;

/** Builds the floor page into a temporary folder and returns its dist folder. */
export async function buildFloor(): Promise<string> {
  // Under node_modules (never committed) so that Vite resolves react from the repository.
  const root = join(repoRoot, "node_modules/.cache/vyom-bench-floor");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), floorHtml);
  writeFileSync(join(root, "main.jsx"), floorMain);
  const outDir = join(root, "dist");
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    // The same React DOM as the app's: its module-level errors made without a stack
    // (pwa/scripts/react-dom-sentinels.ts), so neither page pays what DevTools' stack capture adds.
    plugins: [reactDomSentinelsWithoutStacks(), react(), precompress()],
    build: { ...appConfig.build, outDir, emptyOutDir: true },
  });
  return outDir;
}
