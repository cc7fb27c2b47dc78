/**
 * Setup file of the e2e project: holds each browser-test file until the PWA build that
 * support/global-setup.ts started has finished, and fails the file with the build's output when
 * it failed.
 */
import { existsSync, readFileSync } from "node:fs";
import { beforeAll, inject } from "vitest";
import type { BuildOutcome } from "./global-setup.ts";

/** The build takes well under a minute here; a stuck one fails the files instead of hanging. */
const BUILD_TIMEOUT_MS = 5 * 60_000;

let ready: Promise<void> | undefined;

async function waitForBuild(outcomeFile: string): Promise<void> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!existsSync(outcomeFile)) {
    if (Date.now() > deadline) throw new Error("e2e: the PWA build did not finish in 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const outcome = JSON.parse(readFileSync(outcomeFile, "utf8")) as BuildOutcome;
  if (!outcome.ok) throw new Error(`e2e: the PWA build failed:\n${outcome.output}`);
}

beforeAll(async () => {
  const outcomeFile = inject("pwaBuildOutcome");
  if (outcomeFile === null) return;
  ready ??= waitForBuild(outcomeFile);
  await ready;
}, BUILD_TIMEOUT_MS + 10_000);
