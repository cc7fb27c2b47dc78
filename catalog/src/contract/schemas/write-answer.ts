/**
 * What every write the outbox sends (the booking, the three enquiries, the prescription and the
 * career application) answers: one success shape and one refusal shape, whatever the form.
 *
 * - 201 `WriteAccepted`, for a new submission and for a repeat of its Idempotency-Key (the first
 *   answer again), so the outbox can forget the row either way.
 * - 4xx (or 507, storage full for now) `WriteRefusal`: `error` says what went wrong for the code, `message` says it for a person,
 *   `issues` names the fields an `invalid-request` got wrong.
 */
import * as z from "zod/mini";

export const WriteAccepted = z.object({
  status: z.literal("success"),
  /** The server's reference for the submission, shown to the person after sending. */
  id: z.string(),
  /**
   * A booking's short reference, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts), the
   * one the person is told and quotes; the other forms have none.
   */
  reference: z.optional(z.string()),
});
export type WriteAccepted = z.infer<typeof WriteAccepted>;

export const writeRefusalCodes = [
  "invalid-request",
  "invalid-json",
  "captcha-required",
  "captcha-failed",
  "idempotency-key-reused",
  "payload-too-large",
  "unsupported-media-type",
  "rate-limited",
  "cross-site-request",
  "forbidden-origin",
  /** 507: the uploads' storage is full for now; the outbox sends it again later. */
  "storage-full",
] as const;

export const WriteRefusal = z.object({
  error: z.enum(writeRefusalCodes),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type WriteRefusal = z.infer<typeof WriteRefusal>;
