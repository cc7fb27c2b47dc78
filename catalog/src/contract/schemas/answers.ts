/**
 * The refusals every route may answer: a JSON `{ error }` code for the code (the app's ApiError
 * carries it, pwa/src/lib/api-error.ts), with `message` when a person reads it and `issues` naming
 * the fields a 400 `invalid-request` got wrong (edge-api/src/http/validate.ts).
 */
import { z } from "zod";

export const RequestIssue = z.object({ path: z.string(), message: z.string() });

export const InvalidRequestAnswer = z.object({
  error: z.literal("invalid-request"),
  issues: z.array(RequestIssue),
  message: z.string().optional(),
});

export const ErrorAnswer = z.object({
  error: z.string(),
  message: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** 429: try again after the Retry-After header's seconds. */
export const RateLimitedAnswer = z.object({
  error: z.literal("rate-limited"),
  message: z.string().optional(),
  retryAfter: z.number(),
});

/** `GET /api/captcha/challenge`: the proof-of-work challenge the ALTCHA widget solves. */
export const CaptchaChallengeAnswer = z.looseObject({});
