/**
 * The refusals of the outbox writes (catalog/src/contract/schemas/write-answer.ts): one body,
 * `{ error, message, issues? }`, whatever the route or the step that refused. The codes are for
 * code (the PWA's outbox retries the captcha ones, fails the rest); the message is for a person.
 */
import type { WriteRefusal } from "@vyom/catalog/contract/schemas";
import type { CaptchaRefusal } from "../captcha/new-key-captcha.ts";
import { IDEMPOTENCY_HEADER } from "../idempotency/idempotency.ts";

export interface WriteRefused {
  /** 507: storage is full for now (services/uploads/storage-quota.ts); the outbox retries it. */
  status: 400 | 403 | 413 | 415 | 422 | 429 | 507;
  body: WriteRefusal;
}

export const keyReused: WriteRefused = {
  status: 422,
  body: {
    error: "idempotency-key-reused",
    message: "A different submission was already sent with this Idempotency-Key.",
  },
};

export function malformedKey(message: string): WriteRefused {
  return {
    status: 400,
    body: { error: "invalid-request", message, issues: [{ path: IDEMPOTENCY_HEADER, message }] },
  };
}

const CAPTCHA_MESSAGES: Record<CaptchaRefusal["error"], string> = {
  "captcha-required": "Please verify the captcha.",
  "captcha-failed": "The captcha was not accepted.",
};

/** 403: the outbox sends again with a fresh captcha. The failure's `reason` is kept for logs. */
export function captchaRefused(refusal: CaptchaRefusal): WriteRefused {
  return { status: 403, body: { ...refusal, message: CAPTCHA_MESSAGES[refusal.error] } };
}
