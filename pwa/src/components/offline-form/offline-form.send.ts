/**
 * Sending an offline form through the outbox (docs/product.md#offline): the payload, its
 * Idempotency-Key and any file's bytes are saved in IndexedDB first (one transaction), then the
 * flusher sends them, solving a fresh captcha for each attempt (or using the one solved on the
 * form, once). The form waits a few seconds for that first attempt. Loaded on the first submit,
 * not with the page: the outbox and its storage are most of a page's weight.
 *
 * - delivered → `{ ok: true, queued: false, reference }`: the server's id of the submission
 *   (every outbox write answers 201 `{ status: "success", id }`,
 *   catalog/src/contract/schemas/write-answer.ts);
 * - not delivered yet (offline, the server's trouble) → `{ ok: true, queued: true }`: saved on
 *   the phone and sent automatically later; the app announces it when it is;
 * - refused by the API (a final 4xx) → `{ ok: false, reason: "rejected" }`: the refused copy is
 *   dropped, as the form still holds the values; not even saved → `"not-saved"`.
 */

import type { OutboxKind } from "@/db/records.ts";
import { toOutboxFile } from "@/sync/outbox-file.ts";
import { discardSubmission, type SubmitOutcome, submitThroughOutbox } from "@/sync/submit.ts";
import { referenceOf } from "./after-submit.ts";

export type FormSendResult =
  /** `outboxId`: the saved copy, followed live by /thanks. */
  | { ok: true; queued: false; outboxId: number; reference?: string }
  | { ok: true; queued: true; outboxId: number }
  | { ok: false; reason: "rejected" | "not-saved"; detail?: string };

export interface FormSendOptions {
  /** A captcha solved on the form (none when it was saved offline without one). */
  captcha?: string;
  /** The form's file, with the multipart field it is sent as. */
  file?: { field: string; file: File };
}

export type SendForm = (
  kind: OutboxKind,
  payload: unknown,
  options: FormSendOptions,
) => Promise<FormSendResult>;

export async function sendForm(
  kind: OutboxKind,
  payload: unknown,
  { captcha, file }: FormSendOptions,
  submit: typeof submitThroughOutbox = submitThroughOutbox,
): Promise<FormSendResult> {
  let outcome: SubmitOutcome;
  try {
    const files = file ? [await toOutboxFile(file.field, file.file)] : undefined;
    outcome = await submit(kind, payload, { ...(captcha ? { captcha } : {}), files });
  } catch {
    // Not even saved (IndexedDB unavailable, the file unreadable): the form keeps its values.
    return { ok: false, reason: "not-saved" };
  }
  if (outcome.status === "sent") {
    const reference = referenceOf(outcome.response);
    return { ok: true, queued: false, outboxId: outcome.id, ...(reference ? { reference } : {}) };
  }
  if (outcome.status === "queued") return { ok: true, queued: true, outboxId: outcome.id };
  await discardSubmission(outcome.id).catch(() => {});
  return { ok: false, reason: "rejected", detail: outcome.reason || undefined };
}
