/**
 * The switches every Chromium we drive is launched with: the browser tests'
 * (pwa/e2e/support/browser.ts) and the bench's (bench/lib/browser.ts).
 *
 * Chromium reads only the last `--disable-features` on its command line, and Playwright already
 * passes one (its `chromiumSwitches`): ours replaces it, so it repeats Playwright's list before
 * adding what we turn off. scripts/chromium-switches.test.ts fails when Playwright's list holds a
 * feature this one lacks, so an upgrade of playwright-core cannot quietly turn one back on.
 */

/** Playwright's own `disabledFeatures`, as playwright-core passes them (checked against the installed one). */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
] as const;

/**
 * Headless Chromium 156 opens two WebUI renderers for the address bar's popups with every new
 * context's window; no test or bench ever shows that popup. Without them a context opens about
 * 40 % faster and with about 30 % less CPU (12 contexts, measured on the 2-core CI machine type),
 * and the browser tests open several hundred contexts.
 */
export const unusedFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"] as const;

/**
 * Turned off for the browser tests only: Chromium keeps a spare renderer process started for each
 * context's next navigation, and with a context per test most of them are never used. Without it
 * a context costs about 0.13 s less renderer CPU (10 contexts on about:blank: 20 renderer
 * processes to 10; two app pages per context: 18 to 12, measured on the 2-core CI machine type).
 * A navigation then starts its renderer on demand and shows later; the bench times navigations
 * as a phone's Chrome makes them, with the spare, so it keeps it.
 */
export const browserTestOnlyFeatures = ["SpareRendererForSitePerProcess"] as const;

const switchesTurningOff = (features: readonly string[]): readonly string[] => [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedFeatures, ...features].join(",")}`,
];

/** The bench's Chromium. */
export const chromiumSwitches = switchesTurningOff([]);

/** The browser tests' Chromium. */
export const browserTestSwitches = switchesTurningOff(browserTestOnlyFeatures);
