/**
 * Sending a Book Test Now booking through the outbox (docs/product.md#offline): the payload and its
 * Idempotency-Key (made now, when the person submits) are saved in IndexedDB first; the outbox's
 * flusher sends them, solving a fresh captcha for each attempt (or using the one solved on the
 * form, once). The form waits a few seconds for the first attempt:
 *
 * - delivered → `{ ok: true, bookingId }`: the success flow (docs/product.md#home-booking).
 * - not delivered yet (offline, the server's trouble) → `{ ok: true, queued: true }`: saved on
 *   the phone and sent automatically later; the app announces it when it is.
 * - refused by the API (a final 4xx) → `{ ok: false }`: the failure flow; the refused copy
 *   is dropped, as the form still holds the values.
 */
import { buildBookingPayload } from "@vyom/catalog/contract";
import { discardSubmission, type SubmitOutcome, submitThroughOutbox } from "@/sync/submit.ts";
import type { BookTestValues } from "./book-test.rules.ts";
import { utmFromSearch } from "./book-test.utm.ts";

export type BookingSubmitResult =
  | { ok: true; bookingId: string; queued?: false }
  | { ok: true; queued: true }
  | { ok: false; reason: "rejected" | "unexpected-answer" };

export interface SubmitDeps {
  /** A captcha solved on the form (none when it was saved offline without one). */
  captcha?: string;
  submit?: typeof submitThroughOutbox;
}

/** The booking's id in the API's answer, `{ status: "success", id }`. */
function bookingIdOf(response: unknown): string {
  const id = (response as { id?: unknown } | null)?.id;
  return id === undefined || id === null ? "" : String(id);
}

export async function onSubmit(
  values: BookTestValues,
  now: Date = new Date(),
  search: string = window.location.search,
  { captcha, submit = submitThroughOutbox }: SubmitDeps = {},
): Promise<BookingSubmitResult> {
  const payload = buildBookingPayload(values, now, utmFromSearch(search));
  let outcome: SubmitOutcome;
  try {
    outcome = await submit("booking", payload, captcha ? { captcha } : {});
  } catch {
    // Not even saved (IndexedDB unavailable): the failure flow, the form keeps its values.
    return { ok: false, reason: "unexpected-answer" };
  }
  if (outcome.status === "sent") return { ok: true, bookingId: bookingIdOf(outcome.response) };
  if (outcome.status === "queued") return { ok: true, queued: true };
  await discardSubmission(outcome.id).catch(() => {});
  return { ok: false, reason: "rejected" };
}
