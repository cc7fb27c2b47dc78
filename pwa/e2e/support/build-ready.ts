/**
 * Setup file of the e2e project: holds each browser-test file until the PWA build that
 * support/global-setup.ts started has finished, and fails the file with the build's output when
 * it failed.
 */
import { beforeAll, inject } from "vitest";
import { waitForOutcome } from "../../../scripts/background-command.ts";

/** The build takes well under a minute here; a stuck one fails the files instead of hanging. */
const BUILD_TIMEOUT_MS = 5 * 60_000;

let ready: Promise<void> | undefined;

async function waitForBuild(outcomeFile: string): Promise<void> {
  const outcome = await waitForOutcome(outcomeFile, BUILD_TIMEOUT_MS, "e2e: the PWA build");
  if (!outcome.ok) throw new Error(`e2e: the PWA build failed:\n${outcome.output}`);
}

beforeAll(async () => {
  const outcomeFile = inject("pwaBuildOutcome");
  if (outcomeFile === null) return;
  ready ??= waitForBuild(outcomeFile);
  await ready;
}, BUILD_TIMEOUT_MS + 10_000);
