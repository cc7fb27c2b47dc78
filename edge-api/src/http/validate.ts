/**
 * zod at the boundary: a request that does not fit its schema is answered 400
 * `{ error: "invalid-request", message, issues: [{ path, message }] }`, naming each bad field
 * (`message` is the issues' messages in one sentence, for a person).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";

export interface RequestIssue {
  path: string;
  message: string;
}

export function invalidRequest(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  target = "body",
) {
  const issues: RequestIssue[] = error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join(".") : target,
    message: issue.message,
  }));
  const message = issues.map((issue) => issue.message).join(". ");
  return { error: "invalid-request" as const, message, issues };
}

export function validate<Target extends keyof ValidationTargets, T extends z.ZodType>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(invalidRequest(result.error, target === "json" ? "body" : target), 400);
    }
  });
}

export const jsonBody = <T extends z.ZodType>(schema: T) => validate("json", schema);
