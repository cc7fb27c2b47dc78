/**
 * The refusals every route may answer: a JSON `{ error }` code for the code (the app's ApiError
 * carries it, pwa/src/lib/api-error.ts), with `message` when a person reads it and `issues` naming
 * the fields a 400 `invalid-request` got wrong (edge-api/src/http/validate.ts). zod/mini, like every
 * answer, so the app can check them without classic zod.
 */
import * as z from "zod/mini";

export const RequestIssue = z.object({ path: z.string(), message: z.string() });

export const InvalidRequestAnswer = z.object({
  error: z.literal("invalid-request"),
  issues: z.array(RequestIssue),
  message: z.optional(z.string()),
});

export const ErrorAnswer = z.object({
  error: z.string(),
  message: z.optional(z.string()),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** 429: try again after the Retry-After header's seconds. */
export const RateLimitedAnswer = z.object({
  error: z.literal("rate-limited"),
  message: z.optional(z.string()),
  retryAfter: z.number(),
});

/** `GET /api/captcha/challenge`: the proof-of-work challenge the ALTCHA widget solves. */
export const CaptchaChallengeAnswer = z.looseObject({});
