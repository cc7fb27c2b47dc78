/**
 * Sending a prescription through the outbox: the fields and the file's bytes are saved in
 * IndexedDB first (one transaction), then the flusher sends them as multipart, solving the
 * captcha itself. The form waits a few seconds for the first attempt, as the booking form does.
 */
import { toOutboxFile } from "@/sync/outbox-file.ts";
import { discardSubmission, submitThroughOutbox } from "@/sync/submit.ts";
import type { PrescriptionValues } from "./prescription.rules.ts";

export type PrescriptionResult =
  | { ok: true; queued: boolean /** The outbox row, followed live by /thanks. */; id: number }
  | { ok: false; reason: "rejected" | "not-saved"; detail?: string };

export async function sendPrescription(
  values: PrescriptionValues,
  file: File,
  submit: typeof submitThroughOutbox = submitThroughOutbox,
): Promise<PrescriptionResult> {
  const note = values.note.trim();
  const payload = {
    name: values.name.trim(),
    mobileNumber: values.mobileNumber,
    ...(note === "" ? {} : { note }),
  };
  let outcome: Awaited<ReturnType<typeof submitThroughOutbox>>;
  try {
    outcome = await submit("prescription", payload, { files: [await toOutboxFile("file", file)] });
  } catch {
    // Not even saved (IndexedDB unavailable, the file unreadable): the form keeps its values.
    return { ok: false, reason: "not-saved" };
  }
  if (outcome.status === "sent") return { ok: true, queued: false, id: outcome.id };
  if (outcome.status === "queued") return { ok: true, queued: true, id: outcome.id };
  await discardSubmission(outcome.id).catch(() => {});
  return { ok: false, reason: "rejected", detail: outcome.reason };
}
