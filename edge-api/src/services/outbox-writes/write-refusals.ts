/**
 * The refusals of the outbox writes (catalog/src/contract/schemas/write-answer.ts): one body,
 * `{ error, message, issues? }`, whatever the route or the step that refused. The codes are for
 * code (the PWA's outbox retries the captcha ones, fails the rest); the message is for a person.
 */
import type { WriteRefusal } from "@vyom/catalog/contract/schemas";
import type { CaptchaRefusal } from "../captcha/new-key-captcha.ts";
import { IDEMPOTENCY_HEADER } from "../idempotency/idempotency.ts";

/** 507: storage is full for now (services/uploads/storage-quota.ts); the outbox retries it. */
export type WriteRefusedStatus = 400 | 403 | 413 | 415 | 422 | 429 | 507;

/** A refusal, with the statuses it may have (a route's answers list only those it can give). */
export interface WriteRefused<Status extends WriteRefusedStatus = WriteRefusedStatus> {
  status: Status;
  body: WriteRefusal;
}

export const keyReused: WriteRefused<422> = {
  status: 422,
  body: {
    error: "idempotency-key-reused",
    message: "A different submission was already sent with this Idempotency-Key.",
  },
};

export function malformedKey(message: string) {
  return {
    status: 400,
    body: {
      error: "invalid-request",
      message,
      issues: [{ path: IDEMPOTENCY_HEADER, message }],
    },
  } as const satisfies WriteRefused<400>;
}

const CAPTCHA_MESSAGES: Record<CaptchaRefusal["error"], string> = {
  "captcha-required": "Please verify the captcha.",
  "captcha-failed": "The captcha was not accepted.",
};

/** 403: the outbox sends again with a fresh captcha. The failure's `reason` is kept for logs. */
export function captchaRefused(refusal: CaptchaRefusal): WriteRefused<403> {
  return { status: 403, body: { ...refusal, message: CAPTCHA_MESSAGES[refusal.error] } };
}
