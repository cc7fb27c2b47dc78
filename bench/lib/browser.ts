/** Debian's Chromium through playwright-core (never a downloaded browser). */
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { chromiumSwitches } from "../../pwa/e2e/support/chromium-switches.ts";
import { chromiumPath } from "./paths.ts";

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: install it with \`apt-get install chromium\` (the bench never downloads a browser).`,
    );
  }
}

export async function launchBrowser(): Promise<Browser> {
  assertChromium();
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumSwitches],
  });
}

/** A phone-sized window, as the budgets are about phones. */
export const phone = { width: 360, height: 800 };
