import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
// Relative import on purpose: the config is bundled by Vite and a workspace package would be
// loaded by Node as untranspiled TypeScript.
import { brand } from "./catalog/src/brand.ts";
import { linguiPlugins } from "./pwa/scripts/lingui-plugins.ts";
import { prerenderPages } from "./pwa/scripts/prerender.ts";
import { reactDomSentinelsWithoutStacks } from "./pwa/scripts/react-dom-sentinels.ts";
import { reactRouterInvariantsWithoutMessages } from "./pwa/scripts/react-router-invariants.ts";

/**
 * The app's shell is one chunk, "app": app.tsx with the router, the layout and everything they
 * import statically (`inAppShell`), and these small modules the first load shares with page
 * chunks. Left to the automatic chunking, each shared module became a file of its own (0.0-0.7 KB
 * gz, 11 of the first load's 24 files), and the router another 13 KB: each file a request (about
 * ten round trips on a 2G-like connection, docs/performance.md figure 8), its own gzip stream and
 * import/export lines. Every page runs inside the shell, so a page chunk that imports one of them
 * imports the chunk already there. As one chunk they cost 2 KB gz less, and the router and
 * layout with them 0.8 KB less again (docs/performance.md, figure 1).
 */
const shellSmall = [
  "pwa/src/db/records.ts",
  "pwa/src/db/cart-lines.ts",
  "pwa/src/lib/dates.ts",
  "catalog/src/contract/dates.ts",
  "catalog/src/contract/fields.ts",
  "catalog/src/location-ids.ts",
  "catalog/src/brand.ts",
  "pwa/src/components/page-shell.tsx",
  "pwa/src/components/use-document-title.ts",
  "pwa/src/lib/ui-state.tsx",
  "pwa/src/lib/stored-live.ts",
  "pwa/src/components/toast-state.ts",
  "pwa/src/db/storage-in-use.ts",
  "pwa/src/db/database-name.ts",
  "pwa/src/lib/use-seen-once.ts",
  "catalog/src/locations.ts",
  "catalog/src/lookup/by-slug.ts",
  // The home form's saved-offline words and the patient's genders: shared with later chunks, so
  // each was a first-load file of its own (0.2 and 0.1 KB gz, each with its request and headers).
  "pwa/src/lib/delivery-words.ts",
  "catalog/src/contract/genders.ts",
  // A toast's words, shared by the toasts and the home form's plain lines before them.
  "pwa/src/components/toast-words.ts",
  "pwa/src/i18n/known-text.ts",
];
/**
 * The modules `from` imports statically, itself included, each once, through the app's own
 * sources, the router and vite-plugin-pwa's register module only: a workspace package's index
 * re-exports all of it (the catalogue's data, zod), which tree-shaking drops but a chunk group
 * would keep.
 */
function staticGraph(context: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    const followed =
      id.startsWith(`${pwaRoot}/src/`) || /[\\/]react-router|virtual:pwa-register/.test(id);
    if (seen.has(id) || !followed) return;
    seen.add(id);
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(from);
  return seen;
}

const shellGraphs = new WeakMap<ChunkingContext, Set<string>>();

/**
 * Whether `id` is app.tsx or a module it imports statically that the entry (main.tsx, with React)
 * does not: the router, the layout and what they use. None of the app builds' other entries
 * (the floor page's) have an app.tsx.
 */
function inAppShell(id: string, context: ChunkingContext): boolean {
  let shell = shellGraphs.get(context);
  if (!shell) {
    const entry = staticGraph(context, join(pwaRoot, "src/main.tsx"));
    const app = join(pwaRoot, "src/app/app.tsx");
    shell = context.getModuleInfo(app)
      ? new Set([...staticGraph(context, app)].filter((module) => !entry.has(module)))
      : new Set();
    shellGraphs.set(context, shell);
  }
  return shell.has(id);
}

const afterPageGraphs = new WeakMap<ChunkingContext, Set<string>>();

/**
 * Whether `id` is app/after-page.ts or a module it imports statically that the entry and the
 * shell do not: one chunk of what every page loads once it is ready. Left to the automatic
 * chunking, the modules it shares with later chunks (the modal dialog, with the logout dialog and
 * the admin's transaction dialog; vite-plugin-pwa's register module) were files of their own
 * after every page, each request with its headers (docs/performance.md, figure 2). A later chunk
 * that needs one of them imports this chunk, already there once the page is ready.
 */
function inAfterPage(id: string, context: ChunkingContext): boolean {
  let graph = afterPageGraphs.get(context);
  if (!graph) {
    const start = join(pwaRoot, "src/app/after-page.ts");
    const entry = staticGraph(context, join(pwaRoot, "src/main.tsx"));
    const app = staticGraph(context, join(pwaRoot, "src/app/app.tsx"));
    graph = context.getModuleInfo(start)
      ? new Set([...staticGraph(context, start)].filter((m) => !entry.has(m) && !app.has(m)))
      : new Set();
    afterPageGraphs.set(context, graph);
  }
  return graph.has(id);
}

const pwaRoot = fileURLToPath(new URL("./pwa", import.meta.url));

const themeColor = "#0a5763";

/** index.html stays brand-free: `%BRAND_NAME%` is filled in from the brand module. */
function brandHtml(): Plugin {
  return {
    name: "vyom:brand-html",
    transformIndexHtml: (html) =>
      html.replaceAll("%BRAND_NAME%", brand.name).replaceAll("%THEME_COLOR%", themeColor),
  };
}

/**
 * react-router's package marks none of its `forwardRef` components pure and names each with a
 * `displayName` assignment: both are side effects to the bundler, so its Form (with useSubmit
 * and useFormAction), which the app never uses, was in every first load (about 1 KB gz,
 * docs/performance.md figure 1; pwa/e2e/first-load.e2e.test.ts checks it stays out). Production
 * builds drop those assignments (names for React DevTools only) and mark the calls pure. Its
 * warnings (a console.warn for a developer) kept their messages in the production build: each
 * call becomes dead code (`false && warning(...)`), which the minifier drops with its message.
 * The app renders its routes with `useRoutes`, never a data router (pwa/src/app/routes.tsx says
 * why), so the route renderer's data-router branches (error boundaries with the default "Unexpected
 * Application Error!" screen, hydrate fallbacks, loader state) are dead: its state is made
 * `undefined`, which the minifier follows (about 0.8 KB gz). A react-router whose renderer reads
 * its state otherwise fails the build here.
 * What the app uses is kept as it was.
 */
const routeRendererState =
  "function _renderMatches(matches, parentMatches = [], dataRouterOpts) {\n  let dataRouterState = dataRouterOpts?.state;";

function reactRouterTreeShaking(): Plugin {
  const file = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
  return {
    name: "vyom:react-router-tree-shaking",
    apply: "build",
    transform(code, id) {
      if (!file.test(id)) return null;
      if (code.includes("function _renderMatches(") && !code.includes(routeRendererState)) {
        throw new Error(`${id}: react-router's _renderMatches changed; review vite.config.ts`);
      }
      return code
        .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, "var ENABLE_DEV_WARNINGS = false;")
        .replace(/^(\s*)(warning|warningOnce)\(/gm, "$1false && $2(")
        .replace(
          routeRendererState,
          "function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = void 0, dataRouterState = void 0;",
        )
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, "")
        .replace(
          /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
          "$1/* @__PURE__ */ $2",
        );
    },
  };
}

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function compressFolder(folder: string) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) compressFolder(path);
    else if (compressible.test(name)) {
      const body = readFileSync(path);
      if (body.length < 1024) continue;
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum compression: the
 * server (edge-api's servePwa, `precompressed`) answers with them, so a phone on slow mobile
 * data downloads about a quarter of the bytes and the server spends no CPU compressing. Runs
 * last, after vite-plugin-pwa has written sw.js. Exported for the benchmark's floor page.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "vyom:precompress",
    apply: "build",
    enforce: "post",
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: "post", sequential: true, handler: () => compressFolder(outDir) },
  };
}

export default defineConfig({
  root: pwaRoot,
  publicDir: "public",
  resolve: {
    alias: { "@": fileURLToPath(new URL("./pwa/src", import.meta.url)) },
  },
  server: {
    // The API (edge-api) serves /api in production from the same origin; in dev it runs beside.
    proxy: { "/api": "http://127.0.0.1:8787" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Vite's modulepreload polyfill (about 0.4 KB gz in the entry, on every first load) only helps
    // browsers without <link rel="modulepreload"> fetch a chunk's imports early: every Chromium
    // since 66 (the phones we serve), Safari since 17 and Firefox since 115 have it natively.
    // Where it is missing, the links are ignored and each chunk still loads when it is imported.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's own imports are not listed for preloading, only the chunk (fetched beside
      // its CSS; Vite adds the CSS, which must load before the chunk runs). Listed, every
      // import() carried its chunk's whole static graph, and each chunk that makes import() calls
      // carried the file names of all of them: 1.6 KB gz of the home page's first load, most of
      // it the route table's (docs/performance.md, figure 1). The browser still fetches a
      // chunk's imports as soon as it has parsed it; a first visit's prerendered page lists its
      // own (pwa/scripts/prerender.ts) and the service worker precaches the rest after it.
      // The HTML's own list (hostType "html": the entry's imports) stays whole.
      resolveDependencies: (file, deps, { hostType }) => (hostType === "js" ? [file] : deps),
    },
    // The shell's chunk (shellSmall and inAppShell above); React stays in the entry.
    rolldownOptions: {
      output: {
        // Seven characters of hash, not eight (the fewest rolldown accepts for this many chunks;
        // 42 bits): every chunk names the chunks it may import, hashes do not compress, and the
        // home page's first load carries about 180 of them (pwa/e2e/first-load.e2e.test.ts).
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        assetFileNames: "assets/[name]-[hash:7][extname]",
        codeSplitting: {
          groups: [
            {
              debugName: "app",
              name: (id: string, context: ChunkingContext) =>
                shellSmall.some((end) => id.endsWith(end)) || inAppShell(id, context)
                  ? "app"
                  : null,
              includeDependenciesRecursively: false,
            },
            {
              debugName: "after-page",
              name: (id: string, context: ChunkingContext) =>
                inAfterPage(id, context) ? "after-page" : null,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    // Read by the prerender (pwa/scripts/prerender.ts) for each page's CSS, then deleted.
    manifest: true,
  },
  plugins: [
    brandHtml(),
    reactRouterTreeShaking(),
    reactRouterInvariantsWithoutMessages(),
    reactDomSentinelsWithoutStacks(),
    ...linguiPlugins(),
    react(),
    precompress(),
    VitePWA({
      // Our own worker (pwa/src/sw.ts): the generated one cannot run the outbox flusher on
      // Background Sync. The build injects the precache list into `self.__WB_MANIFEST`.
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      // Registered by pwa/src/app/register-service-worker.ts through workbox-window after `load`:
      // no render-blocking script, and the app gets the "new version waiting" event it needs to
      // ask before swapping versions (docs/decisions/003-offline-outbox.md). The update policy
      // (clientsClaim on first install, skipWaiting only when the person accepts the prompt) lives
      // in sw.ts.
      injectRegister: false,
      // The pages rendered to HTML at build time (docs/decisions/006-prerendered-pages.md), written
      // after the client build and before the worker's, so the precompression that runs last covers
      // them.
      integration: {
        beforeBuildServiceWorker: async (options) => {
          await prerenderPages(options.outDir);
        },
      },
      registerType: "prompt",
      includeManifestIcons: true,
      manifest: {
        id: "/",
        name: brand.name,
        short_name: brand.shortName,
        description: `Book lab tests, scans and health check-ups with home sample collection — ${brand.name}.`,
        lang: "en-IN",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: themeColor,
        background_color: "#ffffff",
        categories: ["health", "medical"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "/icons/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
        // Real screens of the app (pwa/scripts/make-screenshots.ts), for the richer install
        // sheet. Not precached: only the install UI reads them.
        screenshots: [
          {
            src: "/screenshots/home-narrow.webp",
            sizes: "540x1170",
            type: "image/webp",
            form_factor: "narrow",
            label: "Book a home sample collection",
          },
          {
            src: "/screenshots/home-wide.webp",
            sizes: "1280x800",
            type: "image/webp",
            form_factor: "wide",
            label: "Lab tests, scans and health packages",
          },
        ],
      },
      injectManifest: {
        // The shell, every route chunk, the CSS and the catalogue chunks. Manifest icons are added
        // by includeManifestIcons (listing png here would precache them twice); screenshots and
        // other images are cached at run time by sw.ts. The favicon is a PNG: an SVG one is a
        // document of its own that the page's main thread builds on every first load.
        globPatterns: ["**/*.{js,css,html,svg}", "icons/favicon-48.png"],
        // docs/product.md#offline: admin screens are online only and never cached by the service
        // worker. Prerendered pages are for first visits only: offline and on repeat visits the
        // worker answers every navigation with the shell (docs/decisions/006-prerendered-pages.md).
        // Nor is any language but English: the chosen one's chunk and font are cached by sw.ts when
        // first loaded (docs/i18n.md), so the precache does not grow by every language.
        globIgnores: [
          "**/admin-login.page-*",
          "**/transactions-history.page-*",
          "**/language-{ta,kn,te,hi}-*",
          "prerendered/**",
        ],
        // Hashed assets need no cache-busting query.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
});
