/** axe-core in the page: injects its source and returns the serious and critical violations. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
let source: string | undefined;

const axeSource = () => {
  source ??= readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  return source;
};

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending nodes (a few). */
  targets: string[];
}

/** Runs axe on the current page (WCAG 2.x A and AA rules) and returns serious and critical hits. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the app's CSP (no inline script) would block a tag.
  await page.evaluate(axeSource());
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } })
      .axe;
    return axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
    });
  });
  return results.violations
    .filter((v: Result) => v.impact === "serious" || v.impact === "critical")
    .map((v: Result) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
