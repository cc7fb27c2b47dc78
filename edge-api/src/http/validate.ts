/**
 * zod at the boundary: a request that does not fit its schema is answered 400
 * `{ error: "invalid-request", message, issues: [{ path, message }] }`, naming each bad field
 * (`message` is the issues' messages in one sentence, for a person).
 *
 * The validator is hono-openapi's: the same schema that checks a request also describes it in
 * `GET /api/openapi.json` (src/openapi/openapi.routes.ts), so the document cannot drift from what
 * the route accepts.
 */
import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { z } from "zod";

export interface RequestIssue {
  path: string;
  message: string;
}

/** A Standard Schema issue's path segment is a key, or (for other libraries) `{ key }`. */
type PathSegment = PropertyKey | { readonly key: PropertyKey };

const segmentName = (segment: PathSegment) =>
  String(typeof segment === "object" ? segment.key : segment);

export function invalidRequest(
  error: { issues: readonly { path?: readonly PathSegment[] | undefined; message: string }[] },
  target = "body",
) {
  const issues: RequestIssue[] = error.issues.slice(0, 20).map((issue) => ({
    path: issue.path && issue.path.length > 0 ? issue.path.map(segmentName).join(".") : target,
    message: issue.message,
  }));
  const message = issues.map((issue) => issue.message).join(". ");
  return { error: "invalid-request" as const, message, issues };
}

export function validate<Target extends keyof ValidationTargets, T extends z.ZodType>(
  target: Target,
  schema: T,
) {
  return validator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(
        invalidRequest({ issues: result.error }, target === "json" ? "body" : target),
        400,
      );
    }
  });
}

export const jsonBody = <T extends z.ZodType>(schema: T) => validate("json", schema);
