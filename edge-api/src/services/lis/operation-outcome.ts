/**
 * The FHIR API's answers (docs/lis-integration.md, "FHIR R4"): an OperationOutcome naming each
 * problem of a refused message, or one saying what was done with an accepted one.
 */
import type { OperationOutcome, OperationOutcomeIssue } from "@medplum/fhirtypes";
import type { MessageProblem } from "./lab-result-message.ts";

/** FHIR's IssueType codes (`invalid`, `not-found`, `conflict`, `security`, `processing`...). */
export type IssueType = OperationOutcomeIssue["code"];

/**
 * A refusal: one error issue per problem, its `expression` the problem's place in the Bundle.
 * `code` is the caller's (the route knows an unknown booking from a malformed message).
 */
export function operationOutcome(
  problems: MessageProblem[],
  code: IssueType = "invalid",
): OperationOutcome {
  // An OperationOutcome needs one issue at least; a refusal naming nothing is still a refusal.
  const named = problems.length > 0 ? problems : [{ where: "", text: "The message was refused." }];
  return {
    resourceType: "OperationOutcome",
    issue: named.map(({ where, text }) => ({
      severity: "error",
      code,
      details: { text },
      ...(where !== "" && { expression: [where] }),
    })),
  };
}

/** A success answer: what was stored, or that the message was a replay. */
export function informational(text: string): OperationOutcome {
  return {
    resourceType: "OperationOutcome",
    issue: [{ severity: "information", code: "informational", details: { text } }],
  };
}
