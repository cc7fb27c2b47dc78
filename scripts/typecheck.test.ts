import { expect, inject, it } from "vitest";
import { waitForOutcome } from "./background-command.ts";

/** A minute here when the machine is idle; a stuck compiler fails the run instead of hanging it. */
const TYPECHECK_TIMEOUT_MS = 8 * 60_000;

it(
  "every workspace type-checks (`npm run typecheck`, started with the run)",
  async () => {
    const outcome = await waitForOutcome(
      inject("typecheckOutcome"),
      TYPECHECK_TIMEOUT_MS,
      "`npm run typecheck`",
    );
    expect(outcome.ok, outcome.output).toBe(true);
  },
  TYPECHECK_TIMEOUT_MS + 10_000,
);
