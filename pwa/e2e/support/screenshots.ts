/** Screenshots go to the OS temp dir (never the repo): `<tmp>/vyom-e2e-screenshots/<name>.png`. */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";

export const screenshotDir = join(tmpdir(), "vyom-e2e-screenshots");

export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * A long page as a series of viewport-sized shots (`<name>-1.png`, `-2`…), readable where one
 * full-page image of a phone layout would be too tall to look at.
 */
export async function saveScreens(page: Page, name: string, maxShots = 8): Promise<string[]> {
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  const paths: string[] = [];
  for (let i = 0; i < maxShots && i * viewport < height; i++) {
    await page.evaluate((top) => window.scrollTo(0, top), i * viewport);
    await page.waitForTimeout(100);
    paths.push(await saveScreenshot(page, `${name}-${i + 1}`, false));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return paths;
}
