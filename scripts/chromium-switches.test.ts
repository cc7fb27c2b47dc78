import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  browserTestOnlyFeatures,
  browserTestSwitches,
  chromiumSwitches,
  playwrightDisabledFeatures,
  unusedFeatures,
} from "../pwa/e2e/support/chromium-switches.ts";

/**
 * Our `--disable-features` replaces Playwright's (Chromium reads only the last one), so it must
 * carry every feature the installed playwright-core turns off.
 */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(join(import.meta.dirname, "..", "pwa", "package.json"));
  const root = dirname(require.resolve("playwright-core/package.json"));
  const bundle = readFileSync(join(root, "lib", "coreBundle.js"), "utf8");
  const start = bundle.indexOf("chromium/chromiumSwitches.ts");
  expect(start, "playwright-core's chromiumSwitches module was not found").toBeGreaterThan(-1);
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle.slice(start));
  expect(list, "playwright-core's disabledFeatures list was not found").not.toBeNull();
  const body = (list?.[1] ?? "").replace(/\/\/.*$/gm, "");
  return [...body.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("the Chromium switches of the browser tests and the bench", () => {
  it("turn off every feature the installed Playwright turns off", () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...playwrightDisabledFeatures].sort()).toEqual([...installed].sort());
  });

  const disabledBy = (switches: readonly string[]) => {
    const disable = switches.filter((s) => s.startsWith("--disable-features="));
    expect(disable).toHaveLength(1);
    return (disable[0] ?? "").slice("--disable-features=".length).split(",");
  };

  it("pass a single --disable-features holding Playwright's list and ours", () => {
    expect(disabledBy(chromiumSwitches)).toEqual(
      expect.arrayContaining([...playwrightDisabledFeatures, ...unusedFeatures]),
    );
  });

  it("keep the bench's Chromium as a phone's, and turn off the spare renderer in the tests only", () => {
    expect(disabledBy(chromiumSwitches)).not.toEqual(
      expect.arrayContaining([...browserTestOnlyFeatures]),
    );
    expect(disabledBy(browserTestSwitches)).toEqual([
      ...disabledBy(chromiumSwitches),
      ...browserTestOnlyFeatures,
    ]);
  });
});
