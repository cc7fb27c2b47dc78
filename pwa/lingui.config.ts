import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The app's languages (docs/i18n.md). Catalogues are PO files under src/locales/<lang>/, compiled
 * by @lingui/vite-plugin when a build or a test imports them. The macros' runtime is the app's own
 * (src/i18n/runtime.tsx): components re-render on a language change without a provider, so a
 * component test renders them as it did before.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ta", "kn", "te", "hi", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/node_modules/**", "**/*.test.*", "<rootDir>/src/test/**"],
    },
  ],
  runtimeConfigModule: {
    i18n: ["@/i18n/runtime.tsx", "i18n"],
    useLingui: ["@/i18n/runtime.tsx", "useLingui"],
    Trans: ["@/i18n/runtime.tsx", "Trans"],
  },
  orderBy: "message",
  // Line numbers change with every edit above a string: the catalogues list the files only.
  format: formatter({ lineNumbers: false }),
});
