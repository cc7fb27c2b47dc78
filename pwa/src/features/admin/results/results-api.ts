/**
 * The staff's lab-results calls (edge-api/src/routes/admin/results.routes.ts): the list of what
 * waits and what was released lately, a pathologist's sign-off, the desk's record of a call about
 * a critical value. Answers are checked with the contract's zod/mini schemas.
 */
import { StaffResultAnswer, StaffResultsAnswer } from "@vyom/catalog/contract/schemas";
import type * as z from "zod/mini";
import { ApiError, type CallAnswer, call } from "@/lib/api-client.ts";

export type StaffResults = z.infer<typeof StaffResultsAnswer>;
export type StaffResult = StaffResults["held"][number];

/**
 * A sign-off or a call as the API answers it: the version as it is now, and a `message` when the
 * step had already been done (pressed twice, or by two people: the first one stands).
 */
export type ResultStepAnswer = CallAnswer<"POST /api/admin/results/:reportId/sign">;

export function fetchResults(signal?: AbortSignal) {
  return call("GET /api/admin/results", { signal, parse: StaffResultsAnswer.parse });
}

export function signResult(id: string) {
  return call("POST /api/admin/results/:reportId/sign", {
    params: { reportId: id },
    parse: StaffResultAnswer.parse,
  });
}

export function recordCriticalCall(id: string, note: string) {
  return call("POST /api/admin/results/:reportId/critical-call", {
    params: { reportId: id },
    body: { note },
    parse: StaffResultAnswer.parse,
  });
}

/** The API's refusal code (`superseded`, `no-signature`, `invalid-request`…), if it sent one. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiError && error.kind === "http" ? error.code : undefined;
}
