import { existsSync, readFileSync } from "node:fs";
import { expect, inject, it } from "vitest";
import type { TypecheckOutcome } from "./typecheck-setup.ts";

/** A minute here when the machine is idle; a stuck compiler fails the run instead of hanging it. */
const TYPECHECK_TIMEOUT_MS = 8 * 60_000;

it(
  "every workspace type-checks (`npm run typecheck`, started with the run)",
  async () => {
    const outcomeFile = inject("typecheckOutcome");
    const deadline = Date.now() + TYPECHECK_TIMEOUT_MS;
    while (!existsSync(outcomeFile)) {
      if (Date.now() > deadline) throw new Error("`npm run typecheck` did not finish in 8 minutes");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const outcome = JSON.parse(readFileSync(outcomeFile, "utf8")) as TypecheckOutcome;
    expect(outcome.ok, outcome.output).toBe(true);
  },
  TYPECHECK_TIMEOUT_MS + 10_000,
);
