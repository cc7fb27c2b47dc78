/**
 * The staff's lab-results calls (edge-api/src/routes/admin/results.routes.ts): the list of what
 * waits and what was released lately, a pathologist's sign-off, the desk's record of a call about
 * a critical value. Answers are checked with the contract's zod/mini schemas.
 */
import { StaffResultAnswer, StaffResultsAnswer } from "@vyom/catalog/contract/schemas";
import * as z from "zod/mini";
import { ApiError, apiGet, apiPost } from "@/lib/api-client.ts";

export type StaffResults = z.infer<typeof StaffResultsAnswer>;
export type StaffResult = StaffResults["held"][number];

/**
 * A sign-off or a call as the API answers it: the version as it is now, and a `message` when the
 * step had already been done (pressed twice, or by two people: the first one stands).
 */
const ResultStepAnswer = z.extend(StaffResultAnswer, { message: z.optional(z.string()) });
export type ResultStepAnswer = z.infer<typeof ResultStepAnswer>;

export function fetchResults(signal?: AbortSignal) {
  return apiGet("/api/admin/results", { signal, parse: StaffResultsAnswer.parse });
}

const stepPath = (id: string, step: "sign" | "critical-call") =>
  `/api/admin/results/${encodeURIComponent(id)}/${step}` as const;

export function signResult(id: string) {
  return apiPost(stepPath(id, "sign"), undefined, { parse: ResultStepAnswer.parse });
}

export function recordCriticalCall(id: string, note: string) {
  return apiPost(stepPath(id, "critical-call"), { note }, { parse: ResultStepAnswer.parse });
}

/** The API's refusal code (`superseded`, `no-signature`, `invalid-request`…), if it sent one. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiError && error.kind === "http" ? error.code : undefined;
}
